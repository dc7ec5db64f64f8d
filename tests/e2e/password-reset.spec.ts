import { expectSignedIn, linkTo, signInWithForm, signOutWithMenu } from './support/account-journeys';
import { e2eAccountPassword, e2eJourneyAccounts } from './support/e2e-accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

// Forgot password → e-mail → /auth/confirm → the new password works, the old one does not,
// and the link cannot be used twice.

const account = e2eJourneyAccounts.reset;
const newPassword = 'Second-Serve-Kick-2026';

test('reset a forgotten password from the e-mailed link', async ({ page, mailbox, axe }) => {
  // The answer is the same for an address without an account.
  await page.goto('/forgot-password');
  await page
    .getByRole('form', { name: 'Reset your password' })
    .getByLabel('E-mail')
    .fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const unknownAnswer =
    (await page.getByRole('status').filter({ hasText: 'If an account uses' }).textContent()) ?? '';

  await page.goto('/forgot-password');
  await axe.checkA11y(page);
  await page.getByRole('form', { name: 'Reset your password' }).getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(
    ((await page.getByRole('status').filter({ hasText: 'If an account uses' }).textContent()) ?? '').replace(
      account.email,
      'X',
    ),
  ).toBe(unknownAnswer.replace(/\S+@example\.org/, 'X'));

  const mail = await mailbox.waitForMail({ to: account.email, subject: 'Reset your' });
  const link = linkTo(mail.links, '/auth/confirm');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await page
    .getByRole('form', { name: 'Choose a new password' })
    .getByLabel('New password', { exact: true })
    .fill(newPassword);
  await page
    .getByRole('form', { name: 'Choose a new password' })
    .getByLabel('Confirm new password')
    .fill(newPassword);
  await axe.checkA11y(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password was changed' })).toBeVisible();

  // The old password no longer works…
  await page.goto('/login');
  await signInWithForm(page, account.email, e2eAccountPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'Not signed in' })).toBeVisible();
  // …the new one does.
  await signInWithForm(page, account.email, newPassword);
  await expectSignedIn(page);
  await signOutWithMenu(page);

  // The link works once.
  await page.goto(link);
  await page
    .getByRole('form', { name: 'Choose a new password' })
    .getByLabel('New password', { exact: true })
    .fill('Third-Password-Attempt-1');
  await page
    .getByRole('form', { name: 'Choose a new password' })
    .getByLabel('Confirm new password')
    .fill('Third-Password-Attempt-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was not changed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
});
