import type { Role } from '@shared/roles';
import { expectSignedIn, signInWithForm, signOutWithMenu } from './support/account-journeys';
import { e2eAccountPassword, e2eAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// §2: the admin strip shows exactly the tools of the admin table for each of the seven roles.
// The table is written out here on purpose (not read from src/shared/menu.ts).

const table: Array<[title: string, roles: readonly Role[]]> = [
  ['Admin', ['admin', 'executive']],
  ['Member No-Pay', ['admin', 'board', 'rep', 'executive', 'member', 'guest']],
  ['Members List', ['admin', 'board', 'rep', 'executive']],
  ['Team Success List', ['admin', 'board', 'rep', 'executive']],
  ['Looking for Team List', ['rep', 'admin', 'executive']],
  ['USTA League Admin', ['admin', 'executive', 'rep']],
  ['League Coordination', ['admin', 'executive', 'rep']],
  ['Team Management', ['admin', 'executive', 'rep']],
  ['Payment Intents', ['admin', 'board', 'rep', 'executive']],
  ['Assign Roles', ['admin']],
  ['Edit Social Events', ['admin', 'executive']],
  ['Social Players List', ['admin', 'executive', 'board']],
];

const allRoles: readonly Role[] = ['admin', 'executive', 'board', 'rep', 'captain', 'member', 'guest'];

test('each role sees exactly its admin tools', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Admin tools' })).toHaveCount(0);

  for (const [index, role] of allRoles.entries()) {
    const account = e2eAccounts[role];
    // E-mail and username in turn: both ways of signing in, and the per-address limit of each.
    await signInWithForm(page, index % 2 ? account.username : account.email, e2eAccountPassword);
    await expectSignedIn(page);
    const expected = table.filter(([, roles]) => roles.includes(role)).map(([title]) => title);
    const strip = page.getByRole('navigation', { name: 'Admin tools' });
    if (expected.length === 0) {
      await expect(strip, `${role}: no admin strip`).toHaveCount(0);
    } else {
      await expect(strip.getByRole('link'), `${role}: admin tools`).toHaveText(expected);
    }
    await signOutWithMenu(page);
  }
});
