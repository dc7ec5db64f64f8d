import type { Page } from '@playwright/test';
import { expect, expectTheme, startInTheme, test, themes } from './support/fixtures';

// axe-core on every public page of the foundation, in both themes: no serious or critical
// violations (contrast included), also for the states that only appear after an action.

const pages: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not found', '/no-such-page'],
  // The e-mail landing pages (no valid token: their "could not" and "ask first" states).
  ['newsletter confirm', '/newsletter/confirm'],
  ['newsletter unsubscribe', '/newsletter/unsubscribe?token=not-a-real-token-0000'],
];

/** Waits until the lazy page, the newsletter section and the footer are on screen. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /Stay in the Game|You're All Set!/ }),
  ).toBeVisible();
  // Let transitions (theme colours, toasts) finish before measuring contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    for (const [name, path] of pages) {
      test(`${name} page (${path})`, async ({ page, axe }) => {
        await startInTheme(page, theme);
        await page.goto(path);
        await expectTheme(page, theme);
        await settle(page);
        await axe.checkA11y(page);
      });
    }

    test('newsletter confirmation view and toast', async ({ page, axe }) => {
      await startInTheme(page, theme);
      await page.goto('/');
      await expectTheme(page, theme);
      await settle(page);
      // The server's answer is stubbed: this checks the view, not the subscription.
      await page.route('**/api/subscribe-email', (route) =>
        route.fulfill({ status: 200, json: { ok: true, status: 'pending' } }),
      );
      const form = page.getByRole('form', { name: 'Stay in the Game' });
      await form.getByLabel('Full name').fill('Alex Example');
      await form.getByLabel('Email address').fill('a11y-check@example.org');
      await form.getByRole('button', { name: 'Join the Community' }).click();
      await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
      await settle(page);
      await axe.checkA11y(page);
    });

    test('validation toast', async ({ page, axe }) => {
      await startInTheme(page, theme);
      await page.goto('/');
      await expectTheme(page, theme);
      await settle(page);
      await page.getByRole('button', { name: 'Join the Community' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText(
        'Missing Information',
      );
      await settle(page);
      await axe.checkA11y(page);
    });

    test('phone menu open', async ({ page, axe }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await startInTheme(page, theme);
      await page.goto('/');
      await expectTheme(page, theme);
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
      await axe.checkA11y(page);
    });
  });
}
