import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// The treasurer's "To refund" list (decision 042), as the demo club has it: cash to hand back
// (Priya) and a card refund Stripe refused (Marcus). The treasurer hands Priya's back by cheque
// and, by the club's late-cancel rule, keeps Marcus's fee with a reason he is e-mailed.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('the treasurer hands back cash by cheque and keeps a late-cancel fee', async ({
  page,
  axe,
  mailbox,
}) => {
  test.slow();
  await signInAs(page, 'executive');
  await page.goto('/admin/payments');
  // The treasurer's summary is a few reads: on a busy 2-core machine it can take a while.
  await expect(page.getByRole('heading', { level: 2, name: 'To refund' })).toBeVisible({ timeout: 20_000 });
  const owedTable = page.getByRole('table', { name: 'Money owed back' });
  const priya = owedTable.getByRole('row').filter({ hasText: 'Priya Natarajan' });
  const marcus = owedTable.getByRole('row').filter({ hasText: 'Marcus Bell' });
  await expect(priya).toHaveCount(1);
  await expect(marcus).toContainText('Card refund failed');
  for (const theme of themes) {
    await setTheme(page, theme);
    await settle(page);
    await axe.checkA11y(page);
  }

  // Priya: cash owed, handed back by cheque.
  await priya.getByRole('button', { name: /^Mark as handed back: .* to Priya Natarajan$/ }).click();
  const handBack = page.getByRole('dialog', { name: 'Mark as handed back' });
  await handBack.getByLabel('Cheque').check();
  await handBack.getByRole('button', { name: 'Mark as handed back' }).click();
  await expect(handBack.getByText('Enter the cheque number.')).toBeVisible();
  await handBack.getByLabel('Cheque number').fill('1042');
  await handBack.getByRole('button', { name: 'Mark as handed back' }).click();
  await expect(handBack).toHaveCount(0);
  await expect(priya).toHaveCount(0);

  // Marcus: the club keeps the fee; the reason is required and goes to him.
  const keep = page.getByRole('dialog', { name: 'Keep the fee' });
  const openKeep = async () => {
    await marcus.getByRole('button', { name: /^Keep the fee: .* of Marcus Bell$/ }).click();
    await expect(keep).toContainText('gets an e-mail with your reason');
  };
  // Each theme reloads the page, which closes the dialog: open it again in each.
  for (const theme of themes) {
    await setTheme(page, theme);
    await openKeep();
    await settle(page);
    await axe.checkA11y(page, { include: '[role="dialog"]' });
  }
  await keep.getByRole('button', { name: 'Keep the fee' }).click();
  await expect(keep.getByText('Say why the club keeps it.')).toBeVisible();
  const reason = 'Cancelled on the day of the social: no refund after the sign-up deadline (club rule).';
  await keep.getByLabel(/^Why the club keeps it/).fill(reason);
  await keep.getByRole('button', { name: 'Keep the fee' }).click();
  await expect(keep).toHaveCount(0);
  await expect(marcus).toHaveCount(0);

  const mail = await mailbox.waitForMail({ to: 'marcus.bell@example.com', subject: /^About your refund/ });
  expect(mail.text).toContain(reason);
});
