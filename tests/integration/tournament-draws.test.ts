import { seedCourts } from '@server/db/factories/courts';
import { insertRegistration, insertTournament } from '@server/db/factories/events';
import { seedTournamentDraws } from '@server/db/factories/tournament-draws-demo';
import { registrations } from '@server/db/schema/events';
import type {
  AdminTournamentDraws,
  DrawMatchPage,
  DrawView,
  OrderOfPlay,
  PublicTournamentDraws,
} from '@shared/schemas/tournament-draws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo, signInAs } from '../support/auth-helpers';
import { unescapeText, validateICalendar } from '../support/ical-validator';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signInAs(t, 'admin'), signInAs(t, 'member')]);
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A published tournament with one division of `n` confirmed entries (rated 4.5 down). */
async function divisionWith(n: number, title: string) {
  const { tournament, divisions } = await insertTournament(
    t.ctx.db,
    { title, startDate: inDays(3), endDate: inDays(4) },
    [{ name: "Men's Singles 4.0", capacity: 64 }],
  );
  const division = divisions[0]!;
  const regs = [];
  for (let i = 0; i < n; i++) {
    regs.push(
      await insertRegistration(
        t.ctx.db,
        { divisionId: division.id },
        {
          name: `Player ${String(i + 1).padStart(2, '0')}`,
          email: `p${i + 1}.${tournament.slug}@example.test`,
          phone: '',
          ntrp: (4.5 - i * 0.05).toFixed(2),
        },
      ),
    );
  }
  return { tournament, division, regs };
}

async function makeDraw(divisionId: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', `/api/admin/divisions/${divisionId}/draw`, { body, headers: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as DrawView;
}

const firstRound = (d: DrawView) => d.matches.filter((m) => m.structure === 'main' && m.round === 1);

describe('demo club', () => {
  it('has a tournament in progress with published draws, an order of play and some results', async () => {
    const started = Date.now();
    await seedCourts(t.ctx.db);
    await seedTournamentDraws(t.ctx);
    await seedTournamentDraws(t.ctx);
    console.info(`seedTournamentDraws: ${Date.now() - started} ms`);
    const draws = (await call(t, 'GET', '/api/tournaments/club-championships/draws'))
      .body as PublicTournamentDraws;
    expect(draws.draws.map((d) => d.kind)).toEqual(['singleElimination', 'roundRobin']);
    expect(draws.draws[0]!.matches.filter((m) => m.state === 'confirmed').length).toBeGreaterThanOrEqual(5);
    expect(draws.draws[1]!.groups[0]!.table.some((r) => r.decidedBy)).toBe(true);
    const today = (await call(t, 'GET', '/api/tournaments/club-championships/order-of-play'))
      .body as OrderOfPlay;
    expect(today.days).toHaveLength(3);
    expect(today.items.some((i) => i.roundName === 'Quarter-finals')).toBe(true);
  });
});

describe('tournament draws', () => {
  it('only organisers make, edit and publish draws; drafts are not public', async () => {
    const { tournament, division } = await divisionWith(5, 'Access Open');
    expect(
      (
        await call(t, 'POST', `/api/admin/divisions/${division.id}/draw`, {
          body: { kind: 'singleElimination' },
          headers: member,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, 'POST', `/api/admin/divisions/${division.id}/draw`, {
          body: { kind: 'singleElimination' },
        })
      ).status,
    ).toBe(401);
    const draw = await makeDraw(division.id, { kind: 'singleElimination' });
    expect(draw.size).toBe(8);
    expect(firstRound(draw).filter((m) => m.state === 'bye')).toHaveLength(3);
    // Seeded by rating: the top two are seeds 1 and 2, at the top and bottom lines.
    expect(firstRound(draw)[0]!.side1?.name).toBe('Player 01');
    expect(firstRound(draw)[3]!.side2?.name).toBe('Player 02');
    const pub = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/draws`))
      .body as PublicTournamentDraws;
    expect(pub.draws).toHaveLength(0);
    const list = (await call(t, 'GET', `/api/admin/tournaments/${tournament.id}/draws`, { headers: admin }))
      .body as AdminTournamentDraws;
    expect(list.divisions[0]!.draw?.status).toBe('draft');
  });

  it('swaps lines and moves a bye in a draft, then freezes it once published', async () => {
    const { division } = await divisionWith(6, 'Freeze Open');
    const draw = await makeDraw(division.id, { kind: 'singleElimination', seedCount: 2 });
    // Line 1 is the bye opposite seed 1; move it opposite line 2's player instead.
    expect(firstRound(draw)[0]!.side2).toBeNull();
    const swapped = (
      await call(t, 'POST', `/api/admin/draws/${draw.id}/swap`, {
        body: { a: 'line:1', b: 'line:2' },
        headers: admin,
      })
    ).body as DrawView;
    expect(firstRound(swapped)[0]!.state).not.toBe('bye');
    expect(firstRound(swapped)[1]!.state).toBe('bye');
    // Two byes may not meet.
    const clash = await call(t, 'POST', `/api/admin/draws/${draw.id}/swap`, {
      body: { a: 'line:2', b: 'line:7' },
      headers: admin,
    });
    expect(clash.status).toBe(400);
    const published = (await call(t, 'POST', `/api/admin/draws/${draw.id}/publish`, { headers: admin }))
      .body as DrawView;
    expect(published.status).toBe('published');
    // Bye winners are through to round 2.
    expect(published.matches.filter((m) => m.round === 2 && (m.side1 || m.side2)).length).toBeGreaterThan(0);
    expect(
      (
        await call(t, 'POST', `/api/admin/draws/${draw.id}/swap`, {
          body: { a: 'line:0', b: 'line:3' },
          headers: admin,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t, 'POST', `/api/admin/divisions/${division.id}/draw`, {
          body: { kind: 'roundRobin' },
          headers: admin,
        })
      ).status,
    ).toBe(409);
  });

  it('a player enters a score, the opponent confirms, and the winner advances with a next-match e-mail', async () => {
    const { tournament, division, regs } = await divisionWith(4, 'Confirm Open');
    const one = await createSignedInUser(t, 'member');
    const four = await createSignedInUser(t, 'member');
    const draw = await makeDraw(division.id, {
      kind: 'singleElimination',
      seeding: 'organiser',
      seeds: [
        { registrationId: regs[0]!.id, seed: 1 },
        { registrationId: regs[3]!.id, seed: 2 },
      ],
    });
    // Seeds 1 and 2 are at the top and bottom: link their accounts (entries made while signed in).
    await t.ctx.db
      .update(registrations)
      .set({ userId: one.user.id })
      .where(eq(registrations.id, regs[0]!.id));
    await t.ctx.db
      .update(registrations)
      .set({ userId: four.user.id })
      .where(eq(registrations.id, regs[3]!.id));
    await call(t, 'DELETE', `/api/admin/draws/${draw.id}`, { headers: admin });
    const fresh = await makeDraw(division.id, {
      kind: 'singleElimination',
      seeding: 'organiser',
      seeds: [
        { registrationId: regs[0]!.id, seed: 1 },
        { registrationId: regs[1]!.id, seed: 2 },
      ],
    });
    await call(t, 'POST', `/api/admin/draws/${fresh.id}/publish`, { headers: admin });
    const top = firstRound(fresh)[0]!;
    expect(top.side1?.name).toBe('Player 01');
    // Player 04 is unseeded: find the match with Player 01 (top) and see who the opponent is.
    const page = (await call(t, 'GET', `/api/draw-matches/${top.id}`, { headers: one.headers }))
      .body as DrawMatchPage;
    expect(page.mySide).toBe(1);
    expect(page.canEnter).toBe(true);
    // A stranger may not read or enter it.
    expect((await call(t, 'GET', `/api/draw-matches/${top.id}`, { headers: member })).status).toBe(403);
    // A score the shared rules refuse.
    const bad = await call(t, 'PUT', `/api/draw-matches/${top.id}/result`, {
      body: { score: { sets: [{ side1: 6, side2: 5 }] } },
      headers: one.headers,
    });
    expect(bad.status).toBe(400);
    const entered = (
      await call(t, 'PUT', `/api/draw-matches/${top.id}/result`, {
        body: {
          score: {
            sets: [
              { side1: 6, side2: 3 },
              { side1: 6, side2: 4 },
            ],
          },
        },
        headers: one.headers,
      })
    ).body as DrawMatchPage;
    expect(entered.match.state).toBe('entered');
    expect(entered.canConfirm).toBe(false);
    // Not confirmed yet: the final still waits.
    let pub = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/draws`))
      .body as PublicTournamentDraws;
    expect(pub.draws[0]!.matches.find((m) => m.round === 2)!.side1).toBeNull();
    // The opponent (an organiser stands in here when the opponent has no account) confirms.
    const opponentHeaders = top.side2?.name === 'Player 04' ? four.headers : admin;
    const confirmed = await call(t, 'POST', `/api/draw-matches/${top.id}/result/confirm`, {
      body: { version: entered.match.version },
      headers: opponentHeaders,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((confirmed.body as DrawMatchPage).match.state).toBe('confirmed');
    pub = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/draws`, { headers: one.headers }))
      .body as PublicTournamentDraws;
    const final = pub.draws[0]!.matches.find((m) => m.round === 2)!;
    expect(final.side1?.name).toBe('Player 01');
    expect(pub.draws[0]!.myEntryIds).toHaveLength(1);

    // The other semi-final by the organiser: final at once, and both finalists hear of the final.
    const other = firstRound(fresh)[1]!;
    await call(t, 'PATCH', `/api/admin/draw-matches/${final.id}/schedule`, {
      body: { startsAt: `${inDays(4)}T10:00`, courtText: 'Court 3' },
      headers: admin,
    });
    const org = await call(t, 'PUT', `/api/draw-matches/${other.id}/result`, {
      body: { status: 'RETIRED', winningSide: 2, score: { sets: [{ side1: 2, side2: 3 }] } },
      headers: admin,
    });
    expect(org.status, JSON.stringify(org.body)).toBe(200);
    const mails = await emailsTo(t, `p1.${tournament.slug}@example.test`);
    expect(mails.some((m) => /Your next match: .*10:00.*Court 3 vs /.test(m.text))).toBe(true);

    const oop = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/order-of-play`))
      .body as OrderOfPlay;
    expect(oop.items.map((i) => i.roundName)).toEqual(['Final']);
    const csv = await call(t, 'GET', `/api/admin/draws/${fresh.id}/results.csv`, { headers: admin });
    expect(csv.status).toBe(200);
    const tods = (await call(t, 'GET', `/api/admin/draws/${fresh.id}/tods.json`, { headers: admin })).body;
    expect(tods.events[0].drawDefinitions[0].drawType).toBe('SINGLE_ELIMINATION');
  });

  it('a withdrawal after publishing is a walkover or brings in a lucky loser', async () => {
    const { tournament, division } = await divisionWith(4, 'Withdraw Open');
    const draw = await makeDraw(division.id, { kind: 'singleElimination' });
    await call(t, 'POST', `/api/admin/draws/${draw.id}/publish`, { headers: admin });
    const [m0, m1] = firstRound(draw);
    const w = await call(t, 'POST', `/api/admin/draws/${draw.id}/withdraw`, {
      body: { entryId: m0!.side2!.id, outcome: 'walkover' },
      headers: admin,
    });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    const after = w.body as DrawView;
    expect(after.matches.find((m) => m.id === m0!.id)).toMatchObject({
      state: 'confirmed',
      status: 'WALKOVER',
      winningSide: 1,
      scoreText: 'W/O',
    });
    expect(after.matches.find((m) => m.round === 2)!.side1?.id).toBe(m0!.side1!.id);
    // Lucky loser: the walkover's loser comes back in for the other semi-final's withdrawn player.
    const ll = await call(t, 'POST', `/api/admin/draws/${draw.id}/withdraw`, {
      body: { entryId: m1!.side1!.id, outcome: 'luckyLoser', replacementEntryId: m0!.side2!.id },
      headers: admin,
    });
    expect(ll.status).toBe(400);
    await call(t, 'PUT', `/api/draw-matches/${m1!.id}/result`, {
      body: {
        score: {
          sets: [
            { side1: 6, side2: 0 },
            { side1: 6, side2: 0 },
          ],
        },
      },
      headers: admin,
    });
    const lost = m1!.side2!;
    const final = after.matches.find((m) => m.round === 2)!;
    const swap = await call(t, 'POST', `/api/admin/draws/${draw.id}/withdraw`, {
      body: { entryId: m1!.side1!.id, outcome: 'luckyLoser', replacementEntryId: lost.id },
      headers: admin,
    });
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    const view = (swap.body as DrawView).matches.find((m) => m.id === final.id)!;
    expect(view.side2?.id).toBe(lost.id);
    expect(view.side2?.isLuckyLoser).toBe(true);
    expect(tournament.slug).toBeTruthy();
  });

  it('round robin groups rank with the standings tie-break order', async () => {
    const { tournament, division } = await divisionWith(6, 'Robin Open');
    const draw = await makeDraw(division.id, { kind: 'roundRobin', groupSize: 3 });
    expect(draw.groups.map((g) => g.table.length)).toEqual([3, 3]);
    expect(draw.matches).toHaveLength(6);
    await call(t, 'POST', `/api/admin/draws/${draw.id}/publish`, { headers: admin });
    const groupA = draw.matches.filter((m) => m.group === 'A');
    for (const m of groupA) {
      const res = await call(t, 'PUT', `/api/draw-matches/${m.id}/result`, {
        body: {
          score: {
            sets: [
              { side1: 6, side2: 2 },
              { side1: 6, side2: 2 },
            ],
          },
        },
        headers: admin,
      });
      expect(res.status).toBe(200);
    }
    const pub = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/draws`))
      .body as PublicTournamentDraws;
    const table = pub.draws[0]!.groups.find((g) => g.group === 'A')!.table;
    expect(table.map((r) => r.played)).toEqual([2, 2, 2]);
    expect(table[0]!.decidedBy).toBeNull();
    expect(table[1]!.decidedBy?.text).toBeTruthy();
  });
});

describe('order of play in calendars', () => {
  it("a scheduled match of a published draw is in the player's own feed and in the tournament's public feed", async () => {
    const { tournament, division, regs } = await divisionWith(4, 'Feed Open');
    const player = await createSignedInUser(t, 'member');
    await t.ctx.db
      .update(registrations)
      .set({ userId: player.user.id })
      .where(eq(registrations.id, regs[0]!.id));
    const draw = await makeDraw(division.id, { kind: 'singleElimination' });
    const mine = firstRound(draw).find(
      (m) => m.side1?.name === 'Player 01' || m.side2?.name === 'Player 01',
    )!;
    const other = firstRound(draw).find((m) => m.id !== mine.id)!;
    for (const m of [mine, other])
      await call(t, 'PATCH', `/api/admin/draw-matches/${m.id}/schedule`, {
        body: { startsAt: `${inDays(3)}T${m === mine ? '09' : '11'}:00`, courtText: 'Court 2' },
        headers: admin,
      });
    const key = await call(t, 'POST', '/api/me/calendar-key', { headers: player.headers });
    const feedPath = (key.body as { calendarUrl: string }).calendarUrl.replace(/^.*\/api\//, '/api/');
    const feedOf = async (path: string) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      return validateICalendar(await res.text());
    };
    const drawUids = (cal: ReturnType<typeof validateICalendar>) =>
      cal.events.map((e) => e.get('UID') ?? '').filter((u) => u.startsWith('draw-match-'));
    // A draft draw is nobody's calendar yet.
    expect(drawUids(await feedOf(feedPath))).toEqual([]);
    const publicFeed = `/api/tournaments/${tournament.slug}/order-of-play.ics`;
    expect(drawUids(await feedOf(publicFeed))).toEqual([]);

    await call(t, 'POST', `/api/admin/draws/${draw.id}/publish`, { headers: admin });
    const own = await feedOf(feedPath);
    // The player's feed has their own match only, not the other semi-final.
    expect(drawUids(own)).toEqual([expect.stringMatching(new RegExp(`^draw-match-${mine.id}@`))]);
    const ev = own.events.find((e) => e.get('UID')?.startsWith(`draw-match-${mine.id}@`))!;
    expect(unescapeText(ev.get('SUMMARY')!)).toMatch(
      /^Player 01 vs Player \d\d \(Feed Open, Men's Singles 4\.0, Semi-finals\)$/,
    );
    expect(unescapeText(ev.get('LOCATION')!)).toBe('Court 2');
    expect(unescapeText(ev.get('DESCRIPTION')!)).toContain(`/draw-matches/${mine.id}`);
    const before = Number(ev.get('SEQUENCE'));

    // The public feed carries every scheduled match, linking the day's order of play.
    const pub = await feedOf(publicFeed);
    expect(drawUids(pub)).toHaveLength(2);
    expect(
      pub.events.every((e) =>
        (e.get('URL') ?? '').includes(`/events/${tournament.slug}/order-of-play?date=${inDays(3)}`),
      ),
    ).toBe(true);
    expect(unescapeText(pub.events[0]!.get('DESCRIPTION')!)).not.toContain('/draw-matches/');

    // A new time is a new revision, with the same UID; a result shows in the description.
    await call(t, 'PATCH', `/api/admin/draw-matches/${mine.id}/schedule`, {
      body: { startsAt: `${inDays(3)}T10:30`, courtText: 'Court 4' },
      headers: admin,
    });
    await call(t, 'PUT', `/api/draw-matches/${mine.id}/result`, {
      body: {
        score: {
          sets: [
            { side1: 6, side2: 1 },
            { side1: 6, side2: 2 },
          ],
        },
      },
      headers: admin,
    });
    const moved = (await feedOf(feedPath)).events.find((e) =>
      e.get('UID')?.startsWith(`draw-match-${mine.id}@`),
    )!;
    expect(Number(moved.get('SEQUENCE'))).toBeGreaterThanOrEqual(before + 2);
    expect(unescapeText(moved.get('LOCATION')!)).toBe('Court 4');
    expect(unescapeText(moved.get('DESCRIPTION')!)).toMatch(/Result: .* won 6-1 6-2/);
    expect((await t.app.request('/api/tournaments/no-such-open/order-of-play.ics')).status).toBe(404);
  });
});

describe('draw audit trail', () => {
  it('records each organiser edit of a draw, by whom, and keeps it through a discard', async () => {
    const { tournament, division } = await divisionWith(6, 'Audit Open');
    const organiser = await createSignedInUser(t, 'admin');
    const historyOf = async () =>
      (
        (await call(t, 'GET', `/api/admin/tournaments/${tournament.id}/draws`, { headers: admin }))
          .body as AdminTournamentDraws
      ).divisions[0]!.history;
    const first = await call(t, 'POST', `/api/admin/divisions/${division.id}/draw`, {
      body: { kind: 'singleElimination', seedCount: 2 },
      headers: organiser.headers,
    });
    const draw = first.body as DrawView;
    await call(t, 'POST', `/api/admin/divisions/${division.id}/draw`, {
      body: { kind: 'singleElimination', seedCount: 2 },
      headers: organiser.headers,
    });
    const remade = (await call(t, 'GET', `/api/admin/tournaments/${tournament.id}/draws`, { headers: admin }))
      .body as AdminTournamentDraws;
    const current = remade.divisions[0]!.draw!;
    expect(current.id).not.toBe(draw.id);
    // Line 1 is the bye opposite seed 1: moving it is a bye move; two players' lines are a swap.
    await call(t, 'POST', `/api/admin/draws/${current.id}/swap`, {
      body: { a: 'line:1', b: 'line:2' },
      headers: organiser.headers,
    });
    await call(t, 'POST', `/api/admin/draws/${current.id}/swap`, {
      body: { a: 'line:4', b: 'line:5' },
      headers: organiser.headers,
    });
    // A refused edit leaves no line.
    const refused = await call(t, 'POST', `/api/admin/draws/${current.id}/swap`, {
      body: { a: 'line:2', b: 'line:7' },
      headers: organiser.headers,
    });
    expect(refused.status).toBe(400);
    await call(t, 'POST', `/api/admin/draws/${current.id}/publish`, { headers: organiser.headers });
    const published = (await call(t, 'GET', `/api/tournaments/${tournament.slug}/draws`))
      .body as PublicTournamentDraws;
    const open = published.draws[0]!.matches.filter((m) => m.state === 'ready');
    await call(t, 'PUT', `/api/draw-matches/${open[0]!.id}/result`, {
      body: {
        score: {
          sets: [
            { side1: 6, side2: 4 },
            { side1: 6, side2: 4 },
          ],
        },
      },
      headers: organiser.headers,
    });
    const withdrawing = open[1]!.side1!;
    await call(t, 'POST', `/api/admin/draws/${current.id}/withdraw`, {
      body: { entryId: withdrawing.id, outcome: 'walkover' },
      headers: organiser.headers,
    });

    const history = await historyOf();
    expect(history.map((h) => h.kind)).toEqual([
      'withdrawal',
      'result',
      'published',
      'swapped',
      'byeMoved',
      'remade',
      'made',
    ]);
    expect(history.every((h) => h.actorName === organiser.user.name)).toBe(true);
    expect(history.find((h) => h.kind === 'made')!.note).toBe(
      'Single elimination, 6 entries, 2 seeds by rating',
    );
    expect(history.find((h) => h.kind === 'byeMoved')!.note).toMatch(
      /^line 2 \(bye\) ↔ line 3 \(Player \d\d\)$/,
    );
    expect(history.find((h) => h.kind === 'result')!.note).toMatch(
      /won 6-4 6-4 \(entered by an organiser\)$/,
    );
    expect(history[0]!.note).toBe(`${withdrawing.name} withdrew: walkover`);

    // Discarding a draft is in the trail too, and the trail outlives the draft.
    const { tournament: t2, division: d2 } = await divisionWith(3, 'Audit Discard Open');
    const draft = await makeDraw(d2.id, { kind: 'roundRobin', groupSize: 3 });
    await call(t, 'DELETE', `/api/admin/draws/${draft.id}`, { headers: admin });
    const after = (await call(t, 'GET', `/api/admin/tournaments/${t2.id}/draws`, { headers: admin }))
      .body as AdminTournamentDraws;
    expect(after.divisions[0]!.draw).toBeNull();
    expect(after.divisions[0]!.history.map((h) => h.kind)).toEqual(['discarded', 'made']);
  });
});
