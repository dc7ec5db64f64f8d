import type { Page } from '@playwright/test';
import { signInAsEmail, spareAccountFor } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Issue 9: a member gives and later changes the player details the membership form collects
// (rating, USTA number and expiry, emergency contact) on the profile edit page, on a phone,
// with the keyboard; the profile shows them read-only, "Not given yet" until then.

test.use({ viewport: { width: 375, height: 812 } });

async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function checkBothThemes(page: Page, axe: { checkA11y(page: Page): Promise<void> }, heading: string) {
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

test('a member gives, then changes one player detail on a phone; the profile shows them', async ({
  page,
  axe,
}, testInfo) => {
  test.slow();
  const player = spareAccountFor('player', testInfo);
  await signInAsEmail(page, player.email);

  // Nothing given yet.
  await page.goto(`/users/${player.username}`);
  const shown = page.getByRole('region', { name: 'Player details' });
  await expect(shown.getByText('Not given yet')).toHaveCount(5);
  await checkBothThemes(page, axe, 'Player details');
  await expectNoSidewaysScroll(page);

  // To the edit page with the keyboard.
  await page.getByRole('link', { name: 'Edit profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/profile\/edit$/);
  const form = page.getByRole('form', { name: 'Player details' });
  const usta = form.getByLabel('USTA number (optional)');
  await expect(usta).toHaveValue('');

  // A wrong USTA number and a half-given emergency contact: messages under the fields, in both
  // themes (the theme switch reloads the page, so the mistakes are typed again each time).
  for (const theme of themes) {
    await setTheme(page, theme);
    await form.getByLabel('NTRP rating').selectOption('4.0');
    await usta.fill('12AB');
    await form.getByLabel('Emergency contact name').fill('Jo Partner');
    await usta.press('Enter');
    await expect(usta).toHaveAttribute('aria-invalid', 'true');
    await expect(usta).toHaveAccessibleDescription(/A USTA number is 6–12 digits\./);
    await expect(form.getByLabel('Emergency contact phone')).toHaveAccessibleDescription(
      /Please enter a phone number\./,
    );
    await expect(usta).toBeFocused();
    await settle(page);
    await axe.checkA11y(page);
    await expectNoSidewaysScroll(page);
  }

  await usta.fill('2012345678');
  await form.getByLabel('Rating type (if known)').selectOption('C');
  await form.getByLabel('Rating year (optional)').fill('2025');
  await form.getByLabel('USTA membership expires (optional)').fill('2026-12-31');
  await form.getByLabel('Emergency contact phone').fill('+1 555 010 4000');
  await form.getByLabel('Emergency contact phone').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your player details are saved.' })).toBeVisible();

  // Only the USTA number changes; everything else stays.
  await usta.fill('2099999999');
  await form.getByRole('button', { name: 'Save player details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your player details are saved.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(shown.getByText('Not given yet')).toHaveCount(0);
  await expect(shown).toContainText('C — Computer');
  await expect(shown).toContainText('2025');
  await expect(shown).toContainText('2099999999');
  await expect(shown).toContainText('2026-12-31');
  await expect(shown).toContainText('Jo Partner, +1 555 010 4000');
  await expect(page.getByText('4.0', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
