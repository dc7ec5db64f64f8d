import { expectSignedIn, linkTo } from './support/account-journeys';
import { e2eAccounts } from './support/e2e-accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

// /register: the duplicate e-mail check (§5), the sign-up, and the verification link that
// arrives by e-mail and signs the new member in.

test('sign up, see the duplicate check, confirm the address from the e-mail', async ({
  page,
  mailbox,
  axe,
}) => {
  const email = uniqueEmail('register');
  const username = `new_${Date.now().toString(36)}`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Join the club online' });
  const emailField = form.getByLabel('E-mail');
  // §5: an address that has an account → 'Email already exists!' (not blocking).
  await emailField.fill(e2eAccounts.member.email);
  await expect(page.getByText('Email already exists!')).toBeVisible();
  await emailField.fill(email);
  await expect(page.getByText('Email already exists!')).toHaveCount(0);

  await form.getByLabel('Full name').fill('Nora Newcomer');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Client-side rules first, announced next to their fields.
  await expect(page.getByText('The password needs at least 10 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await axe.checkA11y(page);

  await form.getByLabel('Password', { exact: true }).fill('Forehand-Topspin-2026');
  await expect(page.getByText(/Strength: (Good|Strong)/)).toBeVisible();
  await form.getByLabel('Confirm password').fill('Forehand-Topspin-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await mailbox.waitForMail({ to: email, subject: 'Confirm your e-mail address' });
  const link = linkTo(mail.links, '/auth/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expectSignedIn(page);
  await expect(page.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
    'href',
    `/users/${username}`,
  );

  // The same link again: it says it did not work.
  await page.goto(link.replace(/token=[^&]+/, 'token=not-a-real-token'));
  await expect(page.getByText('Your e-mail address was not confirmed')).toBeVisible();
});
