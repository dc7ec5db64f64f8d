import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';
import { e2eLineupMatchId, e2eLineupTeam, e2eTooStrongPlayer } from './support/provision-match-results';

// Lineups (issue 11 §3): the captain puts roster players on the league's lines; a player the
// league's rules refuse is refused by the server with the rule's message under the line; the
// published lineup is e-mailed to its players and shared as a read-only link.

const option = (name: string) => ({ label: `${name} (3.5) · no answer` });

async function pick(page: Page, select: string, name: string) {
  await page.getByLabel(select, { exact: true }).selectOption(option(name));
}

test('a captain builds a lineup, meets an eligibility refusal, and publishes it', async ({
  page,
  axe,
  mailbox,
}) => {
  // A long journey: two roles, several saves, axe in both themes on two pages.
  test.setTimeout(120_000);
  const run = test.info().repeatEachIndex + 3 * test.info().retry;
  await signInAs(page, 'captain');
  await page.goto(`/team-matches/${e2eLineupMatchId(run)}/lineup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lineup' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /E2E Lineup Squad vs Riverside Rockets/ }),
  ).toBeVisible();

  await pick(page, 'S1 player', 'Ada Lineup');
  await page
    .getByLabel('D1 player 1', { exact: true })
    .selectOption({ label: `${e2eTooStrongPlayer} (4.0) · no answer · ineligible` });
  const d1 = page.getByRole('group', { name: 'D1 · Doubles' });
  await expect(d1.getByRole('alert')).toContainText(
    `${e2eTooStrongPlayer} is rated 4.0, above the league level 3.5: nobody may play down.`,
  );
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
  // The reload shows what the server kept: S1, not the refused player.
  await expect(page.getByLabel('S1 player', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('D1 player 1', { exact: true })).toHaveValue('');

  await pick(page, 'S2 player', 'Bea Lineup');
  await pick(page, 'D1 player 1', 'Cleo Lineup');
  await pick(page, 'D1 player 2', 'Dot Lineup');
  await pick(page, 'D2 player 1', 'Eve Lineup');
  await pick(page, 'D2 player 2', 'Flo Lineup');
  await pick(page, 'D3 player 1', 'Gia Lineup');
  await pick(page, 'D3 player 2', 'Hal Lineup');
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'nobody may play down' })).toHaveCount(0);
  await expect(page.getByText('Draft (saved)')).toBeVisible();

  await page.getByRole('button', { name: 'Publish lineup' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const share = page.getByRole('link', { name: /\/lineups\// });
  await expect(share).toBeVisible();
  const mail = await mailbox.waitForMail({ to: 'e2e-cleo-lineup@example.org', subject: 'Lineup:' });
  expect(mail.text).toContain('You play D1 with Dot Lineup for E2E Lineup Squad vs Riverside Rockets');

  await page.goto((await share.getAttribute('href'))!);
  await expect(page.getByRole('listitem').filter({ hasText: 'D1' })).toContainText(
    'Cleo Lineup / Dot Lineup',
  );
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
  // The match page shows the published lineup and links the captain to the lineup and the score;
  // the team's schedule links each match to its page, the roster page to the league's standings.
  await page.goto(`/team-matches/${e2eLineupMatchId(run)}`);
  const lineupSection = page.getByRole('region', { name: 'Lineup' });
  await expect(lineupSection.getByRole('listitem').filter({ hasText: 'D1' })).toContainText(
    'Cleo Lineup / Dot Lineup',
  );
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
  const tools = page.getByRole('navigation', { name: 'Captain tools' });
  await tools.getByRole('link', { name: 'Score', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score' })).toBeVisible();
  await page.goBack();
  await tools.getByRole('link', { name: 'Lineup', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lineup' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: e2eLineupTeam, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Schedule' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`Riverside Rockets ${run + 1} \\(`) }).click();
  await expect(page).toHaveURL(new RegExp(`/team-matches/${e2eLineupMatchId(run)}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Riverside Rockets ${run + 1} \\(`) }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Roster', exact: true }).click();
  await page.getByRole('link', { name: 'League standings page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
});
