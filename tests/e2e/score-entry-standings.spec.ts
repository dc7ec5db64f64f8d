import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';
import { e2eScoreMatchId } from './support/provision-match-results';

// Scores and standings (issue 11 §4): the captain enters every line (an impossible score is
// refused under its line), the league coordinator confirms, and the public standings count it
// with the criterion that decided each place.

test('a captain enters a score, the coordinator confirms it, and the standings show it', async ({
  page,
  axe,
  baseURL,
}) => {
  // A long journey: two roles, several saves, axe in both themes on two pages.
  test.setTimeout(120_000);
  const run = test.info().repeatEachIndex + 3 * test.info().retry;
  const matchId = e2eScoreMatchId(run);
  await signInAs(page, 'captain');
  // The lineup, so the players' records fill in.
  const builder = await (await page.request.get(`/api/team-matches/${matchId}/lineup`)).json();
  const id = (name: string) => builder.candidates.find((c: { name: string }) => c.name === name).userId;
  const saved = await page.request.put(`/api/team-matches/${matchId}/lineup`, {
    headers: { origin: baseURL! },
    data: {
      lines: [
        { lineId: 'S1', playerIds: [id('Jo Score')] },
        { lineId: 'S2', playerIds: [id('Kim Score')] },
        { lineId: 'D1', playerIds: [id('Liv Score'), id('Mo Score')] },
        { lineId: 'D2', playerIds: [id('Nia Score'), id('Oda Score')] },
        { lineId: 'D3', playerIds: [id('Pia Score'), id('Quinn Score')] },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/team-matches/${matchId}/score`);
  await expect(page.getByRole('heading', { level: 1, name: 'Score' })).toBeVisible();
  await expect(page.getByText('No score entered yet.')).toBeVisible();
  await page.getByLabel('S1 score', { exact: true }).fill('6-5 6-0');
  await page.getByLabel('S2 score', { exact: true }).fill('6-2 6-3');
  await page.getByLabel('D1 score', { exact: true }).fill('3-6 4-6');
  await page.getByLabel('D2 status', { exact: true }).selectOption({ label: 'Walkover' });
  await page.getByLabel('D2 winner', { exact: true }).selectOption({ label: 'E2E Score Squad' });
  await page.getByLabel('D3 score', { exact: true }).fill('7-5 6-4');
  await page.getByRole('button', { name: 'Save score' }).click();
  const s1 = page.getByRole('group', { name: 'S1 · Singles' });
  await expect(s1.getByRole('alert')).toContainText('6-5');
  await expect(page.getByText('No score entered yet.')).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }

  // The reload emptied the form: enter the corrected sheet.
  await page.getByLabel('S1 score', { exact: true }).fill('6-4 6-7(5) 10-8');
  await page.getByLabel('S2 score', { exact: true }).fill('6-2 6-3');
  await page.getByLabel('D1 score', { exact: true }).fill('3-6 4-6');
  await page.getByLabel('D2 status', { exact: true }).selectOption({ label: 'Walkover' });
  await page.getByLabel('D2 winner', { exact: true }).selectOption({ label: 'E2E Score Squad' });
  await page.getByLabel('D3 score', { exact: true }).fill('7-5 6-4');
  await page.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText('Entered, waiting for confirmation.')).toBeVisible();
  await expect(page.getByText(/Points: E2E Score Squad 4 – 1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm score' })).toHaveCount(0);

  await signInAs(page, 'rep');
  await page.goto(`/team-matches/${matchId}/score`);
  await page.getByRole('button', { name: 'Confirm score' }).click();
  await expect(page.getByText('Confirmed: it counts in the standings.')).toBeVisible();

  await page.getByRole('link', { name: /Women/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Standings: / })).toBeVisible();
  const table = page.getByRole('table', { name: /^Standings of/ });
  await expect(table.getByRole('row').nth(1)).toContainText('E2E Score Squad');
  await expect(table.getByRole('row').nth(2)).toContainText(/Team matches won: \d+ vs 0/);
  await expect(page.getByRole('table', { name: /^Player records/ })).toContainText('Jo Score');
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
});
