import { expectSignedIn, signInWithForm, signOutWithMenu, tinyPng } from './support/account-journeys';
import { e2eAccountPassword, e2eAccounts, e2eJourneyAccounts } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// An admin gives a guest the board role on /admin/AssignRolePage (audited); the guest's menu
// changes after signing in again. Removing a role asks first; the last admin keeps admin.

const assignee = e2eJourneyAccounts.assignee;

test('admin assigns a role; the user sees the new tools after signing in again', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await signInWithForm(page, assignee.email, e2eAccountPassword);
  await expectSignedIn(page);
  await expect(page.getByRole('banner').getByTitle('Your roles: Guest')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link')).toHaveText([
    'Member No-Pay',
  ]);
  // Not an admin: the page is refused.
  await page.goto('/admin/AssignRolePage');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await signOutWithMenu(page);

  await signInWithForm(page, e2eAccounts.admin.email, e2eAccountPassword);
  await expectSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Admin tools' })
    .getByRole('link', { name: 'Assign Roles' })
    .click();
  await expect(page).toHaveURL(/\/admin\/AssignRolePage$/);
  await page.getByLabel('Search by name, username or e-mail').fill(assignee.username);
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem').filter({ hasText: assignee.email })).toHaveCount(1);
  await expect(users.getByRole('heading', { name: assignee.name })).toBeVisible();
  await axe.checkA11y(page);

  await page.getByLabel(`Add a role to ${assignee.name}`).selectOption('board');
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText(`${assignee.name} now has the board role.`)).toBeVisible();
  const roles = page.getByRole('list', { name: `Roles of ${assignee.name}` });
  // Granting a role removes the automatic guest role (audited as its own change).
  await expect(roles.getByRole('listitem')).toHaveText(['Board']);

  // The audit log shows who did what.
  const audit = page.getByRole('table', { name: 'Role changes, newest first' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Removed guest');
  await expect(audit.getByRole('row').nth(2)).toContainText('Gave board');
  await expect(audit.getByRole('row').nth(2)).toContainText(e2eAccounts.admin.name);

  // The last admin cannot lose the admin role: the server's message stays in the dialog.
  await page.getByLabel('Search by name, username or e-mail').fill(e2eAccounts.admin.username);
  await page.getByRole('button', { name: `Remove the admin role from ${e2eAccounts.admin.name}` }).click();
  // Removing one's own admin role says so: it is their own account and they lose admin access.
  await expect(page.getByRole('alertdialog').getByRole('heading')).toHaveText('Remove your own admin role?');
  await expect(page.getByRole('alertdialog')).toContainText('This is your own account');
  await expect(page.getByRole('alertdialog')).toContainText('You will lose admin access');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove role' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The club must keep at least one admin.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  // An admin corrects a member's details from here, with the member's own profile form.
  await page.getByLabel('Search by name, username or e-mail').fill(assignee.username);
  await page.getByRole('link', { name: `Edit profile of ${assignee.name}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/profile$/);
  await expect(page.getByRole('heading', { name: `Details of ${assignee.name}` })).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('call me');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 010 4242');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The profile of ${assignee.name} is saved.` }),
  ).toBeVisible();
  await axe.checkA11y(page, { include: '#main' });
  await page.reload();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 555 010 4242');
  // …and their picture (issue 8: an admin could not change it).
  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText(`${assignee.name}'s new picture is saved.`)).toBeVisible();
  await expect(page.getByRole('img', { name: `${assignee.name}'s picture` })).toHaveAttribute(
    'src',
    /^\/api\/uploads\//,
  );
  await page.getByRole('link', { name: 'Back to Assign Roles' }).click();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/users\.csv/,
  );
  await signOutWithMenu(page);

  await signInWithForm(page, assignee.username, e2eAccountPassword);
  await expectSignedIn(page);
  await expect(page.getByRole('banner').getByTitle('Your roles: Board')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link')).toHaveText([
    'Member No-Pay',
    'Members List',
    'Team Success List',
    'Payment Intents',
    'Social Players List',
  ]);
});
