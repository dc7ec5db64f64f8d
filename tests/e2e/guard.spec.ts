import { signInWithForm, signOutWithMenu } from './support/account-journeys';
import { e2eAccountPassword, e2eAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// §4 navigation guard with roles: anonymous → /login and back after signing in; a member is
// denied the members list (/unauthorized); a board member is let in.

test('anonymous /members → /login → back to /members as board; a member is denied', async ({ page, axe }) => {
  await page.goto('/members?sort=name#list');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBe('/members?sort=name#list');

  await signInWithForm(page, e2eAccounts.board.email, e2eAccountPassword);
  await expect(page).toHaveURL(/\/members\?sort=name#list$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBeNull();
  // Signed in, /login is not offered again.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await signOutWithMenu(page);

  await signInWithForm(page, e2eAccounts.member.username, e2eAccountPassword);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/members');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'You don’t have access to that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await axe.checkA11y(page);
  // In-app navigation is guarded too.
  await page.getByRole('link', { name: 'See which tools your roles open' }).click();
  await expect(page).toHaveURL(/\/debug-roles$/);
  await expect(page.getByText(e2eAccounts.member.email)).toBeVisible();
});
