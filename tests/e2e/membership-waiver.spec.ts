import type { Page } from '@playwright/test';
import { signInAs, signInAsEmail, spareAccountFor } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// A board member takes the admin table's Member No-Pay path: the membership is granted at once
// and recorded as an audited waiver with its reason, never as a $0 payment. The treasurer sees
// it as a waiver on Payment Intents and on the member's page.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('a board member’s no-pay membership is a recorded waiver', async ({ page, axe }, testInfo) => {
  test.slow();
  const board = spareAccountFor('waiver', testInfo);
  await signInAsEmail(page, board.email);
  await page.goto('/forms/membership?nopay=true&reason=board');
  await expect(page.getByRole('heading', { level: 2, name: 'Member No-Pay' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Membership form' });
  await expect(form.getByText(/granted at once and recorded as a waiver/)).toBeVisible();
  await expect(form.getByLabel('Reason for no payment')).toHaveValue('board');
  // Signed in: the form knows who they are.
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(board.name);
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(board.email);
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { level: 2, name: 'Member No-Pay' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
  await form.getByRole('radio', { name: /^Individual — \$/ }).check();
  await form.getByLabel('Phone', { exact: true }).fill('(555) 010-5151');
  await form.getByLabel('Year of birth').fill('1975');
  await form.getByLabel('Reason for no payment').fill('board: club secretary');
  await form.getByLabel('Emergency contact name').fill('Walt Abbott');
  await form.getByLabel('Emergency contact phone').fill('(555) 010-6161');
  await form.getByLabel('I accept the code of conduct').check();
  await form.getByLabel('I accept the liability waiver').check();
  const dues = (await form.getByText(/^Dues: \$/).textContent())!.match(/\$[\d.,]+/)![0];
  await form.getByRole('button', { name: 'Ask for a no-pay membership' }).click();

  await expect(page.getByRole('heading', { name: 'Your no-pay membership is active' })).toBeVisible();
  await expect(page.getByText('recorded as a waiver (board: club secretary) and is active')).toBeVisible();

  // The treasurer's view: a waiver entry of the full price, not a payment.
  await page.context().clearCookies();
  await signInAs(page, 'executive');
  await page.goto('/payment_intents?method=waiver');
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(board.email);
  // The search applies after a short pause: wait until only the matching rows are left (the
  // header row aside), so nothing is clicked in a list that is about to re-render.
  await expect(
    page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasNotText: board.email }),
  ).toHaveCount(1);
  const entry = page.getByRole('row').filter({ hasText: board.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Waiver');
  await expect(entry).toContainText('Waived');
  await expect(entry).toContainText(dues);

  await page.goto('/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(board.email);
  // The search applies after a short pause: wait until only the matching rows are left (the
  // header row aside), so nothing is clicked in a list that is about to re-render.
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasNotText: board.email }),
  ).toHaveCount(1);
  const member = page.getByRole('row').filter({ hasText: board.name });
  await expect(member.getByRole('cell', { name: 'Active' })).toBeVisible();
  await member.getByRole('link', { name: board.name }).click();
  await expect(
    page.getByText(/Individual, \$[\d.]+ — waived since .*\(waiver: board: club secretary\)/),
  ).toBeVisible();
  await expect(page.getByText(/membership \$[\d.]+ — waiver, waived/)).toBeVisible();
});
