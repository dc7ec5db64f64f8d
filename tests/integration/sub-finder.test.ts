import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { rosterEntries, rosterEvents } from '@server/db/schema/leagues';
import { profiles } from '@server/db/schema/profiles';
import { lineups } from '@server/db/schema/team-matches';
import { subInvites } from '@server/db/schema/team-matches-subs';
import { noticeExpiredSubRequests } from '@server/features/team-matches/sub-expiry-job';
import type { LeagueInput } from '@shared/schemas/leagues';
import type { SubCandidate, SubFinder } from '@shared/schemas/team-matches-subs';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  createSignedInUser,
  createUser,
  emailsTo,
  lastEmailTo,
  signInDirectly,
  testOrigin,
  tokenFromEmail,
} from '../support/auth-helpers';
import { insertCourt } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

/**
 * The sub finder (issue 21 §2) through the API: candidates, sending, answering, the claim of the
 * place by the first yes (two at once, on PostgreSQL from two app instances as two processes),
 * expiry and cancelling, and who may do what.
 */

const isPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;
let t2: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type Player = Awaited<ReturnType<typeof createUser>>;
let captain: Signed;
let rep: Signed;
let member: Signed;
let otherCaptain: Signed;
let teamId: string;
let players: Player[];
let bench: Player;
let subA: Player;
let subB: Player;
let subC: Player;
let notOptedIn: Player;
const year = new Date().getUTCFullYear();
const day = 86_400_000;
const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });
const allDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

async function rate(userId: string, name: string, rating: '3.0' | '3.5' | '4.0' = '3.5') {
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

async function optIn(who: Player) {
  const jar = await createSignedInUserFor(who);
  const res = await call(t, 'PUT', '/api/me/sub-preferences', {
    headers: jar,
    body: { isAvailable: true, levels: ['3.5'], formats: ['doubles'], days: allDays, travelMiles: 20 },
  });
  expect(res.status).toBe(200);
}

async function createSignedInUserFor(who: Player) {
  const jar = await signInDirectly(t, who.id);
  return { cookie: jar.header, origin: testOrigin };
}

const womens35 = (): LeagueInput => ({
  ...buildLeague(
    { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
    new Date(),
    new Date(Date.UTC(year, 0, 1)),
  ),
  name: 'Subs Test Women 3.5',
  // Additions are still open: opted-in members can be added before this day.
  rosterDeadline: new Date(Date.now() + 30 * day).toISOString().slice(0, 10),
});

async function newMatch(daysFromNow: number) {
  return insertTeamMatch(t.ctx.db, {
    teamId,
    startsAt: new Date(Date.now() + daysFromNow * day),
    isHome: true,
    opponentTeam: 'Riverside 3.5',
  });
}

const ids = (list: Player[]) => list.map((p) => p.id);
/** A published lineup, then D1's second player drops out (the captain takes them off). */
async function publishedLineupShortOnD1(matchId: string) {
  const [a, b, c, d, e, f, g, h] = players as [
    Player,
    Player,
    Player,
    Player,
    Player,
    Player,
    Player,
    Player,
  ];
  const full = {
    lines: [
      { lineId: 'S1', playerIds: ids([a]) },
      { lineId: 'S2', playerIds: ids([b]) },
      { lineId: 'D1', playerIds: ids([c, d]) },
      { lineId: 'D2', playerIds: ids([e, f]) },
      { lineId: 'D3', playerIds: ids([g, h]) },
    ],
    alternates: [],
  };
  expect((await call(t, 'PUT', `/api/team-matches/${matchId}/lineup`, as(captain, full))).status).toBe(200);
  expect((await call(t, 'POST', `/api/team-matches/${matchId}/lineup/publish`, as(captain))).status).toBe(
    200,
  );
  const short = {
    ...full,
    lines: full.lines.map((l) => (l.lineId === 'D1' ? { ...l, playerIds: ids([c]) } : l)),
  };
  expect((await call(t, 'PUT', `/api/team-matches/${matchId}/lineup`, as(captain, short))).status).toBe(200);
}

async function finder(matchId: string, lineId?: string): Promise<SubFinder> {
  const res = await call(
    t,
    'GET',
    `/api/team-matches/${matchId}/subs${lineId ? `?lineId=${lineId}` : ''}`,
    as(captain),
  );
  expect(res.status).toBe(200);
  return res.body;
}

const byName = (f: SubFinder, name: string) => f.candidates.find((c) => c.name === name) as SubCandidate;

/** The answer link of the newest request e-mailed to a player. */
async function answerToken(to: Player): Promise<string> {
  const asks = (await emailsTo(t, to.email))
    .filter((m) => m.subject.startsWith('Can you sub?'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const mail = asks.at(-1);
  expect(mail).toBeDefined();
  return tokenFromEmail(mail!.text, '/sub-requests/answer');
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  t2 = isPostgres ? await createTestApp({ rateLimits: false, joinSchema: t.schema }) : t;
  [captain, rep, member, otherCaptain] = await Promise.all([
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['rep']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['captain']),
  ]);
  const league = await insertLeague(t.ctx.db, womens35());
  const team = await insertTeam(t.ctx.db, {
    leagueId: league.id,
    name: 'NJTC Aces',
    flight: 'A',
    captainId: captain.user.id,
    status: 'active',
  });
  teamId = team.id;
  const other = await insertTeam(t.ctx.db, {
    leagueId: league.id,
    name: 'NJTC Volley',
    flight: 'A',
    captainId: otherCaptain.user.id,
    status: 'active',
  });
  await rate(captain.user.id, 'Cara Captain');
  players = [];
  for (let i = 0; i < 8; i++) {
    const p = await createUser(t);
    await rate(p.id, `Player ${String.fromCharCode(65 + i)}`);
    players.push(p);
  }
  bench = await createUser(t);
  await rate(bench.id, 'Bea Bench');
  await insertRosterEntries(
    t.ctx.db,
    teamId,
    [captain.user, ...players, bench].map((p) => ({ userId: p.id, name: '' })),
    captain.user.id,
  );
  subA = await createUser(t);
  await rate(subA.id, 'Sue Able');
  subB = await createUser(t);
  await rate(subB.id, 'Sam Baker');
  subC = await createUser(t);
  await rate(subC.id, 'Cat Clash');
  notOptedIn = await createUser(t);
  await rate(notOptedIn.id, 'Nora Never');
  await insertRosterEntries(t.ctx.db, other.id, [{ userId: subC.id, name: '' }], otherCaptain.user.id);
  for (const p of [subA, subB, subC]) await optIn(p);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  if (t2 !== t) await t2.close();
  await t.close();
});

describe('sub preferences', () => {
  it('keeps a member’s own subbing preferences, validated', async () => {
    const me = await createSignedInUser(t, ['member']);
    expect((await call(t, 'GET', '/api/me/sub-preferences', as(me))).body.preferences.isAvailable).toBe(
      false,
    );
    const bad = await call(
      t,
      'PUT',
      '/api/me/sub-preferences',
      as(me, { isAvailable: true, levels: [], formats: ['singles'], days: ['sat'], travelMiles: 10 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.levels).toMatch(/at least one level/);
    const saved = await call(
      t,
      'PUT',
      '/api/me/sub-preferences',
      as(me, { isAvailable: true, levels: ['3.0'], formats: ['singles'], days: ['sat'], travelMiles: 10 }),
    );
    expect(saved.body.preferences).toEqual({
      isAvailable: true,
      levels: ['3.0'],
      formats: ['singles'],
      days: ['sat'],
      travelMiles: 10,
    });
    expect((await call(t, 'GET', '/api/me/sub-preferences')).status).toBe(401);
  });
});

describe('finding a sub', () => {
  it('lets only this team’s captains or league staff find subs', async () => {
    const match = await newMatch(6);
    const path = `/api/team-matches/${match.id}/subs`;
    expect((await call(t, 'GET', path, as(captain))).status).toBe(200);
    expect((await call(t, 'GET', path, as(rep))).status).toBe(200);
    expect((await call(t, 'GET', path, as(otherCaptain))).status).toBe(403);
    expect((await call(t, 'GET', path, as(member))).status).toBe(403);
    expect((await call(t, 'GET', path)).status).toBe(401);
    const send = { lineId: null, userIds: [bench.id] };
    expect(
      (await call(t, 'POST', `/api/team-matches/${match.id}/sub-requests`, as(otherCaptain, send))).status,
    ).toBe(403);
    expect(
      (await call(t, 'POST', `/api/team-matches/${match.id}/sub-requests`, as(member, send))).status,
    ).toBe(403);
  });

  it('lists roster players not in the lineup first, then opted-in members, each with why', async () => {
    const match = await newMatch(7);
    await publishedLineupShortOnD1(match.id);
    const f = await finder(match.id, 'D1');
    expect(f.lines.find((l) => l.lineId === 'D1')?.openPlaces).toBe(1);
    const sources = f.candidates.map((c) => c.source);
    expect(sources.indexOf('opted-in')).toBeGreaterThan(sources.lastIndexOf('roster'));
    expect(f.candidates[0]?.qualifies).toBe(true);
    expect(byName(f, 'Bea Bench').qualifies).toBe(true);
    expect(byName(f, 'Player A').reasons.find((r) => r.severity === 'error')?.rule).toBe('in-lineup');
    const sue = byName(f, 'Sue Able');
    expect(sue).toMatchObject({ source: 'opted-in', qualifies: true });
    expect(sue.reasons.map((r) => r.rule)).toEqual(
      expect.arrayContaining(['roster-deadline', 'pair', 'sub-days']),
    );
    const cat = byName(f, 'Cat Clash');
    expect(cat.qualifies).toBe(false);
    expect(cat.reasons.find((r) => r.severity === 'error')?.rule).toBe('team-same-flight');
    expect(f.candidates.some((c) => c.name === 'Nora Never')).toBe(false);
    expect((await call(t, 'GET', `/api/team-matches/${match.id}/subs?lineId=Z9`, as(captain))).status).toBe(
      404,
    );
  });

  it('marks opted-in members a venue is too far for, from the court’s distance (unknown: a warning)', async () => {
    const far = await insertCourt(t.ctx.db, { name: 'Far Hills Racquet Club', distanceMiles: 25 });
    const away = await insertTeamMatch(t.ctx.db, {
      teamId,
      startsAt: new Date(Date.now() + 8 * day),
      isHome: false,
      courtId: far.id,
      opponentTeam: 'Far Hills 3.5',
    });
    const sue = byName(await finder(away.id), 'Sue Able');
    expect(sue.qualifies).toBe(false);
    expect(sue.reasons.find((r) => r.rule === 'sub-travel')).toMatchObject({
      severity: 'error',
      message: 'Too far: venue 25 mi, travels up to 20 mi.',
    });
    // A roster player is not asked how far they travel.
    expect(byName(await finder(away.id), 'Bea Bench').reasons.some((r) => r.rule === 'sub-travel')).toBe(
      false,
    );
    const unknown = await insertTeamMatch(t.ctx.db, {
      teamId,
      startsAt: new Date(Date.now() + 9 * day),
      isHome: false,
      opponentTeam: 'Somewhere 3.5',
    });
    const sueThere = byName(await finder(unknown.id), 'Sue Able');
    expect(sueThere.qualifies).toBe(true);
    expect(sueThere.reasons.find((r) => r.rule === 'sub-travel')?.severity).toBe('warning');
  });
});

describe('a sub request', () => {
  it('sends signed one-tap links, once per player, and refuses players the rules refuse', async () => {
    const match = await newMatch(8);
    await publishedLineupShortOnD1(match.id);
    const path = `/api/team-matches/${match.id}/sub-requests`;
    const refused = await call(t, 'POST', path, as(captain, { lineId: 'D1', userIds: [subC.id] }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Cat Clash.*NJTC Volley/);
    expect((await call(t, 'POST', path, as(captain, { lineId: 'S1', userIds: [bench.id] }))).status).toBe(
      409,
    );
    const sent = await call(
      t,
      'POST',
      path,
      as(captain, { lineId: 'D1', userIds: [subA.id, bench.id], note: 'Bring balls' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.asked).toBe(2);
    const mail = await lastEmailTo(t, subA.email);
    expect(mail?.text).toContain('Cara Captain is looking for a sub for line D1');
    expect(mail?.text).toContain('Bring balls');
    const again = await call(t, 'POST', path, as(captain, { lineId: 'D1', userIds: [subA.id, subB.id] }));
    expect(again.body.asked).toBe(1);
    expect(again.body.request.id).toBe(sent.body.request.id);
    expect((await emailsTo(t, subA.email)).filter((m) => m.subject.startsWith('Can you sub?'))).toHaveLength(
      1,
    );
    const f = await finder(match.id, 'D1');
    expect(byName(f, 'Sue Able').isAsked).toBe(true);
    expect(f.requests[0]?.invites.map((i) => i.name).sort()).toEqual(['Bea Bench', 'Sam Baker', 'Sue Able']);
  });

  it('gives the place to the first yes only, when two answer at the same moment', async () => {
    const match = await newMatch(9);
    await publishedLineupShortOnD1(match.id);
    const path = `/api/team-matches/${match.id}/sub-requests`;
    expect(
      (await call(t, 'POST', path, as(captain, { lineId: 'D1', userIds: [subA.id, subB.id, bench.id] })))
        .status,
    ).toBe(201);
    const tokenA = await answerToken(subA);
    const tokenB = await answerToken(subB);
    // Opening the link records nothing (mail scanners open every link).
    const opened = await call(t, 'GET', `/api/sub-requests/answer?token=${encodeURIComponent(tokenA)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      playerName: 'Sue Able',
      lineId: 'D1',
      status: 'open',
      myAnswer: null,
    });

    const captainMailsBefore = (await emailsTo(t, captain.user.email)).length;
    const started = performance.now();
    const [ra, rb] = await Promise.all([
      call(t, 'POST', '/api/sub-requests/answer', { body: { token: tokenA, answer: 'yes' } }),
      call(t2, 'POST', '/api/sub-requests/answer', { body: { token: tokenB, answer: 'yes' } }),
    ]);
    const elapsed = performance.now() - started;
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const outcomes = [ra.body.outcome, rb.body.outcome].sort();
    expect(outcomes).toEqual(['filled', 'placed']);
    const winner = ra.body.outcome === 'placed' ? subA : subB;
    const winnerName = ra.body.outcome === 'placed' ? 'Sue Able' : 'Sam Baker';

    // On the roster once (audited as a direct add by the captain), on D1, the lineup republished.
    const entries = await t.ctx.db
      .select()
      .from(rosterEntries)
      .where(and(eq(rosterEntries.teamId, teamId), eq(rosterEntries.userId, winner.id)));
    expect(entries).toHaveLength(1);
    const [event] = await t.ctx.db
      .select()
      .from(rosterEvents)
      .where(and(eq(rosterEvents.teamId, teamId), eq(rosterEvents.playerId, winner.id)));
    expect(event).toMatchObject({ kind: 'added_directly', actorId: captain.user.id });
    const [lineup] = await t.ctx.db.select().from(lineups).where(eq(lineups.teamMatchId, match.id));
    expect(lineup?.lines.find((l) => l.lineId === 'D1')?.playerIds).toEqual([players[2]!.id, winner.id]);
    expect(lineup?.status).toBe('published');
    expect(lineup!.publishedAt!.getTime()).toBeGreaterThanOrEqual(lineup!.updatedAt.getTime());
    expect((await lastEmailTo(t, winner.email))?.subject).toMatch(/^Lineup: /);

    // The captain is told who; the player who has not answered is told it is filled.
    const captainMails = await emailsTo(t, captain.user.email);
    expect(captainMails.length).toBe(captainMailsBefore + 1);
    expect(
      captainMails.some((m) => m.subject === `Sub found: ${winnerName} plays D1, NJTC Aces vs Riverside 3.5`),
    ).toBe(true);
    expect((await lastEmailTo(t, bench.email))?.subject).toMatch(/^Sub place filled/);
    console.info(
      `[measure] sub "yes" → captain's notice queued (both answers committed): ${elapsed.toFixed(0)} ms`,
    );

    // A later yes is thanked and told it is filled; answering again changes nothing for the winner.
    const late = await call(t, 'POST', '/api/sub-requests/answer', {
      body: { token: await answerToken(bench), answer: 'yes' },
    });
    expect(late.body).toMatchObject({ status: 'filled', outcome: 'filled' });
    const winnerToken = winner === subA ? tokenA : tokenB;
    const repeat = await call(t, 'POST', '/api/sub-requests/answer', {
      body: { token: winnerToken, answer: 'no' },
    });
    expect(repeat.body).toMatchObject({ myAnswer: 'yes', outcome: 'placed' });
    const f = await finder(match.id, 'D1');
    expect(f.requests[0]).toMatchObject({ status: 'filled', filledByName: winnerName });
  });

  it('records a no without filling, and refuses a forged or swapped link', async () => {
    const match = await newMatch(10);
    await publishedLineupShortOnD1(match.id);
    await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(captain, { lineId: 'D1', userIds: [bench.id] }),
    );
    const token = await answerToken(bench);
    const no = await call(t, 'POST', '/api/sub-requests/answer', { body: { token, answer: 'no' } });
    expect(no.body).toMatchObject({ myAnswer: 'no', status: 'open', outcome: null });
    const forged = `${token.slice(0, -3)}abc`;
    expect(
      (await call(t, 'POST', '/api/sub-requests/answer', { body: { token: forged, answer: 'yes' } })).status,
    ).toBe(404);
  });

  it('closes at the match start: no answer, no new request', async () => {
    const match = await newMatch(2);
    await publishedLineupShortOnD1(match.id);
    await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(captain, { lineId: 'D1', userIds: [bench.id] }),
    );
    const token = await answerToken(bench);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2 * day + 60_000));
    const late = await call(t, 'POST', '/api/sub-requests/answer', { body: { token, answer: 'yes' } });
    expect(late.status).toBe(410);
    expect(late.body.error).toMatch(/match has started/);
    expect((await finder(match.id)).requests[0]?.status).toBe('expired');
    const send = await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(captain, { lineId: 'D1', userIds: [subA.id] }),
    );
    expect(send.status).toBe(409);
  });

  it('tells its captains once when it closes unfilled at the match start, from two processes at once; the players asked hear nothing', async () => {
    const match = await newMatch(4);
    await publishedLineupShortOnD1(match.id);
    await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(captain, { lineId: 'D1', userIds: [bench.id, subA.id] }),
    );
    const no = await call(t, 'POST', '/api/sub-requests/answer', {
      body: { token: await answerToken(subA), answer: 'no' },
    });
    expect(no.status).toBe(200);
    const mailsOf = async (who: { email: string }) =>
      (await emailsTo(t, who.email)).filter((m) => m.text.includes(`/team-matches/${match.id}`));
    const benchBefore = (await emailsTo(t, bench.email)).length;
    // Before the start: nothing is due.
    expect(await noticeExpiredSubRequests(t.ctx, new Date(match.startsAt.getTime() - 60_000))).toBe(0);
    const afterStart = new Date(match.startsAt.getTime() + 60_000);
    await Promise.all([
      noticeExpiredSubRequests(t.ctx, afterStart),
      noticeExpiredSubRequests(t2.ctx, afterStart),
    ]);
    const told = (await mailsOf(captain.user)).filter((m) => m.subject.startsWith('No sub found'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('2 players were asked: 1 said no, 1 did not answer.');
    expect(told[0]!.text).toContain('line D1');
    // Once: a later run finds it claimed.
    await noticeExpiredSubRequests(t.ctx, new Date(afterStart.getTime() + 5 * 60_000));
    expect((await mailsOf(captain.user)).filter((m) => m.subject.startsWith('No sub found'))).toHaveLength(1);
    expect((await emailsTo(t, bench.email)).length).toBe(benchBefore);
  });

  it('can be cancelled by the captain: the players asked are told, the link stops', async () => {
    const match = await newMatch(11);
    const sent = await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(captain, { lineId: null, userIds: [bench.id, subA.id] }),
    );
    expect(sent.status).toBe(201);
    const token = await answerToken(subA);
    const cancelPath = `/api/sub-requests/${sent.body.request.id}/cancel`;
    expect((await call(t, 'POST', cancelPath, as(otherCaptain))).status).toBe(403);
    expect((await call(t, 'POST', cancelPath, as(member))).status).toBe(403);
    const cancelled = await call(t, 'POST', cancelPath, as(captain));
    expect(cancelled.body.request.status).toBe('cancelled');
    expect((await lastEmailTo(t, bench.email))?.subject).toMatch(/^Sub request cancelled/);
    expect((await lastEmailTo(t, subA.email))?.subject).toMatch(/^Sub request cancelled/);
    expect((await call(t, 'POST', cancelPath, as(captain))).status).toBe(409);
    const answer = await call(t, 'POST', '/api/sub-requests/answer', { body: { token, answer: 'yes' } });
    expect(answer.status).toBe(410);
    const [invite] = await t.ctx.db.select().from(subInvites).where(eq(subInvites.userId, subA.id)).limit(1);
    expect(invite).toBeDefined();
  });

  it('fills a match-wide request on the first open line of a lineup not yet made (a draft, not published)', async () => {
    const match = await newMatch(12);
    const sent = await call(
      t,
      'POST',
      `/api/team-matches/${match.id}/sub-requests`,
      as(rep, { lineId: null, userIds: [subB.id] }),
    );
    expect(sent.status).toBe(201);
    const yes = await call(t, 'POST', '/api/sub-requests/answer', {
      body: { token: await answerToken(subB), answer: 'yes' },
    });
    expect(yes.body.outcome).toBe('placed');
    const [lineup] = await t.ctx.db.select().from(lineups).where(eq(lineups.teamMatchId, match.id));
    expect(lineup).toMatchObject({ status: 'draft' });
    expect(lineup?.lines[0]).toEqual({ lineId: 'S1', playerIds: [subB.id] });
    expect((await lastEmailTo(t, subB.email))?.subject).toBe('You are in: S1, NJTC Aces vs Riverside 3.5');
    expect((await lastEmailTo(t, rep.user.email))?.text).toContain('publish it when it is ready');
  });
});
