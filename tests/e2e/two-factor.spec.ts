import { expectSignedIn, signInWithForm, signOutWithMenu, totpCode } from './support/account-journeys';
import { e2eAccountPassword, e2eJourneyAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// An executive is asked to turn on two-factor login, turns it on from the profile (QR code,
// key, backup codes), signs out, and signs in again with a code from "the app" (computed here).

const account = e2eJourneyAccounts.twoFactor;

test('turn on two-factor login, then sign in with a TOTP code', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await signInWithForm(page, account.email, e2eAccountPassword);
  await expectSignedIn(page);
  await page.goto(`/users/${account.username}`);
  const prompt = page.getByRole('alert').filter({ hasText: 'Turn on two-factor login' });
  await expect(prompt).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor login' }).click();
  await page.getByLabel('Your current password').fill(e2eAccountPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code to add your NJTC account/ })).toBeVisible();
  const key = (
    (await page
      .getByText('Key for typing in by hand')
      .locator('xpath=following-sibling::p[1]')
      .textContent()) ?? ''
  ).trim();
  expect(key).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await axe.checkA11y(page);

  // A wrong code is refused with the server's message.
  await page.getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
  await expect(page.getByText('Not turned on yet')).toBeVisible();
  await page.getByLabel('Code from your app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
  await expect(page.getByText('Two-factor login is on.')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await signOutWithMenu(page);
  await signInWithForm(page, account.username, e2eAccountPassword);
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Account' })).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);
});
