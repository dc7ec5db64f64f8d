import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { rosterEntries } from '@server/db/schema/leagues';
import { profiles } from '@server/db/schema/profiles';
import { matchAvailability, scoreEvents, scoreSheets } from '@server/db/schema/team-matches';
import type { LeagueInput } from '@shared/schemas/leagues';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, createUser, emailsTo } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/** Lineups, scores and standings of team matches (issue 11 §3–4) through the API. */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type Player = Awaited<ReturnType<typeof createUser>>;
let captain: Signed;
let coCaptain: Signed;
let coordinator: Signed;
let rep: Signed;
let member: Signed;
let otherCaptain: Signed;
let leagueId: string;
let teamId: string;
let players: Player[];
let lowPlayer: Player;
let secondLow: Player;

const year = new Date().getUTCFullYear();
const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });
const day = 86_400_000;

async function rate(userId: string, rating: '3.0' | '3.5' | '4.0', name: string) {
  await t.ctx.db
    .update(profiles)
    .set({
      fullName: name,
      ntrpRating: rating,
      ratingType: 'C',
      ratingYear: year - 1,
      gender: 'female',
      birthYear: 1985,
    })
    .where(eq(profiles.id, userId));
}

const womens35 = (): LeagueInput => ({
  ...buildLeague(
    { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
    new Date(),
    new Date(Date.UTC(year, 0, 1)),
  ),
  name: 'Results Test Women 3.5',
});

async function newMatch(daysFromNow: number, opponent = 'Riverside 3.5', isHome = true) {
  return insertTeamMatch(t.ctx.db, {
    teamId,
    startsAt: new Date(Date.now() + daysFromNow * day),
    isHome,
    opponentTeam: opponent,
    opponentClub: 'Riverside TC',
  });
}

const fullLineup = () => ({
  lines: [
    { lineId: 'S1', playerIds: [players[0]!.id] },
    { lineId: 'S2', playerIds: [players[1]!.id] },
    { lineId: 'D1', playerIds: [players[2]!.id, players[3]!.id] },
    { lineId: 'D2', playerIds: [players[4]!.id, players[5]!.id] },
    { lineId: 'D3', playerIds: [players[6]!.id, lowPlayer.id] },
  ],
  alternates: [players[7]!.id],
});

/** A sheet our side wins 4-1 (home: side 1 is us). */
const winningSheet = () => ({
  lines: [
    {
      lineId: 'S1',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 7, side2: 6, tiebreak: 5 },
        ],
      },
    },
    {
      lineId: 'S2',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 4, side2: 6 },
          { side1: 6, side2: 3 },
        ],
        matchTiebreak: { side1: 10, side2: 8 },
      },
    },
    {
      lineId: 'D1',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 2, side2: 6 },
          { side1: 3, side2: 6 },
        ],
      },
    },
    {
      lineId: 'D2',
      status: 'RETIRED',
      winningSide: 1,
      score: {
        sets: [
          { side1: 6, side2: 2 },
          { side1: 2, side2: 1 },
        ],
      },
    },
    { lineId: 'D3', status: 'WALKOVER', winningSide: 1, score: { sets: [] } },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [captain, coCaptain, coordinator, rep, member, otherCaptain] = await Promise.all([
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['rep']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['captain']),
  ]);
  const league = await insertLeague(t.ctx.db, { ...womens35(), coordinatorId: coordinator.user.id });
  leagueId = league.id;
  const team = await insertTeam(t.ctx.db, {
    leagueId,
    name: 'NJTC Aces',
    captainId: captain.user.id,
    coCaptainId: coCaptain.user.id,
    status: 'active',
  });
  teamId = team.id;
  players = [];
  for (let i = 0; i < 8; i++) {
    const p = await createUser(t);
    await rate(p.id, '3.5', `Player ${String.fromCharCode(65 + i)}`);
    players.push(p);
  }
  lowPlayer = await createUser(t);
  await rate(lowPlayer.id, '3.0', 'Low One');
  secondLow = await createUser(t);
  await rate(secondLow.id, '3.0', 'Low Two');
  const high = await createUser(t);
  await rate(high.id, '4.0', 'High Hattie');
  players.push(high);
  await insertRosterEntries(
    t.ctx.db,
    teamId,
    [...players, lowPlayer, secondLow].map((p) => ({ userId: p.id, name: '' })),
    captain.user.id,
  );
});
afterAll(() => t.close());

describe('lineups', () => {
  it('lists the roster by the league’s lines with each player’s eligibility', async () => {
    const match = await newMatch(5);
    const res = await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(captain));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('none');
    expect(res.body.lines.map((l: { lineId: string }) => l.lineId)).toEqual(['S1', 'S2', 'D1', 'D2', 'D3']);
    const hattie = res.body.candidates.find((c: { name: string }) => c.name === 'High Hattie');
    expect(hattie.issues[0].message).toMatch(/nobody may play down/);
  });

  it('refuses an ineligible player with the rule’s message under the line, and a player on two lines', async () => {
    const match = await newMatch(5);
    const high = players[8]!;
    const down = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/lineup`,
      as(captain, { lines: [{ lineId: 'D1', playerIds: [players[0]!.id, high.id] }] }),
    );
    expect(down.status).toBe(400);
    expect(down.body.fields['lines.0.playerIds.1']).toMatch(
      /High Hattie is rated 4.0, above the league level 3.5/,
    );
    const twice = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/lineup`,
      as(captain, {
        lines: [
          { lineId: 'S1', playerIds: [players[0]!.id] },
          { lineId: 'D1', playerIds: [players[0]!.id, players[1]!.id] },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.fields['lines.1.playerIds.0']).toMatch(/already plays S1/);
    const stranger = await createUser(t);
    const off = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/lineup`,
      as(captain, { lines: [{ lineId: 'S1', playerIds: [stranger.id] }] }),
    );
    expect(off.body.fields['lines.0.playerIds.0']).toMatch(/not on this team's roster/);
    const nothing = await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(captain));
    expect(nothing.body.status).toBe('none');
  });

  it('limits players playing up per match when the league says so', async () => {
    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, lowPlayer.id));
    expect(row?.ntrpRating).toBe('3.0');
    const { leagues } = await import('@server/db/schema/leagues');
    const league = womens35();
    await t.ctx.db
      .update(leagues)
      .set({ eligibilityRules: { ...league.eligibilityRules, maxPlayingUpPerMatch: 1 } })
      .where(eq(leagues.id, leagueId));
    const match = await newMatch(6);
    const res = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/lineup`,
      as(captain, {
        lines: [
          { lineId: 'S1', playerIds: [lowPlayer.id] },
          { lineId: 'S2', playerIds: [secondLow.id] },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields['lines.1.playerIds.0']).toMatch(/at most 1 player play up in a match/);
    await t.ctx.db
      .update(leagues)
      .set({ eligibilityRules: league.eligibilityRules })
      .where(eq(leagues.id, leagueId));
  });

  it('publishes: e-mails players their lines and alternates, and shares a read-only link', async () => {
    const match = await newMatch(7, 'Hillside 3.5', false);
    const half = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/lineup`,
      as(coCaptain, { lines: [{ lineId: 'D1', playerIds: [players[2]!.id] }] }),
    );
    expect(half.status).toBe(200);
    const incomplete = await call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields['lines.2']).toMatch(/choose a partner/);

    const saved = await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, fullLineup()));
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('draft');
    const published = await call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain));
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(published.body.notified).toBe(9);
    const [mail] = await emailsTo(t, players[2]!.email);
    expect(mail?.text).toMatch(/You play D1 with Player D for NJTC Aces at Hillside 3.5/);
    const [alternate] = await emailsTo(t, players[7]!.email);
    expect(alternate?.text).toMatch(/You are an alternate/);

    const shared = await call(t, 'GET', `/api/lineups${published.body.sharePath.slice('/lineups'.length)}`);
    expect(shared.status).toBe(200);
    expect(shared.body.lines[0].players[0].name).toBe('Player A');
    expect(shared.body).not.toHaveProperty('candidates');
    expect((await call(t, 'GET', '/api/lineups/not-a-real-token-at-all')).status).toBe(404);
  });

  it('two publishes in parallel e-mail each player once; a change and a new publish e-mail again', async () => {
    const match = await newMatch(11, 'Twice Club 3.5');
    expect(
      (await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, fullLineup()))).status,
    ).toBe(200);
    const both = await Promise.all([
      call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain)),
      call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(coCaptain)),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.notified).sort()).toEqual([0, 9]);
    const mailsOf = async (email: string) =>
      (await emailsTo(t, email)).filter((m) => m.subject.includes('Twice Club 3.5'));
    for (const p of players.slice(0, 8)) expect(await mailsOf(p.email), p.email).toHaveLength(1);
    expect(
      (await call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain))).body.notified,
    ).toBe(0);

    const changed = { ...fullLineup(), note: 'Bring water' };
    expect((await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, changed))).status).toBe(
      200,
    );
    const republished = await call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain));
    expect(republished.body.notified).toBe(9);
    expect(await mailsOf(players[0]!.email)).toHaveLength(2);
  });

  it('marks each candidate with their availability answer for this match, from the answers table', async () => {
    const match = await newMatch(6);
    const other = await newMatch(9);
    const entries = await t.ctx.db.select().from(rosterEntries).where(eq(rosterEntries.teamId, teamId));
    const entryOf = (userId: string) => entries.find((e) => e.userId === userId)!.id;
    await t.ctx.db.insert(matchAvailability).values([
      { matchId: match.id, rosterEntryId: entryOf(players[0]!.id), answer: 'yes' },
      { matchId: match.id, rosterEntryId: entryOf(players[1]!.id), answer: 'no' },
      { matchId: match.id, rosterEntryId: entryOf(players[2]!.id), answer: 'maybe' },
      // Another match's answer must not leak into this one.
      { matchId: other.id, rosterEntryId: entryOf(players[3]!.id), answer: 'yes' },
    ]);
    const res = await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(captain));
    expect(res.status).toBe(200);
    const answerOf = (name: string) =>
      res.body.candidates.find((c: { name: string }) => c.name === name).availability;
    expect(answerOf('Player A')).toBe('yes');
    expect(answerOf('Player B')).toBe('no');
    expect(answerOf('Player C')).toBe('maybe');
    expect(answerOf('Player D')).toBeNull();
  });

  it('shows the published lineup on the match page to the team, nothing before publishing', async () => {
    const match = await newMatch(10);
    const path = `/api/team-matches/${match.id}/lineup/published`;
    const before = await call(t, 'GET', path, as(captain));
    expect(before.status).toBe(200);
    expect(before.body.lineup).toBeNull();
    await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, fullLineup()));
    expect((await call(t, 'GET', path, as(captain))).body.lineup).toBeNull();
    expect((await call(t, 'POST', `/api/team-matches/${match.id}/lineup/publish`, as(captain))).status).toBe(
      200,
    );
    const after = await call(t, 'GET', path, as(coCaptain));
    expect(after.status).toBe(200);
    expect(after.body.lineup.lines[0].players[0].name).toBe('Player A');
    expect(after.body.lineup).not.toHaveProperty('candidates');
    expect((await call(t, 'GET', path, as(member))).status).toBe(403);
    expect((await call(t, 'GET', path)).status).toBe(401);
  });

  it('lets only this team’s captains or league staff build the lineup', async () => {
    const match = await newMatch(8);
    expect((await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(otherCaptain))).status).toBe(403);
    expect((await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(member))).status).toBe(403);
    expect((await call(t, 'GET', `/api/team-matches/${match.id}/lineup`, as(rep))).status).toBe(200);
    expect((await call(t, 'GET', `/api/team-matches/${match.id}/lineup`)).status).toBe(401);
  });
});

describe('scores', () => {
  it('refuses impossible scores with messages by path and stores nothing', async () => {
    const match = await newMatch(-1);
    const sheet = winningSheet();
    sheet.lines[0]!.score = {
      sets: [
        { side1: 6, side2: 5 },
        { side1: 6, side2: 0 },
      ],
    };
    sheet.lines[2]!.status = 'DOUBLE_DEFAULT';
    const res = await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, sheet));
    expect(res.status).toBe(400);
    expect(res.body.fields['lines.0.score.sets.0']).toMatch(/6-5/);
    expect(res.body.fields['lines.2']).toMatch(/double default has no score/);
    const missing = await call(
      t,
      'PUT',
      `/api/team-matches/${match.id}/score`,
      as(captain, { lines: winningSheet().lines.slice(0, 4) }),
    );
    expect(missing.body.fields.lines).toMatch(/D3 is missing/);
    const read = await call(t, 'GET', `/api/team-matches/${match.id}/score`, as(captain));
    expect(read.body.state).toBe('none');
  });

  it('refuses scores before the match starts', async () => {
    const match = await newMatch(2);
    const res = await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    expect(res.status).toBe(409);
  });

  it('is entered by a captain, confirmed by the co-captain, never by who entered it', async () => {
    const match = await newMatch(-2);
    await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, fullLineup()));
    const entered = await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    expect(entered.status).toBe(200);
    expect(entered.body.state).toBe('entered');
    expect(entered.body.outcome).toMatchObject({ points: [4, 1], winner: 1 });
    expect(entered.body.lines[0].scoreText).toBe('6-4 7-6(5)');
    expect(entered.body.can.confirm).toBe(false);
    const self = await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, as(captain));
    expect(self.status).toBe(403);
    expect(self.body.error).toMatch(/Someone other than who entered/);
    expect(
      (await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, as(otherCaptain))).status,
    ).toBe(403);
    const confirmed = await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, as(coCaptain));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.state).toBe('confirmed');
    expect(confirmed.body.confirmedBy).toBeTruthy();
    const again = await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    expect(again.status).toBe(409);
    const events = await t.ctx.db.select().from(scoreEvents).where(eq(scoreEvents.teamMatchId, match.id));
    expect(events.map((e) => [e.action, e.byUserId])).toEqual([
      ['entered', captain.user.id],
      ['confirmed', coCaptain.user.id],
    ]);
  });

  it('is disputed with a note, corrected by the captain, then confirmed by the league coordinator', async () => {
    const match = await newMatch(-3, 'Lakeside 3.5');
    await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    const noNote = await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/score/dispute`,
      as(coordinator, { note: '' }),
    );
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields.note).toBeTruthy();
    const disputed = await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/score/dispute`,
      as(coordinator, { note: 'S1 was 6-4 6-4 on the sheet' }),
    );
    expect(disputed.status).toBe(200);
    expect(disputed.body.state).toBe('disputed');
    expect(disputed.body.disputeNote).toBe('S1 was 6-4 6-4 on the sheet');
    const fixed = winningSheet();
    fixed.lines[0]!.score = {
      sets: [
        { side1: 6, side2: 4 },
        { side1: 6, side2: 4 },
      ],
    };
    expect((await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, fixed))).status).toBe(
      200,
    );
    const confirmed = await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, as(coordinator));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.history.map((h: { action: string }) => h.action)).toEqual([
      'entered',
      'disputed',
      'entered',
      'confirmed',
    ]);
  });

  it('exports the USTA scorecard from the winner’s side with the match tiebreak as 1-0', async () => {
    const match = await newMatch(-4, 'Brookside 3.5');
    await call(t, 'PUT', `/api/team-matches/${match.id}/lineup`, as(captain, fullLineup()));
    await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    const res = await t.app.request(`/api/team-matches/${match.id}/scorecard.csv`, {
      headers: captain.headers,
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const rows = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^Line,Type,Home team,Home players,Visiting team/);
    expect(rows[1]).toMatch(
      /^S1,Singles,NJTC Aces,Player A,Brookside 3.5 \(Riverside TC\),,NJTC Aces,6-4 7-6,6-4,7-6,,Completed/,
    );
    expect(rows[2]).toContain('4-6 6-3 1-0');
    expect(rows[3]).toMatch(
      /^D1,Doubles,NJTC Aces,Player C \/ Player D,Brookside 3.5 \(Riverside TC\),,Brookside 3.5 \(Riverside TC\),6-2 6-3,/,
    );
  });
});

describe('standings', () => {
  it('counts confirmed results only, with the decided-by criterion and player records', async () => {
    const res = await call(t, 'GET', `/api/leagues/${leagueId}/standings`);
    expect(res.status).toBe(200);
    // Confirmed: Riverside (4-1 us) and Lakeside (4-1 us); Brookside is only entered.
    expect(res.body.matchesCounted).toBe(2);
    const us = res.body.rows.find((r: { name: string }) => r.name === 'NJTC Aces');
    expect(us).toMatchObject({
      rank: 1,
      matchesWon: 2,
      matchesLost: 0,
      linesWon: 8,
      linesLost: 2,
      isClubTeam: true,
    });
    expect(res.body.rows.map((r: { name: string }) => r.name)).toEqual([
      'NJTC Aces',
      'Lakeside 3.5',
      'Riverside 3.5',
    ]);
    // Riverside and Lakeside both lost 1-4: the Lakeside score was corrected to fewer games for us.
    expect(res.body.rows[1].decidedBy.text).toMatch(/^Team matches won: 2 vs 0/);
    expect(res.body.rows[2].decidedBy.text).toMatch(/^Fewest games lost: 52 vs 53/);
    expect(res.body.rows[0].decidedBy).toBeNull();
    expect(res.body.canConfigure).toBe(false);
  });

  it('lets the coordinator change the tie-break order, and nobody else', async () => {
    const body = { order: ['matchesWon', 'gamesWonPct', 'headToHead'] };
    expect((await call(t, 'PUT', `/api/leagues/${leagueId}/standings-rules`, as(captain, body))).status).toBe(
      403,
    );
    const bad = await call(
      t,
      'PUT',
      `/api/leagues/${leagueId}/standings-rules`,
      as(coordinator, { order: [] }),
    );
    expect(bad.status).toBe(400);
    const res = await call(t, 'PUT', `/api/leagues/${leagueId}/standings-rules`, as(coordinator, body));
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual(body.order);
    expect(res.body.canConfigure).toBe(true);
    expect(res.body.rows.map((r: { name: string }) => r.name)).toEqual([
      'NJTC Aces',
      'Riverside 3.5',
      'Lakeside 3.5',
    ]);
    expect(res.body.rows[2].decidedBy.text).toMatch(/^Games-won percentage/);
  });

  it('shows the team’s block with its players’ records, and exports the standings CSV', async () => {
    const res = await call(t, 'GET', `/api/teams/${teamId}/standings`);
    expect(res.status).toBe(200);
    expect(res.body.teamName).toBe('NJTC Aces');
    expect(res.body.standings.players.every((p: { teamId: string }) => p.teamId === teamId)).toBe(true);
    const a = res.body.standings.players.find((p: { name: string }) => p.name === 'Player A');
    expect(a).toMatchObject({ linesPlayed: 1, linesWon: 1 });
    const csv = await t.app.request(`/api/leagues/${leagueId}/standings.csv`);
    const text = await csv.text();
    expect(text).toContain('Rank,Team,Played,Won,Lost,Tied,Lines won');
    expect(text).toContain('1,NJTC Aces,2,2,0,0,8,2');
    expect((await call(t, 'GET', '/api/leagues/not-a-uuid/standings')).status).toBe(404);
  });
});

describe('away matches (issue 18): entered from our side, stored in one orientation', () => {
  it('stores a win typed from our side at an away match as our win (side 1 = the home team)', async () => {
    const match = await newMatch(-2, 'Hilltop 3.5', false);
    const res = await call(t, 'PUT', `/api/team-matches/${match.id}/score`, as(captain, winningSheet()));
    expect(res.status).toBe(200);
    // Read back from our side, as typed.
    expect(res.body.lines[0]).toMatchObject({ lineId: 'S1', winningSide: 1, scoreText: '6-4 7-6(5)' });
    expect(res.body.lines[1].scoreText).toBe('4-6 6-3 1-0(10-8)');
    // Stored home first: the home team (Hilltop) lost 4-6 6-7(5) on S1.
    const [stored] = await t.ctx.db.select().from(scoreSheets).where(eq(scoreSheets.teamMatchId, match.id));
    expect(stored!.lines[0]).toMatchObject({
      winningSide: 2,
      score: {
        sets: [
          { side1: 4, side2: 6 },
          { side1: 6, side2: 7, tiebreak: 5 },
        ],
      },
    });
    expect(stored!.lines[1]!.score.matchTiebreak).toEqual({ side1: 8, side2: 10 });
    expect(res.body.outcome).toMatchObject({ winner: 2 });
    await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, as(coCaptain));
    const standings = await call(t, 'GET', `/api/leagues/${leagueId}/standings`);
    const hilltop = standings.body.rows.find((r: { name: string }) => r.name === 'Hilltop 3.5');
    expect(hilltop).toMatchObject({ matchesWon: 0, matchesLost: 1 });
  });
});
