import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Leagues (issue 10): a captain registers a team for an open league and the coordinator approves
// it; a roster add that breaks an eligibility rule is refused with the rule's message.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test('a captain registers a team and the coordinator approves it', async ({ page, axe }) => {
  const teamName = `Baseline Bandits ${Date.now().toString(36)}`;
  await signInAs(page, 'captain');
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { name: 'Register a team' })).toBeVisible();
  const league = page.getByRole('combobox', { name: 'League' });
  const firstOpen = await league.locator('option').nth(1).textContent();
  await league.selectOption({ label: firstOpen! });
  await page.getByLabel('Team name').fill(teamName);
  await page.getByLabel('Tuesday').check();
  await page.getByLabel('Preferred times').fill('Evenings after 6');
  await page.getByRole('button', { name: 'Register team' }).click();
  // Within the page: the "Team registered" toast (outside main) names the team too.
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: teamName });
  await expect(card).toContainText('Submitted');
  await axe.checkA11y(page);

  await signInAs(page, 'rep');
  await page.goto('/leagues/admin');
  await settle(page);
  await page.getByRole('button', { name: `Approve ${teamName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${teamName}` });
  await dialog.getByLabel('USTA team number').fill('12345');
  await dialog.getByRole('button', { name: 'Approve team' }).click();
  await expect(dialog.getByText('A USTA team number is 10 digits.')).toBeVisible();
  const number = `9${Date.now().toString().slice(-9)}`;
  await dialog.getByLabel('USTA team number').fill(number);
  await dialog.getByRole('button', { name: 'Approve team' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Make ${teamName} active` })).toBeVisible();
  await axe.checkA11y(page);

  await signInAs(page, 'captain');
  await page.goto('/leagues');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: teamName })).toContainText(
    'Approved',
  );
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: teamName })).toContainText(
    `Team number ${number}`,
  );
});

test('a roster add that breaks an eligibility rule is refused with the rule’s message', async ({
  page,
  axe,
  baseURL,
}) => {
  await signInAs(page, 'captain');
  const open = await page.request.get('/api/leagues/open');
  const leagueId = (await open.json()).leagues[0].id as string;
  const created = await page.request.post('/api/teams', {
    data: { leagueId, name: `Drop Shots ${Date.now().toString(36)}` },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const teamId = (await created.json()).team.id as string;

  await page.goto(`/teams/${teamId}/roster`);
  await settle(page);
  await page.getByRole('searchbox', { name: 'Search members' }).fill('Sam Member');
  const picker = page.getByRole('combobox', { name: 'Member' });
  await expect(picker.locator('option', { hasText: 'Sam Member' })).toHaveCount(1);
  await picker.selectOption({ label: 'Sam Member' });
  // A captain invites (the player accepts later); the player's own rules are checked at once.
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sam Member has no NTRP rating' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Roster of/ })).not.toContainText('Sam Member');
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
});
