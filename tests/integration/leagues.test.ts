import { buildLeague, demoLeagues, insertLeague, seedLeagues } from '@server/db/factories/leagues';
import { leagues } from '@server/db/schema/leagues';
import { profiles } from '@server/db/schema/profiles';
import type { LeagueInput } from '@shared/schemas/leagues';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createSignedInUser,
  createUser,
  emailsTo,
  lastEmailTo,
  tokenFromEmail,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let rep: Signed;
let captain: Signed;
let otherCaptain: Signed;
let member: Signed;
let openLeagueId: string;

const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });

/** Tennis details as a player's profile holds them. */
async function rate(
  userId: string,
  details: Partial<{
    ntrpRating: '2.5' | '3.0' | '3.5' | '4.0' | '4.5' | '5.0+';
    ratingType: 'C' | 'S';
    ratingYear: number;
    gender: 'female' | 'male';
    birthYear: number;
    ustaNumber: string;
  }>,
) {
  await t.ctx.db.update(profiles).set(details).where(eq(profiles.id, userId));
}

const year = new Date().getUTCFullYear() + 1;
const womens35 = (overrides: Partial<LeagueInput> = {}): LeagueInput => ({
  ...buildLeague(
    { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
    new Date(),
    new Date(Date.UTC(year, 3, 1)),
  ),
  ...overrides,
});

async function newPlayer(rating: '3.0' | '3.5' | '4.0' | '4.5', gender: 'female' | 'male' = 'female') {
  const u = await createUser(t);
  await rate(u.id, { ntrpRating: rating, ratingType: 'C', ratingYear: year - 1, gender, birthYear: 1985 });
  return u;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [rep, captain, otherCaptain, member] = await Promise.all([
    createSignedInUser(t, ['rep']),
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['member']),
  ]);
  for (const c of [captain, otherCaptain]) {
    await rate(c.user.id, {
      ntrpRating: '3.5',
      ratingType: 'C',
      ratingYear: year - 1,
      gender: 'female',
      birthYear: 1980,
    });
  }
  const res = await call(
    t,
    'POST',
    '/api/admin/leagues',
    as(rep, womens35({ name: 'Spring Women 3.5 Test' })),
  );
  expect(res.status).toBe(201);
  openLeagueId = res.body.league.id;
});
afterAll(() => t.close());

describe('league catalogue', () => {
  it('stores the match format and eligibility rules as data and reads level and roster sizes from the rules', async () => {
    const res = await call(t, 'GET', `/api/admin/leagues/${openLeagueId}`, as(rep));
    expect(res.status).toBe(200);
    expect(res.body.league).toMatchObject({
      gender: 'women',
      ageDivision: '18+',
      level: '3.5',
      minRoster: 8,
      maxRoster: 18,
      isOpen: true,
      provider: 'usta',
    });
    expect(res.body.league.matchFormat.lines.map((l: { id: string }) => l.id)).toEqual([
      'S1',
      'S2',
      'D1',
      'D2',
      'D3',
    ]);
    expect(res.body.league.matchFormat.lines[0].formatCode).toBe('SET3-S:6/TB7-F:TB10');
  });

  it('refuses a bad league with field messages', async () => {
    const bad = womens35({ name: '', startsOn: `${year}-05-01`, endsOn: `${year}-04-01` });
    bad.matchFormat = { lines: [{ id: 'S1', type: 'singles', value: 1, formatCode: 'SET3-S:X' }] };
    const res = await call(t, 'POST', '/api/admin/leagues', as(rep, bad));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['name', 'endsOn', 'matchFormat.lines.0.formatCode']),
    );
    const combinedWithoutRules = await call(
      t,
      'POST',
      '/api/admin/leagues',
      as(rep, womens35({ level: '7.0' })),
    );
    expect(combinedWithoutRules.status).toBe(400);
    expect(combinedWithoutRules.body.fields.level).toMatch(/combined/);
    const tooSmall = await call(
      t,
      'POST',
      '/api/admin/leagues',
      as(rep, womens35({ minRoster: 10, maxRoster: 8 })),
    );
    expect(tooSmall.body.fields.minRoster).toMatch(/cannot exceed/);
  });

  it('updates a league, lists with search/sort/paging and exports CSV; only league staff may', async () => {
    const created = await call(
      t,
      'POST',
      '/api/admin/leagues',
      as(rep, womens35({ name: 'Temporary Tuesday League' })),
    );
    const id = created.body.league.id;
    const updated = await call(
      t,
      'PATCH',
      `/api/admin/leagues/${id}`,
      as(rep, womens35({ name: 'Twilight Tuesday League' })),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.league.name).toBe('Twilight Tuesday League');
    const list = await call(t, 'GET', '/api/admin/leagues?q=twilight&sort=name&dir=desc', as(rep));
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const csv = await call(t, 'GET', '/api/admin/leagues.csv?q=twilight', as(rep));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain('Twilight Tuesday League');
    expect(csv.body).toContain('S1 SET3-S:6/TB7-F:TB10');
    expect((await call(t, 'DELETE', `/api/admin/leagues/${id}`, as(rep))).status).toBe(204);
    expect((await call(t, 'GET', '/api/admin/leagues', as(captain))).status).toBe(403);
  });

  it('seeds a realistic season once: spring, summer and fall, men/women/mixed, several ages and levels', async () => {
    const before = await t.ctx.db.select().from(leagues);
    await t.ctx.db.delete(leagues).where(eq(leagues.name, '__none__'));
    const seeded = demoLeagues();
    expect(new Set(seeded.map((l) => l.season))).toEqual(new Set(['spring', 'summer', 'fall']));
    expect(new Set(seeded.map((l) => l.gender))).toEqual(new Set(['men', 'women', 'mixed']));
    expect(new Set(seeded.map((l) => l.ageDivision))).toEqual(new Set(['18+', '40+', '55+', '65+']));
    await seedLeagues(t.ctx.db); // leagues exist already: skipped
    expect(await t.ctx.db.select().from(leagues)).toHaveLength(before.length);
  });
});

describe('team registration and coordination', () => {
  let teamId: string;

  it('a captain registers a team for an open league with initial players; warnings come back', async () => {
    const p1 = await newPlayer('3.5');
    const res = await call(
      t,
      'POST',
      '/api/teams',
      as(captain, {
        leagueId: openLeagueId,
        name: 'Net Results',
        preferredDays: ['tue', 'thu'],
        preferredTimes: 'evenings after 6',
        playerIds: [p1.id],
      }),
    );
    expect(res.status).toBe(201);
    teamId = res.body.team.id;
    // The captain is on at once; the player named is invited and joins once they accept.
    expect(res.body).toMatchObject({
      invited: 1,
      team: { status: 'submitted', rosterCount: 1, captain: { id: captain.user.id } },
    });
    const mail = await lastEmailTo(t, p1.email);
    const token = tokenFromEmail(mail!.text, '/roster-invitation');
    const accepted = await call(t, 'POST', '/api/roster-invitations/link', {
      body: { token, decision: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect((await call(t, 'GET', `/api/teams/${teamId}`, as(captain))).body.team.rosterCount).toBe(2);
  });

  it('refuses a second team with the same name in the league, and registering for someone else', async () => {
    const dup = await call(
      t,
      'POST',
      '/api/teams',
      as(captain, { leagueId: openLeagueId, name: 'net results' }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.fields.name).toMatch(/already registered/);
    const forOther = await call(
      t,
      'POST',
      '/api/teams',
      as(captain, { leagueId: openLeagueId, name: 'Not Mine', captainId: otherCaptain.user.id }),
    );
    expect(forOther.status).toBe(403);
  });

  it('an unrated captain still registers (flagged), but an ineligible initial player is refused', async () => {
    const unrated = await createSignedInUser(t, ['captain']);
    const ok = await call(
      t,
      'POST',
      '/api/teams',
      as(unrated, { leagueId: openLeagueId, name: 'Fresh Captains' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.warnings.join(' ')).toMatch(/has no NTRP rating/);
    const strong = await newPlayer('4.5');
    const refused = await call(
      t,
      'POST',
      '/api/teams',
      as(unrated, { leagueId: openLeagueId, name: 'Ringers', playerIds: [strong.id] }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/nobody may play down/);
    expect((await call(t, 'GET', '/api/teams?q=ringers', as(rep))).body.total).toBe(0);
  });

  it('refuses registration after the league closed', async () => {
    const closed = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Closed League', teamNumberDeadline: '2020-01-01', rosterDeadline: '2020-02-01' }),
    );
    const res = await call(t, 'POST', '/api/teams', as(captain, { leagueId: closed.id, name: 'Too Late' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/closed/);
    const open = await call(t, 'GET', '/api/leagues/open', as(captain));
    expect(open.body.leagues.map((l: { id: string }) => l.id)).not.toContain(closed.id);
  });

  it('captains see and edit their own teams only; reps see all', async () => {
    await call(t, 'POST', '/api/teams', as(otherCaptain, { leagueId: openLeagueId, name: 'Deuce Bigalows' }));
    const mine = await call(t, 'GET', '/api/teams', as(captain));
    expect(mine.body.items.map((x: { name: string }) => x.name)).toEqual(['Net Results']);
    const all = await call(t, 'GET', '/api/teams', as(rep));
    expect(all.body.total).toBe(3);
    expect((await call(t, 'GET', `/api/teams/${teamId}`, as(otherCaptain))).status).toBe(403);
    expect(
      (await call(t, 'PATCH', `/api/teams/${teamId}`, as(otherCaptain, { name: 'Hijacked' }))).status,
    ).toBe(403);
    const edit = await call(
      t,
      'PATCH',
      `/api/teams/${teamId}`,
      as(captain, { preferredTimes: 'weekday mornings' }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.team.preferredTimes).toBe('weekday mornings');
    expect((await call(t, 'GET', '/api/teams', as(member))).status).toBe(403);
  });

  it('the coordinator approves with a team number, rejects with a reason, and activates', async () => {
    const bad = await call(
      t,
      'POST',
      `/api/admin/teams/${teamId}/decision`,
      as(rep, { action: 'approve', ustaTeamNumber: '123' }),
    );
    expect(bad.status).toBe(400);
    const ok = await call(
      t,
      'POST',
      `/api/admin/teams/${teamId}/decision`,
      as(rep, { action: 'approve', ustaTeamNumber: '1234567890' }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.team).toMatchObject({
      status: 'approved',
      ustaTeamNumber: '1234567890',
      teamNumberDeadline: { state: 'met' },
    });
    const again = await call(
      t,
      'POST',
      `/api/admin/teams/${teamId}/decision`,
      as(rep, { action: 'approve' }),
    );
    expect(again.status).toBe(409);
    expect(
      (await call(t, 'POST', `/api/admin/teams/${teamId}/decision`, as(rep, { action: 'activate' }))).body
        .team.status,
    ).toBe('active');
    const other = (await call(t, 'GET', '/api/teams?q=deuce', as(rep))).body.items[0];
    const noReason = await call(
      t,
      'POST',
      `/api/admin/teams/${other.id}/decision`,
      as(rep, { action: 'reject', reason: '' }),
    );
    expect(noReason.status).toBe(400);
    const rejected = await call(
      t,
      'POST',
      `/api/admin/teams/${other.id}/decision`,
      as(rep, { action: 'reject', reason: 'The league is full this season.' }),
    );
    expect(rejected.body.team).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The league is full this season.',
    });
    expect(
      (await call(t, 'POST', `/api/admin/teams/${teamId}/decision`, as(captain, { action: 'activate' })))
        .status,
    ).toBe(403);
  });

  it('USTA teams: team numbers are editable and unique; roster vs minimum and deadlines are listed; CSV', async () => {
    const other = (await call(t, 'GET', '/api/admin/usta-teams?q=deuce', as(rep))).body.items[0];
    const taken = await call(
      t,
      'PATCH',
      `/api/admin/usta-teams/${other.id}`,
      as(rep, { ustaTeamNumber: '1234567890' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.fields.ustaTeamNumber).toMatch(/already has/);
    const set = await call(
      t,
      'PATCH',
      `/api/admin/usta-teams/${other.id}`,
      as(rep, { ustaTeamNumber: '2345678901' }),
    );
    expect(set.body.team.ustaTeamNumber).toBe('2345678901');
    const list = await call(t, 'GET', '/api/admin/usta-teams?sort=number', as(rep));
    expect(list.body.items[0]).toMatchObject({
      rosterCount: 2,
      minRoster: 8,
      rosterDeadline: { state: 'open' },
    });
    const csv = await call(t, 'GET', '/api/admin/usta-teams.csv', as(rep));
    expect(csv.body).toContain('2345678901');
  });

  it('the coordination desk lists problems and deadlines ahead; CSV; messages reach every captain', async () => {
    const desk = await call(t, 'GET', '/api/admin/league-coordination?q=Spring Women 3.5 Test', as(rep));
    expect(desk.status).toBe(200);
    const entry = desk.body.leagues[0];
    expect(entry.deadlinesAhead.map((d: { what: string }) => d.what)).toEqual([
      'Team numbers',
      'Rosters',
      'League starts',
    ]);
    const net = entry.teams.find((x: { name: string }) => x.name === 'Net Results');
    expect(net.problems).toEqual(
      expect.arrayContaining(['Roster 2 of at least 8', '2 without a USTA number']),
    );
    const csv = await call(t, 'GET', '/api/admin/league-coordination.csv', as(rep));
    expect(csv.body).toContain('Roster 2 of at least 8');
    const sent = await call(
      t,
      'POST',
      `/api/admin/leagues/${openLeagueId}/message`,
      as(rep, { subject: 'Schedules are out', message: 'Please check your home match dates this week.' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(2); // the rejected team's captain is left out
    const mail = await lastEmailTo(t, captain.user.email);
    expect(mail?.subject).toBe('[Spring Women 3.5 Test] Schedules are out');
    // The rejected team's captain had the refusal notice (issue 22 §3), not this message.
    const toOther = (await emailsTo(t, otherCaptain.user.email)).map((m) => m.subject);
    expect(toOther.filter((subject) => subject.includes('Schedules are out'))).toEqual([]);
    expect(toOther.some((subject) => subject.includes('was not approved'))).toBe(true);
    // A message to every captain is bulk mail: it says how to stop it, and a captain can (issue 19).
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail-lists\/unsubscribe\?token=/,
    );
    expect(mail?.html).toContain('<p>Please check your home match dates this week.</p>');
    const token = tokenFromEmail(mail!.text, '/mail/unsubscribe');
    expect(
      (await call(t, 'POST', '/api/mail-lists/unsubscribe', { body: { token } })).body.isSubscribed,
    ).toBe(false);
    const again = await call(
      t,
      'POST',
      `/api/admin/leagues/${openLeagueId}/message`,
      as(rep, { subject: 'Rain plan', message: 'Matches move indoors.' }),
    );
    expect(again.body.recipients).toBe(1);
    expect((await lastEmailTo(t, captain.user.email))?.subject).toBe(
      '[Spring Women 3.5 Test] Schedules are out',
    );
  });

  it('a league with teams cannot be deleted', async () => {
    const res = await call(t, 'DELETE', `/api/admin/leagues/${openLeagueId}`, as(rep));
    expect(res.status).toBe(409);
  });
});

describe('rosters', () => {
  let teamId: string;
  let leagueId: string;

  beforeAll(async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Roster League', minRoster: 2, maxRoster: 4 }),
    );
    leagueId = league.id;
    const res = await call(t, 'POST', '/api/teams', as(captain, { leagueId, name: 'Roster Rockets' }));
    teamId = res.body.team.id;
  });

  it('refuses a player who breaks an eligibility rule with the rule’s message', async () => {
    const tooStrong = await newPlayer('4.0');
    const res = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: tooStrong.id }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/above the league level 3\.5: nobody may play down/);
    const man = await newPlayer('3.5', 'male');
    const wrong = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: man.id }));
    expect(wrong.body.error).toMatch(/cannot play in a women's league/);
  });

  it('adds an eligible member once they accept, shows ratings, flags and shared contacts, and removes', async () => {
    const p = await newPlayer('3.0');
    const res = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.id }));
    expect(res.status).toBe(200);
    expect(res.body.invitations).toEqual([expect.objectContaining({ userId: p.id, kind: 'invitation' })]);
    const again = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.id }));
    expect(again.status).toBe(409);
    const token = tokenFromEmail((await lastEmailTo(t, p.email))!.text, '/roster-invitation');
    await call(t, 'POST', '/api/roster-invitations/link', { body: { token, decision: 'accept' } });
    const roster = await call(t, 'GET', `/api/teams/${teamId}/roster`, as(captain));
    const added = roster.body.players.find((x: { userId: string }) => x.userId === p.id);
    // A new account shares its e-mail and phone with teammates (the captain is one).
    expect(added).toMatchObject({
      ntrpRating: '3.0',
      ratingType: 'C',
      membershipState: 'none',
      contact: { email: p.email },
    });
    const dup = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.id }));
    expect(dup.status).toBe(409);
    const removed = await call(t, 'DELETE', `/api/teams/${teamId}/roster/${added.entryId}`, as(captain));
    expect(removed.body.players.some((x: { userId: string }) => x.userId === p.id)).toBe(false);
    const own = removed.body.players.find((x: { isCaptain: boolean }) => x.isCaptain);
    expect((await call(t, 'DELETE', `/api/teams/${teamId}/roster/${own.entryId}`, as(captain))).status).toBe(
      409,
    );
    expect((await call(t, 'GET', `/api/teams/${teamId}/roster`, as(otherCaptain))).status).toBe(403);
    expect((await call(t, 'GET', `/api/teams/${teamId}/roster`, as(member))).status).toBe(403);
  });

  it('invites by e-mail: an invitation (not a player) until they accept; then an entry that counts', async () => {
    const res = await call(
      t,
      'POST',
      `/api/teams/${teamId}/roster`,
      as(captain, { email: 'New.Player@Example.org', name: 'Nova Player' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.players.some((x: { name: string }) => x.name === 'Nova Player')).toBe(false);
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ name: 'Nova Player', email: 'new.player@example.org', userId: null }),
    ]);
    const mail = await lastEmailTo(t, 'new.player@example.org');
    expect(mail?.subject).toBe('NJTC: an invitation to play for Roster Rockets');
    const token = tokenFromEmail(mail!.text, '/roster-invitation');
    expect(
      (await call(t, 'POST', '/api/roster-invitations/link', { body: { token, decision: 'accept' } })).status,
    ).toBe(200);
    const roster = await call(t, 'GET', `/api/teams/${teamId}/roster`, as(captain));
    expect(roster.body.players.find((x: { isWithoutAccount: boolean }) => x.isWithoutAccount)).toMatchObject({
      name: 'Nova Player',
      // The captain typed the address; the captain sees it.
      contact: { email: 'new.player@example.org', phone: null },
      issues: expect.arrayContaining([expect.objectContaining({ rule: 'rating-missing' })]),
    });
  });

  it('the roster maximum holds under concurrent acceptances', async () => {
    const before = (await call(t, 'GET', `/api/teams/${teamId}/roster`, as(captain))).body.players.length;
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer('3.5')));
    // League staff add directly (audited); each add takes the team lock like an acceptance.
    const results = await Promise.all(
      players.map((p) =>
        call(t, 'POST', `/api/teams/${teamId}/roster`, as(rep, { userId: p.id, direct: true })),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(before).toBeLessThan(4);
    expect(ok).toBe(4 - before);
    expect(results.filter((r) => r.status === 409).every((r) => /at most 4/.test(r.body.error))).toBe(true);
    const after = await call(t, 'GET', `/api/teams/${teamId}/roster`, as(captain));
    expect(after.body.players).toHaveLength(4);
  });

  it('exports the roster laid out for re-keying into the USTA system', async () => {
    await rate(captain.user.id, { ustaNumber: '2009876543' });
    await call(t, 'PATCH', `/api/admin/usta-teams/${teamId}`, as(rep, { ustaTeamNumber: '3456789012' }));
    const csv = await call(t, 'GET', `/api/teams/${teamId}/roster.csv`, as(captain));
    expect(csv.status).toBe(200);
    const [header, ...rows] = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'USTA number,Last name,First name,Gender,Level,Rating type,Rating year,Membership expiry (America/Denver),Team number',
    );
    expect(
      rows.some((r) => r.startsWith('2009876543,') && r.includes(',F,3.5,C,') && r.endsWith(',3456789012')),
    ).toBe(true);
  });

  it('the rosters view shows a captain their own teams, and staff every team', async () => {
    const mine = await call(t, 'GET', '/api/rosters', as(captain));
    expect(mine.body.rosters.map((r: { team: { name: string } }) => r.team.name).sort()).toEqual([
      'Net Results',
      'Roster Rockets',
    ]);
    const all = await call(t, 'GET', '/api/rosters', as(rep));
    expect(all.body.rosters.length).toBeGreaterThanOrEqual(3);
  });
});
