import { expectSignedIn, signInWithForm } from './support/account-journeys';
import { e2eAccountPassword, e2eAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// Issue 7: an unsafe redirectPath never leaves the site and never leaves the user stuck on /login.

const account = e2eAccounts.member;

test('an unsafe redirectPath in the address goes home after sign-in', async ({ page }) => {
  await page.goto('/login?redirectPath=/\\evil.example');
  await signInWithForm(page, account.email, e2eAccountPassword);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expectSignedIn(page);
});

test('an unsafe stored redirectPath goes home; a safe one is followed', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('redirectPath', '//evil.example/x'));
  await signInWithForm(page, account.email, e2eAccountPassword);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expectSignedIn(page);

  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?redirectPath=/courts');
  await signInWithForm(page, account.email, e2eAccountPassword);
  await expect(page).toHaveURL(/\/courts$/);
});
