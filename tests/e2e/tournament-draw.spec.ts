import type { Page } from '@playwright/test';
import { e2eAccounts, signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Tournament draws (issue 23 §1–2): the organiser (desktop) makes a 16-entry single-elimination
// draw, puts two players against each other, publishes it; a player (phone) enters the score and
// the opponent confirms it; the organiser enters every other result until the final is decided.
// Then a round robin: made, published, played, and its group table says what decided each place.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function newTournament(
  page: Page,
  baseURL: string,
  title: string,
  divisions: { name: string; capacity: number }[],
) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/admin/tournaments', {
    headers,
    data: {
      title,
      slug: '',
      description: 'An e2e tournament.',
      startDate: day(1),
      endDate: day(2),
      courtId: '',
      placeText: 'Club courts',
      format: '',
      entryDeadline: '',
      entryFee: '0',
      drawsMarkdown: '',
      drawsFileUrl: '',
      resultsMarkdown: '',
      resultsFileUrl: '',
      divisions,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = await created.json();
  const t = body.tournament ?? body;
  expect((await page.request.post(`/api/admin/tournaments/${t.id}/publish`, { headers })).ok()).toBe(true);
  const detail = await (await page.request.get(`/api/admin/tournaments/${t.id}`)).json();
  const divs = (detail.tournament ?? detail).values?.divisions ?? (detail.tournament ?? detail).divisions;
  return {
    id: t.id as string,
    slug: (t.slug ?? (detail.tournament ?? detail).slug) as string,
    divisionIds: divs.map((d: { id: string }) => d.id) as string[],
  };
}

async function walkIns(
  page: Page,
  baseURL: string,
  tournamentId: string,
  divisionId: string,
  names: string[],
) {
  for (const [i, name] of names.entries()) {
    const res = await page.request.post(
      `/api/admin/tournaments/${tournamentId}/divisions/${divisionId}/entries`,
      {
        headers: { origin: baseURL },
        data: {
          name,
          email: '',
          phone: '',
          ntrp: (['4.5', '4.0', '3.5', '3.0', '2.5'] as const)[i % 5],
          partnerName: '',
          notes: '',
          checkIn: false,
        },
      },
    );
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function enterAs(
  page: Page,
  baseURL: string,
  role: 'member' | 'captain',
  slug: string,
  divisionId: string,
) {
  await signInAs(page, role);
  const res = await page.request.post(`/api/tournaments/${slug}/divisions/${divisionId}/entries`, {
    headers: { origin: baseURL },
    data: {
      name: e2eAccounts[role].name,
      email: e2eAccounts[role].email,
      phone: '555 010 2000',
      ntrp: '',
      partnerName: '',
      notes: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The matches of a division the organiser can still enter a result for, as the server says. */
async function openMatches(page: Page, tournamentId: string, division: string) {
  const draws = await (await page.request.get(`/api/admin/tournaments/${tournamentId}/draws`)).json();
  const div = draws.divisions.find((d: { divisionName: string }) => d.divisionName === division);
  return (div.draw.matches as { state: string }[]).filter((m) => m.state === 'ready' || m.state === 'entered')
    .length;
}

/**
 * Enters every open match's result from the organiser's draw page until the server has none left.
 * The server decides when to stop (the page's list is replaced while it refetches), and each save
 * waits until that match's button has gone, so the next click is on the refetched draw.
 */
async function playOut(page: Page, tournamentId: string, division: string) {
  const section = page.getByRole('region', { name: division });
  for (let guard = 0; guard < 40; guard++) {
    if ((await openMatches(page, tournamentId, division)) === 0) return;
    const next = section.getByRole('button', { name: /^Result of / }).first();
    const name = await next.getAttribute('aria-label');
    await next.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Score, /).fill('6-2 6-3');
    await dialog.getByRole('button', { name: 'Save the result' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('button', { name: name!, exact: true })).toHaveCount(0);
  }
  throw new Error(`${division}: still open matches after 40 results`);
}

test('an organiser runs a 16-entry single-elimination draw; players enter and confirm a score', async ({
  page,
  axe,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `E2E Draw Open ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  const t = await newTournament(page, baseURL!, title, [{ name: 'Open Singles', capacity: 16 }]);
  const divisionId = t.divisionIds[0]!;
  await walkIns(
    page,
    baseURL!,
    t.id,
    divisionId,
    Array.from({ length: 14 }, (_, i) => `Draw Player ${String(i + 1).padStart(2, '0')}`),
  );
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await enterAs(phone, baseURL!, 'member', t.slug, divisionId);
  await enterAs(phone, baseURL!, 'captain', t.slug, divisionId);

  // The organiser, on a desktop: make the draw (seeds by rating), then pair the two players.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/tournaments/${t.id}/draws`);
  const section = page.getByRole('region', { name: 'Open Singles' });
  await expect(section.getByText('16 confirmed entries')).toBeVisible();
  await section.getByRole('button', { name: 'Make the draw' }).click();
  await expect(section.getByText(/Draft \(not public\)/)).toBeVisible();
  await expect(section.getByText('[1]', { exact: true })).toBeVisible();
  const draft = await (await page.request.get(`/api/admin/tournaments/${t.id}/draws`)).json();
  const firstRound = draft.divisions[0].draw.matches.filter((m: { round: number }) => m.round === 1);
  const lines: string[] = firstRound.flatMap((m: { side1: { name: string }; side2: { name: string } }) => [
    m.side1.name,
    m.side2.name,
  ]);
  const memberLine = lines.indexOf(e2eAccounts.member.name);
  const captainLine = lines.indexOf(e2eAccounts.captain.name);
  const opposite = memberLine ^ 1;
  if (captainLine !== opposite) {
    await section.getByLabel('Swap line (or move a bye)').selectOption(`line:${captainLine}`);
    await section.getByLabel('with line').selectOption(`line:${opposite}`);
    await section.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(section.getByLabel('with line').locator(`option[value="line:${opposite}"]`)).toHaveText(
      `Line ${opposite + 1}: ${e2eAccounts.captain.name}`,
    );
  }
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
  await section.getByRole('button', { name: 'Publish the draw' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(section.getByText(/Published/)).toBeVisible();

  // The member, on a phone: their match is outlined on the public draw; they enter the score.
  await phone.goto(`/events/${t.slug}/draws`);
  await expect(phone.getByRole('heading', { level: 2, name: 'Open Singles' })).toBeVisible();
  await expect(phone.getByText('Your match', { exact: true })).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page itself does not scroll sideways: the bracket does').toBeLessThanOrEqual(0);
  for (const theme of themes) {
    await setTheme(phone, theme);
    await axe.checkA11y(phone);
  }
  await signInAs(phone, 'member');
  await phone.goto(`/events/${t.slug}/draws`);
  await phone.getByRole('link', { name: 'Enter the score' }).click();
  await expect(phone.getByRole('heading', { name: 'Enter the score' })).toBeVisible();
  // The shared score rules refuse an unfinished set.
  await phone.getByLabel(/^Score, /).fill('6-5');
  await phone.getByRole('button', { name: 'Enter the score' }).click();
  await expect(phone.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await phone.getByLabel(/^Score, /).fill('6-3 6-4');
  await phone.getByRole('button', { name: 'Enter the score' }).click();
  await expect(phone.getByText('Waiting for your opponent to confirm it.')).toBeVisible();
  for (const theme of themes) {
    await setTheme(phone, theme);
    await axe.checkA11y(phone);
  }

  // The opponent confirms on their phone: the draw moves on.
  const matchUrl = phone.url();
  await signInAs(phone, 'captain');
  await phone.goto(matchUrl);
  await phone.getByRole('button', { name: 'Confirm the score' }).click();
  await expect(phone.getByText('Result confirmed')).toBeVisible();
  await phone.close();

  // The organiser enters every other result; the final decides the winner.
  await page.reload();
  await playOut(page, t.id, 'Open Singles');
  await expect(section.getByText(/^Winner:/)).toBeVisible();
  await page.goto(`/events/${t.slug}/draws`);
  await expect(page.getByText(/^Winner:/)).toBeVisible();
});

test('an organiser runs a round robin and the group table says what decided each place', async ({
  page,
  axe,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin');
  const t = await newTournament(page, baseURL!, `E2E Robin ${Date.now().toString(36)}`, [
    { name: 'Round Robin 3.5', capacity: 8 },
  ]);
  await walkIns(page, baseURL!, t.id, t.divisionIds[0]!, [
    'Robin Ash',
    'Robin Birch',
    'Robin Cedar',
    'Robin Dogwood',
  ]);
  await page.goto(`/admin/tournaments/${t.id}/draws`);
  const section = page.getByRole('region', { name: 'Round Robin 3.5' });
  await section.getByLabel('Kind of draw').selectOption('roundRobin');
  await section.getByLabel('Players per group').selectOption('4');
  await section.getByRole('button', { name: 'Make the draw' }).click();
  await expect(section.getByRole('table', { name: 'Group A table' })).toBeVisible();
  await section.getByRole('button', { name: 'Publish the draw' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(section.getByText(/Published/)).toBeVisible();
  await playOut(page, t.id, 'Round Robin 3.5');
  const table = section.getByRole('table', { name: 'Group A table' });
  await expect(table.getByRole('row').nth(2)).toContainText(/Matches won|Fewest|Head-to-head|Tied/);
  // Every organiser edit is in the division's draw history.
  await section.getByText(/^Draw history \(\d+\)$/).click();
  await expect(section.getByText(/Draft made: Round robin, 4 entries/)).toBeVisible();
  await expect(section.getByText(/Result by an organiser: Group A, round 1/).first()).toBeVisible();
  await page.goto(`/events/${t.slug}/draws`);
  await expect(page.getByRole('table', { name: 'Group A table' })).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
});
