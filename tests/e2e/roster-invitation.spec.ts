import type { Page } from '@playwright/test';
import { e2eTeam, signInAs, signInAsEmail, spareAccountFor } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Issue 18, medium 3, on phones: a captain adds a member to the roster, which sends an invitation
// (the captain sees "Invited", the member is not on the roster and shows no contact); the member
// sees the invitation on their profile and in the e-mail, opens the e-mailed link (which records
// nothing) and accepts with a tap; the captain then sees them on the roster with the contact the
// member shares with teammates.

test.use({ viewport: { width: 390, height: 844 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('a captain invites a member, who accepts from the e-mail on their phone', async ({
  page,
  browser,
  mailbox,
  axe,
}, testInfo) => {
  const invitee = spareAccountFor('invitee', testInfo);

  // The captain invites the member from the roster page.
  await signInAs(page, 'captain');
  const teams = await page.request.get(`/api/teams?q=${encodeURIComponent(e2eTeam)}`);
  const teamId = (await teams.json()).items.find((t: { name: string }) => t.name === e2eTeam).id as string;
  await page.goto(`/teams/${teamId}/roster`);
  await settle(page);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(invitee.name);
  const picker = page.getByRole('combobox', { name: 'Member' });
  await expect(picker.locator('option', { hasText: invitee.name })).toHaveCount(1);
  await picker.selectOption({ label: `${invitee.name} (3.5)` });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting for an answer' });
  await expect(waiting.getByRole('listitem').filter({ hasText: invitee.name })).toContainText('Invited');
  await expect(page.getByRole('table', { name: /Roster of/ })).not.toContainText(invitee.name);
  await expect(page.getByRole('main')).not.toContainText(invitee.email);

  // The member, signed in on their phone, finds the invitation on their profile.
  const member = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await member.newPage();
  await signInAsEmail(phone, invitee.email);
  await phone.goto(`/users/${invitee.username}`);
  const notice = phone.getByRole('region', { name: 'Team invitations' });
  await expect(notice).toContainText(`${e2eTeam}`);
  for (const theme of themes) {
    await setTheme(phone, theme);
    await expect(notice).toBeVisible();
    await axe.checkA11y(phone);
  }
  // Declining asks first (its dialog's code loads after the profile is in place, issue 24); Cancel
  // leaves the invitation waiting.
  await notice.getByRole('button', { name: /^Decline/ }).click();
  const decline = phone.getByRole('alertdialog', { name: `Decline the invitation of ${e2eTeam}?` });
  await expect(decline).toBeVisible();
  await decline.getByRole('button', { name: 'Cancel' }).click();
  await expect(decline).toHaveCount(0);
  await expect(notice).toContainText(`${e2eTeam}`);

  // The e-mail's link opens a page that only shows the invitation; the tap accepts it.
  const mail = await mailbox.waitForMail({ to: invitee.email, subject: /invitation to play for/ });
  expect(mail.text).toMatch(/^Hello,/);
  const link = mail.links.find((l) => l.includes('/roster-invitation?token='))!;
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: `Join ${e2eTeam}?` })).toBeVisible();
  for (const theme of themes) {
    await setTheme(phone, theme);
    await expect(phone.getByRole('button', { name: 'Accept and join the team' })).toBeVisible();
    await axe.checkA11y(phone);
  }
  await phone.getByRole('button', { name: 'Accept and join the team' }).click();
  await expect(phone.getByRole('status')).toContainText(`Welcome to ${e2eTeam}: you are on the roster.`);
  await phone.getByRole('link', { name: 'Open the team schedule' }).click();
  await expect(phone.getByRole('heading', { name: `${e2eTeam}: schedule` })).toBeVisible();
  await phone.goto(`/users/${invitee.username}`);
  await expect(phone.getByRole('heading', { level: 1, name: invitee.name })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Team invitations' })).toHaveCount(0);
  await member.close();

  // The captain, a teammate now, sees the member with what they share with teammates.
  await page.reload();
  await settle(page);
  const row = page
    .getByRole('table', { name: /Roster of/ })
    .getByRole('row')
    .filter({ hasText: invitee.name });
  await expect(row).toContainText(invitee.email);
  await expect(page.getByRole('region', { name: 'Waiting for an answer' })).toHaveCount(0);
  await page.getByText(/Roster history/).click();
  await expect(page.getByText(`${invitee.name}: joined (accepted)`)).toBeVisible();
});
