import type { Page } from '@playwright/test';
import { expect, expectTheme, test, themeStorageKey } from './support/fixtures';

// §2/§4 Theme: a Light/Dark toggle labelled with the theme it switches to, saved in
// localStorage and applied before first paint (no flash of the wrong theme).

/** The toggle shows "Dark" in the light theme and "Light" in the dark one. */
const toggle = (page: Page, label: 'Light' | 'Dark') =>
  page.getByRole('banner').getByRole('button', { name: label, exact: true });

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), themeStorageKey);

/** Relative luminance (0 black … 1 white) of a computed rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('starts light; the choice of dark persists across reloads and pages, and back to light', async ({
    page,
  }) => {
    await page.goto('/');
    await expectTheme(page, 'light');
    await expect(toggle(page, 'Dark')).toBeVisible();

    await toggle(page, 'Dark').click();
    await expectTheme(page, 'dark');
    await expect(toggle(page, 'Light')).toBeVisible();
    expect(await stored(page)).toBe('dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await expect(toggle(page, 'Light')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectTheme(page, 'dark');

    // Keyboard works too.
    await toggle(page, 'Light').focus();
    await page.keyboard.press('Enter');
    await expectTheme(page, 'light');
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expectTheme(page, 'light');
    await expect(toggle(page, 'Dark')).toBeVisible();
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system until the visitor chooses', async ({ page }) => {
    await page.goto('/');
    await expectTheme(page, 'dark');
    await expect(toggle(page, 'Light')).toBeVisible();
    await toggle(page, 'Light').click();
    await page.reload();
    await expectTheme(page, 'light');
  });
});

test('no flash: the saved dark theme is painted before any script of the app runs', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), themeStorageKey);

  // Hold every script bundle of the app, so what the browser shows is index.html + CSS + theme-init.js.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => document.body !== null && [...document.styleSheets].some((s) => s.href?.includes('/assets/')),
  );
  const before = await page.evaluate(() => ({
    isDark: document.documentElement.classList.contains('dark'),
    colorScheme: document.documentElement.style.colorScheme,
    // The server's first paint of the page is there, its fields still disabled: the app, which
    // enables them once it has taken the page over, has not run (decision 020).
    isPainted: document.querySelector('#root h1')?.textContent === 'About',
    isAppLive: document.querySelector('[data-painted-disabled]') === null,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(before.isAppLive, 'the app must not have run yet').toBe(false);
  expect(before.isPainted, 'the page is painted by the server').toBe(true);
  expect(before.isDark).toBe(true);
  expect(before.colorScheme).toBe('dark');
  expect(luminance(before.background), `body background ${before.background}`).toBeLessThan(0.1);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expectTheme(page, 'dark');
  await expect(toggle(page, 'Light')).toBeVisible();
});
