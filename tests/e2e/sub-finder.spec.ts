import { e2eAccounts, signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';
import { e2eSubBench, e2eSubMatchId, e2eSubPlayers } from './support/provision-match-results';

// The sub finder (issue 21 §2) on a phone: the captain, one player short on D1, finds a sub on the
// roster's bench and asks; the sub answers yes from the e-mailed link; the lineup shows them.

test.use({ viewport: { width: 375, height: 812 } });

test('a captain finds a sub, the sub says yes from the link, the lineup shows them', async ({
  page,
  browser,
  axe,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const run = test.info().repeatEachIndex + 3 * test.info().retry;
  const matchId = e2eSubMatchId(run);
  await signInAs(page, 'captain');

  // The lineup as it stands: published, then D1's second player dropped out.
  const headers = { origin: process.env.E2E_BASE_URL! };
  const builder = await (await page.request.get(`/api/team-matches/${matchId}/lineup`)).json();
  const idOf = (name: string) => builder.candidates.find((c: { name: string }) => c.name === name).userId;
  const [a, b, c, d, e, f, g, h] = e2eSubPlayers.map(idOf);
  const lines = [
    { lineId: 'S1', playerIds: [a] },
    { lineId: 'S2', playerIds: [b] },
    { lineId: 'D1', playerIds: [c, d] },
    { lineId: 'D2', playerIds: [e, f] },
    { lineId: 'D3', playerIds: [g, h] },
  ];
  const put = (body: unknown) =>
    page.request.put(`/api/team-matches/${matchId}/lineup`, { data: body, headers });
  const saved = await put({ lines, alternates: [] });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post(`/api/team-matches/${matchId}/lineup/publish`, { headers })).ok()).toBe(
    true,
  );
  const short = lines.map((l) => (l.lineId === 'D1' ? { ...l, playerIds: [c] } : l));
  expect((await put({ lines: short, alternates: [] })).ok()).toBe(true);

  await page.goto(`/team-matches/${matchId}/lineup`);
  await page.getByRole('link', { name: 'Find a sub for D1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Sub' })).toBeVisible();
  await expect(page.getByLabel('Place to fill')).toHaveValue('D1');
  const roster = page.getByRole('region', { name: 'On the roster' });
  await expect(roster.getByRole('checkbox', { name: `${e2eSubPlayers[0]} (3.5)` })).toBeDisabled();
  await expect(roster.getByText(`Already plays S1 in this match.`)).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
  await roster.getByRole('checkbox', { name: `${e2eSubBench} (3.5)` }).check();
  await page.getByRole('button', { name: 'Ask 1 player' }).click();
  await expect(
    page.getByText('1 player asked. The first yes takes the place.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests sent' })).toContainText(
    `${e2eSubBench}: no answer yet`,
  );

  // The sub, on their phone, from the e-mail (not signed in).
  const subEmail = `e2e-${e2eSubBench.toLowerCase().replace(/[^a-z]+/g, '-')}@example.org`;
  const ask = await mailbox.waitForMail({ to: subEmail, subject: 'Can you sub?' });
  const link = ask.links.find((l) => l.includes('/sub-requests/answer?token='))!;
  const subContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const sub = await subContext.newPage();
  await sub.goto(link);
  await expect(sub.getByRole('heading', { name: /E2E Sub Squad vs Riverside Rockets/ })).toBeVisible();
  for (const theme of themes) {
    await setTheme(sub, theme);
    await axe.checkA11y(sub);
  }
  const said = Date.now();
  await sub.getByRole('button', { name: 'Yes, I can play' }).click();
  await expect(sub.getByRole('status')).toContainText('the place is yours: you play D1');
  const notice = await mailbox.waitForMail({
    to: e2eAccounts.captain.email,
    subject: `Sub found: ${e2eSubBench}`,
  });
  console.info(
    `[measure] sub "yes" tapped → captain's e-mail received by the mailbox: ${Date.now() - said} ms`,
  );
  expect(notice.text).toContain('The lineup was published again to the team.');
  await subContext.close();

  // The captain's lineup shows the sub on D1.
  await page.goto(`/team-matches/${matchId}/lineup`);
  await expect(page.getByLabel('D1 player 2', { exact: true }).locator('option:checked')).toHaveText(
    new RegExp(e2eSubBench),
  );
  await page.goto(`/team-matches/${matchId}`);
  await expect(
    page.getByRole('region', { name: 'Lineup' }).getByRole('listitem').filter({ hasText: 'D1' }),
  ).toContainText(e2eSubBench);
});
