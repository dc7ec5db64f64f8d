import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes, uniqueEmail } from './support/fixtures';

// A visitor joins on a phone and chooses cash or cheque: the success page gives the payee
// instructions and the membership waits for its payment. The treasurer (an executive) finds
// the open dues at /admin/payments, records the cash, and the members list shows them active.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('join paying by cash, the treasurer records it, the member is active', async ({ page, axe }) => {
  test.slow();
  const email = uniqueEmail('join-cash');
  const name = 'Carla Cashmore';
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/forms/membership');
  const form = page.getByRole('form', { name: 'Membership form' });
  await form.getByRole('radio', { name: /^Individual — \$/ }).check();
  await form.getByLabel('Full name', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('(555) 010-4141');
  await form.getByLabel('Year of birth').fill('1987');
  await form.getByLabel('Username').fill(`carla_${email.split('-')[2]}`);
  await form.getByLabel('Password', { exact: true }).fill('Backhand-Slice-2026!');
  await form.getByLabel('Confirm password').fill('Backhand-Slice-2026!');
  await form.getByLabel('Emergency contact name').fill('Carl Cashmore');
  await form.getByLabel('Emergency contact phone').fill('(555) 010-6161');
  await form.getByLabel('I accept the code of conduct').check();
  await form.getByLabel('I accept the liability waiver').check();
  await form.getByRole('radio', { name: 'Pay by cash or cheque' }).check();
  // The season's payee instructions show as soon as cash/cheque is chosen.
  await expect(form.getByText(/Make cheques payable to/)).toBeVisible();
  const dues = (await form.getByText(/^Dues: \$/).textContent())!.match(/\$[\d.,]+/)![0];
  await form.getByRole('button', { name: 'Join the club' }).click();

  await expect(page).toHaveURL(/\/registration\/success$/);
  await expect(page.getByRole('heading', { name: 'Almost there: pay by cash or cheque' })).toBeVisible();
  await expect(page.getByText(`waits for your payment of ${dues}`)).toBeVisible();
  await expect(page.getByText(/Make cheques payable to/)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  // The treasurer at the desk (a laptop).
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'executive');
  await page.goto('/admin/payments');
  await page.getByRole('searchbox', { name: 'Find a person' }).fill(email);
  // The search applies after a short pause: wait until only the matching rows are left (the
  // header row aside), so nothing is clicked in a list that is about to re-render.
  await expect(
    page.getByRole('table', { name: 'Open dues and fees' }).getByRole('row').filter({ hasNotText: email }),
  ).toHaveCount(1);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dues);
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'Open dues and fees' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
  await page.getByRole('searchbox', { name: 'Find a person' }).fill(email);
  // The search applies after a short pause: wait until only the matching rows are left (the
  // header row aside), so nothing is clicked in a list that is about to re-render.
  await expect(
    page.getByRole('table', { name: 'Open dues and fees' }).getByRole('row').filter({ hasNotText: email }),
  ).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await page.getByRole('button', { name: `Record payment from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog).toContainText(`${dues} from ${name}`);
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByLabel('Received by').fill('Daniel Reyes (treasurer)');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Payment recorded').first()).toBeVisible();
  await expect(page.getByText(`Nobody matching “${email}” owes anything.`)).toBeVisible();

  // Paid and active on the members list and the member's page.
  await page.goto('/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  // The search applies after a short pause: wait until only the matching rows are left (the
  // header row aside), so nothing is clicked in a list that is about to re-render.
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasNotText: email }),
  ).toHaveCount(1);
  const member = page.getByRole('row').filter({ hasText: name });
  await expect(member).toHaveCount(1);
  await expect(member.getByRole('cell', { name: 'Active' })).toBeVisible();
  await member.getByRole('link', { name }).click();
  await expect(page.getByText(/Individual, \$[\d.]+ — paid since/)).toBeVisible();
  await expect(page.getByText(/membership \$[\d.]+ — cash, paid/)).toBeVisible();
});
