import { oldSiteMembers } from '../support/supabase-fixture';
import { expectSignedIn, signInWithForm, signOutWithMenu } from './support/account-journeys';
import { expect, test } from './support/fixtures';

// Issue 17: a member of the club's old site (imported by the operators' import from the old
// GoTrue/Supabase tables, see support/provision-imported-members.ts) signs in with the password
// they had there, and finds their roles in the role badge and the admin strip, and their picture.

const member = oldSiteMembers.eleanor;

test('a member imported from the old site signs in with their old password and sees their roles', async ({
  page,
}) => {
  await signInWithForm(page, member.email, member.password);
  await expectSignedIn(page);

  const badge = page.getByRole('banner').getByRole('button', { name: 'Roles: Board, Captain, Member' });
  await expect(badge).toHaveText(/Board \+2$/);
  await expect(page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link')).toHaveText([
    'Member No-Pay',
    'Members List',
    'Team Success List',
    'Payment Intents',
    'Social Players List',
  ]);
  // The avatar came over from the old storage into the uploads.
  await expect(page.getByRole('banner').locator('img[src^="/api/uploads/avatar-"]')).toBeVisible();

  // The next sign-in (by username this time) checks the password re-hashed at the first one.
  await signOutWithMenu(page);
  await signInWithForm(page, member.username, member.password);
  await expectSignedIn(page);
  await expect(badge).toBeVisible();
});
