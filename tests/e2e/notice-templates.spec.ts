import type { Page } from '@playwright/test';
import { e2eAccounts, signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes, uniqueEmail } from './support/fixtures';

// The notices people expect (issue 22 §3): a board member edits the "membership confirmed"
// notice (preview with example values, save); a visitor who joined paying cash is recorded as
// paid by the treasurer, and the e-mail they get is the edited text, with the receipt of their
// dues as a section. The edit is reset at the end, so other journeys get the default text.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function joinPayingCash(page: Page, email: string, name: string) {
  await page.goto('/forms/membership');
  const form = page.getByRole('form', { name: 'Membership form' });
  await form.getByRole('radio', { name: /^Individual — \$/ }).check();
  await form.getByLabel('Full name', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('(555) 010-4242');
  await form.getByLabel('Year of birth').fill('1990');
  await form.getByLabel('Username').fill(`nora_${email.split('@')[0]!.split('-').at(-1)}`);
  await form.getByLabel('Password', { exact: true }).fill('Drop-Shot-Volley-2026!');
  await form.getByLabel('Confirm password').fill('Drop-Shot-Volley-2026!');
  await form.getByLabel('Emergency contact name').fill('Ned Notice');
  await form.getByLabel('Emergency contact phone').fill('(555) 010-6262');
  await form.getByLabel('I accept the code of conduct').check();
  await form.getByLabel('I accept the liability waiver').check();
  await form.getByRole('radio', { name: 'Pay by cash or cheque' }).check();
  await form.getByRole('button', { name: 'Join the club' }).click();
  await expect(page).toHaveURL(/\/registration\/success$/);
}

test('a board member edits the welcome notice; the member recorded as paid gets the edited e-mail with the receipt', async ({
  page,
  mailbox,
  axe,
}) => {
  test.slow();
  const email = uniqueEmail('notice');
  const name = 'Nora Notice';
  const run = `${test.info().repeatEachIndex + 3 * test.info().retry}-${Date.now().toString(36)}`;
  const subject = `Welcome aboard, {{member.name}}! (${run})`;
  await joinPayingCash(page, email, name);

  // The board member edits the template (a laptop).
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'board');
  // From the Members List, as a board member finds it (the /admin dashboard, for admins and
  // executives, also links to it beside the other club tools).
  await page.goto('/members');
  await page.getByRole('link', { name: 'Notice templates' }).click();
  const card = page.getByRole('region', { name: 'Membership confirmed' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await settle(page);
    await axe.checkA11y(page);
  }
  await card.getByRole('button', { name: 'Edit Membership confirmed' }).click();
  const editor = card.getByRole('form', { name: 'Edit Membership confirmed' });
  const body = editor.getByRole('textbox', { name: 'Message', exact: true });

  // An unknown placeholder is refused on the field.
  await body.fill('Hello {{member.nickname}}');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(/Unknown placeholder \{\{member\.nickname\}\}/)).toBeVisible();

  await editor.getByLabel('Subject', { exact: true }).fill(subject);
  await body.fill(
    'Hello {{member.name}},\n\nYour **{{membership.type}}** membership for {{membership.year}} is on: see you on court!',
  );
  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = editor.getByRole('region', { name: 'Preview, with example values' });
  await expect(preview.getByText(`Welcome aboard, ${e2eAccounts.board.name}! (${run})`)).toBeVisible();
  await expect(preview.getByText('see you on court!', { exact: false })).toBeVisible();
  // The page was checked in both themes above; the preview is checked in the last (dark).
  await axe.checkA11y(page);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved').first()).toBeVisible();
  await expect(card.getByText(/^Edited by /)).toBeVisible();

  // The treasurer's desk: the visitor's cash is recorded.
  await page.goto('/admin/payments');
  await page.getByRole('searchbox', { name: 'Find a person' }).fill(email);
  await expect(
    page.getByRole('table', { name: 'Open dues and fees' }).getByRole('row').filter({ hasNotText: email }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: `Record payment from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByLabel('Received by').fill('Daniel Reyes (treasurer)');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);

  const mail = await mailbox.waitForMail({ to: email, subject: `Welcome aboard, ${name}! (${run})` });
  expect(mail.text).toContain('membership for');
  expect(mail.text).toContain('see you on court!');
  // The receipt is a section of the same e-mail (decision 039).
  expect(mail.text).toMatch(/\*\*Amount:\*\* \$\d+\.\d\d/);
  expect(mail.text).toContain('**Method:** Cash');

  // Back to the default, after a confirmation.
  await page.goto('/admin/notice-templates');
  await card.getByRole('button', { name: 'Edit Membership confirmed' }).click();
  await editor.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Go back to the default text?' });
  await confirm.getByRole('button', { name: 'Reset to default' }).click();
  await expect(card.getByText('The default text')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
    'Membership confirmed: reset to default',
  );
});
