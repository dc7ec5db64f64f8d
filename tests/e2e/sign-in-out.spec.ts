import { expectSignedIn, signInWithForm, signOutWithMenu, tinyPng } from './support/account-journeys';
import { e2eAccountPassword, e2eJourneyAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// Sign in, keep a profile (details and a picture), sign out.

const account = e2eJourneyAccounts.profile;

test('sign in, edit the profile and upload an avatar, sign out', async ({ page, axe }) => {
  await page.goto('/login');
  await axe.checkA11y(page);
  // A wrong password: the server's message, nobody signed in.
  await signInWithForm(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Not signed in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, account.username, e2eAccountPassword);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'))).toMatchObject({
    email: account.email,
    username: account.username,
    roles: ['member'],
  });
  // No token in the snapshot: the session is in httpOnly cookies.
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).not.toMatch(/token/i);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/session/);

  await page.getByRole('banner').getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${account.username}$`));
  await expect(page.getByRole('heading', { level: 2, name: account.name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/users\/profile\/edit$/);

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Full name').fill('Patricia Profile');
  await details.getByLabel('Phone', { exact: true }).fill('+1 (505) 555-0142');
  // Who sees the contact details: the member's choice per field (issue 18).
  await details.getByLabel('Phone number').selectOption({ label: 'All signed-in members' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  // The rating is a player detail (the membership form's player part), saved on its own.
  const player = page.getByRole('form', { name: 'Player details' });
  await player.getByLabel('NTRP rating').selectOption('3.5');
  await player.getByRole('button', { name: 'Save player details' }).click();
  await expect(page.getByText('Your player details are saved.')).toBeVisible();

  // A file of the wrong type is refused before uploading.
  const picker = page.getByLabel('Choose a picture');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByText('Only JPEG, PNG or WebP pictures can be used as a profile picture.'),
  ).toBeVisible();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your new picture is saved.')).toBeVisible();
  await axe.checkA11y(page);

  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Patricia Profile' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture of Patricia Profile' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\//,
  );
  await expect(page.getByText('3.5')).toBeVisible();
  await expect(page.getByRole('link', { name: '+1 (505) 555-0142' })).toBeVisible();

  await signOutWithMenu(page);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  // Signed out for the server too: a restricted page sends to /login.
  await page.goto('/users/profile/edit');
  await expect(page).toHaveURL(/\/login$/);
});
