import { buildLeague } from '@server/db/factories/leagues';
import { profiles } from '@server/db/schema/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// The club is in America/Denver (the default zone): on 9 March 2026 (MST, UTC-7) the club's
// midnight is 07:00 UTC. A deadline of 9 March lasts until then, not until 00:00 UTC.
const deadline = '2026-03-09';
const eveningAtClub = new Date('2026-03-10T05:30:00Z'); // 22:30 on the 9th at the club
const justAfterClubMidnight = new Date('2026-03-10T07:30:00Z'); // 00:30 on the 10th at the club

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let rep: Signed;
let captain: Signed;
let leagueId: string;

const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });

beforeAll(async () => {
  // Sessions are made on the real clock: a real PostgreSQL server checks their expiry against its
  // own now(), which the faked JavaScript Date does not move (PGlite's does). Only the deadline
  // logic, which reads the JavaScript clock, runs at the faked instants.
  t = await createTestApp({ rateLimits: false });
  [rep, captain] = await Promise.all([createSignedInUser(t, ['rep']), createSignedInUser(t, ['captain'])]);
  vi.useFakeTimers({ toFake: ['Date'], now: eveningAtClub });
  await t.ctx.db
    .update(profiles)
    .set({ ntrpRating: '3.5', ratingType: 'C', ratingYear: 2025, gender: 'female', birthYear: 1980 })
    .where(eq(profiles.id, captain.user.id));
  const league = buildLeague(
    { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
    eveningAtClub,
    new Date(Date.UTC(2026, 3, 20)),
  );
  const res = await call(
    t,
    'POST',
    '/api/admin/leagues',
    as(rep, {
      ...league,
      name: 'Deadline Test League',
      teamNumberDeadline: deadline,
      rosterDeadline: deadline,
    }),
  );
  expect(res.status).toBe(201);
  leagueId = res.body.league.id;
});
afterEach(() => vi.setSystemTime(eveningAtClub));
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const isOffered = async () => {
  const res = await call(t, 'GET', '/api/leagues/open', as(captain));
  expect(res.status).toBe(200);
  return (res.body.leagues as Array<{ id: string }>).some((l) => l.id === leagueId);
};

describe('league deadlines on the club clock', () => {
  it('late on the deadline day at the club (already the next day in UTC) registration is still open', async () => {
    expect(await isOffered()).toBe(true);
    const league = await call(t, 'GET', `/api/admin/leagues/${leagueId}`, as(rep));
    expect(league.body.league.isOpen).toBe(true);
    const res = await call(t, 'POST', '/api/teams', as(captain, { leagueId, name: 'Late Lobbers' }));
    expect(res.status).toBe(201);
    // The roster (below its minimum) is not late yet: its deadline is today at the club.
    expect(res.body.team.rosterDeadline).toEqual({ date: deadline, state: 'open' });
  });

  it('after midnight at the club registration is closed and the roster deadline is missed', async () => {
    vi.setSystemTime(justAfterClubMidnight);
    expect(await isOffered()).toBe(false);
    const res = await call(t, 'POST', '/api/teams', as(captain, { leagueId, name: 'Too Late' }));
    expect(res.status).toBe(409);
    expect(res.body.fields.leagueId).toBe(`Registration for Deadline Test League closed on ${deadline}.`);
    const teams = await call(t, 'GET', `/api/teams?leagueId=${leagueId}`, as(captain));
    expect(teams.body.items[0].rosterDeadline).toEqual({ date: deadline, state: 'missed' });
    const desk = await call(t, 'GET', '/api/admin/league-coordination', as(rep));
    const ours = desk.body.leagues.find((l: { league: { id: string } }) => l.league.id === leagueId);
    expect(ours.teams[0].problems).toContain('Roster deadline missed');
  });
});
