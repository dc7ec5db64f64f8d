import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { rosterEntries } from '@server/db/schema/leagues';
import { profiles } from '@server/db/schema/profiles';
import type { ContactVisibility } from '@shared/contact-visibility';
import type { LeagueInput } from '@shared/schemas/leagues';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo, lastEmailTo, tokenFromEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * Issue 18, medium 3 and the newcomer findings on rosters: nobody is on a roster (nor shows the
 * captain their contacts) without agreeing; contacts follow the member's own settings; the
 * league's rules apply when a player accepts, under the roster lock; one team per flight.
 */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let rep: Signed;
let captain: Signed;

const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });
const year = new Date().getUTCFullYear() + 1;

const womens35 = (overrides: Partial<LeagueInput> = {}): LeagueInput => ({
  ...buildLeague(
    { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
    new Date(),
    new Date(Date.UTC(year, 3, 1)),
  ),
  ...overrides,
});

async function player(
  rating: '3.0' | '3.5' | '4.0' = '3.5',
  visibility: { email?: ContactVisibility; phone?: ContactVisibility } = {},
  roles: string[] = ['member'],
) {
  const who = await createSignedInUser(t, roles as never);
  await t.ctx.db
    .update(profiles)
    .set({
      ntrpRating: rating,
      ratingType: 'C',
      ratingYear: year - 1,
      gender: 'female',
      birthYear: 1985,
      phone: '555-0142',
      emailVisibility: visibility.email ?? 'teammates',
      phoneVisibility: visibility.phone ?? 'teammates',
    })
    .where(eq(profiles.id, who.user.id));
  return who;
}

async function newTeam(name: string, league: { id: string }, status: 'submitted' | 'active' = 'active') {
  const team = await insertTeam(t.ctx.db, { leagueId: league.id, name, status, captainId: captain.user.id });
  await insertRosterEntries(t.ctx.db, team.id, [{ userId: captain.user.id, name: 'Cap' }], captain.user.id);
  return team.id;
}

async function linkTokenOf(email: string) {
  const mail = await lastEmailTo(t, email);
  return tokenFromEmail(mail!.text, '/roster-invitation');
}

const answerLink = (token: string, decision: 'accept' | 'decline') =>
  call(t, 'POST', '/api/roster-invitations/link', { body: { token, decision } });

const rosterOf = async (teamId: string, who: Signed = captain) =>
  (await call(t, 'GET', `/api/teams/${teamId}/roster`, as(who))).body;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  rep = await createSignedInUser(t, ['rep']);
  captain = await player('3.5', {}, ['captain']);
});
afterAll(() => t.close());

describe('a captain adds a player: an invitation the player accepts (issue 18, medium 3)', () => {
  let teamId: string;
  let leagueId: string;

  beforeAll(async () => {
    leagueId = (
      await insertLeague(t.ctx.db, womens35({ name: 'Consent League', minRoster: 2, maxRoster: 6 }))
    ).id;
    teamId = await newTeam('Consent Aces', { id: leagueId });
  });

  it('puts nobody on the roster: the captain sees "invited" and no contact; the e-mail carries a link', async () => {
    const p = await player('3.5', { email: 'members', phone: 'members' });
    const res = await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.user.id }));
    expect(res.status).toBe(200);
    expect(res.body.players.some((x: { userId: string }) => x.userId === p.user.id)).toBe(false);
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ kind: 'invitation', userId: p.user.id, email: null }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(p.user.email);
    const mail = await lastEmailTo(t, p.user.email);
    expect(mail?.text).toContain('/roster-invitation?token=');
    expect(mail?.text).toContain('You are not on the roster until you accept.');
    // Opening the link records nothing (mail scanners open links).
    const view = await call(
      t,
      'GET',
      `/api/roster-invitations/link?token=${encodeURIComponent(await linkTokenOf(p.user.email))}`,
    );
    expect(view.body).toMatchObject({ status: 'pending', teamName: 'Consent Aces' });
    expect((await rosterOf(teamId)).players.some((x: { userId: string }) => x.userId === p.user.id)).toBe(
      false,
    );
  });

  it('the player sees the notice on their profile and accepts there; the roster history says so', async () => {
    const p = await player();
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.user.id }));
    const notice = await call(t, 'GET', '/api/me/roster-invitations', as(p));
    expect(notice.body.invitations).toEqual([
      expect.objectContaining({
        kind: 'invitation',
        team: expect.objectContaining({ name: 'Consent Aces' }),
      }),
    ]);
    // Somebody else cannot answer it.
    const other = await player();
    const id = notice.body.invitations[0].id;
    expect(
      (await call(t, 'POST', `/api/me/roster-invitations/${id}`, as(other, { decision: 'accept' }))).status,
    ).toBe(404);
    const accepted = await call(t, 'POST', `/api/me/roster-invitations/${id}`, as(p, { decision: 'accept' }));
    expect(accepted.body).toMatchObject({ status: 'accepted', teamId });
    const roster = await rosterOf(teamId);
    expect(roster.players.some((x: { userId: string }) => x.userId === p.user.id)).toBe(true);
    expect(roster.history[0]).toMatchObject({ kind: 'accepted' });
    expect((await call(t, 'GET', '/api/me/roster-invitations', as(p))).body.invitations).toEqual([]);
  });

  it('a declined or withdrawn invitation puts nobody on; a withdrawn link says so', async () => {
    const a = await player();
    const b = await player();
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: a.user.id }));
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: b.user.id }));
    expect((await answerLink(await linkTokenOf(a.user.email), 'decline')).body.status).toBe('declined');
    const inv = (await rosterOf(teamId)).invitations.find((i: { userId: string }) => i.userId === b.user.id);
    expect((await call(t, 'DELETE', `/api/teams/${teamId}/invitations/${inv.id}`, as(captain))).status).toBe(
      200,
    );
    const late = await answerLink(await linkTokenOf(b.user.email), 'accept');
    expect(late.body).toMatchObject({ status: 'withdrawn' });
    const roster = await rosterOf(teamId);
    expect(roster.players.some((x: { userId: string }) => [a.user.id, b.user.id].includes(x.userId))).toBe(
      false,
    );
    expect(roster.history.map((h: { kind: string }) => h.kind)).toEqual(
      expect.arrayContaining(['declined', 'withdrawn']),
    );
    expect((await answerLink('forged.token', 'accept')).status).toBe(404);
  });

  it('only league staff add directly, and the roster history records who did', async () => {
    const p = await player();
    const refused = await call(
      t,
      'POST',
      `/api/teams/${teamId}/roster`,
      as(captain, { userId: p.user.id, direct: true }),
    );
    expect(refused.status).toBe(403);
    const added = await call(
      t,
      'POST',
      `/api/teams/${teamId}/roster`,
      as(rep, { userId: p.user.id, direct: true }),
    );
    expect(added.status).toBe(200);
    expect(added.body.players.some((x: { userId: string }) => x.userId === p.user.id)).toBe(true);
    expect(added.body.canAddDirectly).toBe(true);
    expect(added.body.history[0]).toMatchObject({ kind: 'added_directly', actorName: rep.user.name });
    expect((await rosterOf(teamId)).canAddDirectly).toBe(false);
  });

  it('a player asks to join; the captain accepts; inviting someone who asked accepts their request', async () => {
    const asker = await player();
    const asked = await call(t, 'POST', `/api/teams/${teamId}/join-requests`, as(asker));
    expect(asked.status).toBe(200);
    expect((await lastEmailTo(t, captain.user.email))?.text).toContain(`“${asker.user.name}” asks to join`);
    const request = (await rosterOf(teamId)).invitations.find((i: { kind: string }) => i.kind === 'request');
    expect(request).toMatchObject({ name: asker.user.name, ntrpRating: '3.5' });
    const ok = await call(
      t,
      'POST',
      `/api/teams/${teamId}/join-requests/${request.id}`,
      as(captain, { decision: 'accept' }),
    );
    expect(ok.body.players.some((x: { userId: string }) => x.userId === asker.user.id)).toBe(true);

    const second = await player();
    await call(t, 'POST', `/api/teams/${teamId}/join-requests`, as(second));
    const invited = await call(
      t,
      'POST',
      `/api/teams/${teamId}/roster`,
      as(captain, { userId: second.user.id }),
    );
    expect(invited.body.players.some((x: { userId: string }) => x.userId === second.user.id)).toBe(true);
  });

  it('an invitation by e-mail to a member’s address tells the captain nothing about the account', async () => {
    const p = await player('3.5', { email: 'private', phone: 'private' });
    const res = await call(
      t,
      'POST',
      `/api/teams/${teamId}/roster`,
      as(captain, { email: p.user.email, name: 'Typed Name' }),
    );
    const inv = res.body.invitations.find((i: { name: string }) => i.name === 'Typed Name');
    expect(inv).toMatchObject({ email: p.user.email, ntrpRating: null });
    expect(JSON.stringify(res.body)).not.toContain(p.user.name);
    // The member sees it on their profile and joins as their account.
    const mine = await call(t, 'GET', '/api/me/roster-invitations', as(p));
    const accepted = await call(
      t,
      'POST',
      `/api/me/roster-invitations/${mine.body.invitations[0].id}`,
      as(p, { decision: 'accept' }),
    );
    expect(accepted.body.status).toBe('accepted');
    const roster = await rosterOf(teamId);
    expect(roster.players.find((x: { userId: string }) => x.userId === p.user.id)).toMatchObject({
      name: p.user.name,
      contact: null,
    });
  });

  it('a captain names as co-captain only a player on the roster', async () => {
    const outsider = await player();
    const res = await call(
      t,
      'PATCH',
      `/api/teams/${teamId}`,
      as(captain, { coCaptainId: outsider.user.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.coCaptainId).toMatch(/on the roster/);
  });
});

describe('contact details follow the member’s settings, rosters included', () => {
  let teamId: string;

  beforeAll(async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Privacy League', minRoster: 2, maxRoster: 8 }),
    );
    teamId = await newTeam('Privacy Pals', league);
  });

  async function onTeam(visibility: { email?: ContactVisibility; phone?: ContactVisibility }) {
    const p = await player('3.5', visibility);
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.user.id }));
    await answerLink(await linkTokenOf(p.user.email), 'accept');
    return p;
  }

  it('the captain sees only what each player shares with teammates; officers see all', async () => {
    const hidden = await onTeam({ email: 'private', phone: 'private' });
    const shared = await onTeam({ email: 'teammates', phone: 'private' });
    const roster = await rosterOf(teamId);
    const of = (id: string) => roster.players.find((x: { userId: string }) => x.userId === id);
    expect(of(hidden.user.id).contact).toBeNull();
    expect(of(shared.user.id).contact).toEqual({ email: shared.user.email, phone: null });
    expect(JSON.stringify(roster)).not.toContain(hidden.user.email);
    const staffView = await rosterOf(teamId, rep);
    expect(staffView.players.find((x: { userId: string }) => x.userId === hidden.user.id).contact).toEqual({
      email: hidden.user.email,
      phone: '555-0142',
    });
    // The captains' view of all their rosters follows the same rule.
    const all = await call(t, 'GET', '/api/rosters', as(captain));
    expect(JSON.stringify(all.body)).not.toContain(hidden.user.email);
  });

  it('teammates who accepted see what is shared with teammates on the schedule and the profile; others do not', async () => {
    const shared = await onTeam({ email: 'teammates', phone: 'teammates' });
    const mate = await onTeam({});
    const stranger = await player();
    const schedule = await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(mate));
    expect(schedule.body.players).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: shared.user.name, email: shared.user.email, phone: '555-0142' }),
      ]),
    );
    const username = shared.user.username;
    const asMate = await call(t, 'GET', `/api/profiles/${username}`, as(mate));
    expect(asMate.body.profile).toMatchObject({ email: shared.user.email, phone: '555-0142' });
    const asStranger = await call(t, 'GET', `/api/profiles/${username}`, as(stranger));
    expect(asStranger.body.profile).toMatchObject({ email: null, phone: null });
    // Invited and not accepted: not a teammate.
    const pending = await player();
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: pending.user.id }));
    expect((await call(t, 'GET', `/api/profiles/${username}`, as(pending))).body.profile.email).toBeNull();
  });
});

describe('the league’s rules at acceptance, under the roster lock', () => {
  it('refuses an acceptance that breaks a rule and keeps the invitation open', async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Tight League', minRoster: 1, maxRoster: 2 }),
    );
    const teamId = await newTeam('Tight Two', league);
    const a = await player();
    const b = await player();
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: a.user.id }));
    await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: b.user.id }));
    // b's rating changed since the invitation: rated above the league now.
    await t.ctx.db.update(profiles).set({ ntrpRating: '4.0' }).where(eq(profiles.id, b.user.id));
    const refused = await answerLink(await linkTokenOf(b.user.email), 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/nobody may play down/);
    expect((await answerLink(await linkTokenOf(a.user.email), 'accept')).status).toBe(200);
    await t.ctx.db.update(profiles).set({ ntrpRating: '3.5' }).where(eq(profiles.id, b.user.id));
    const full = await answerLink(await linkTokenOf(b.user.email), 'accept');
    expect(full.status).toBe(409);
    expect(full.body.error).toMatch(/at most 2/);
    expect((await rosterOf(teamId)).invitations).toHaveLength(1);
  });

  it('parallel acceptances never take the roster over its maximum', async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Race League', minRoster: 1, maxRoster: 3 }),
    );
    const teamId = await newTeam('Racers', league);
    const players = await Promise.all(Array.from({ length: 3 }, () => player()));
    for (const p of players)
      await call(t, 'POST', `/api/teams/${teamId}/roster`, as(captain, { userId: p.user.id }));
    const tokens = await Promise.all(players.map((p) => linkTokenOf(p.user.email)));
    const results = await Promise.all(tokens.map((token) => answerLink(token, 'accept')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).every((r) => /at most 3/.test(r.body.error))).toBe(true);
    expect((await rosterOf(teamId)).players).toHaveLength(3);
  });

  it('accepts a player at the level while the roster is short of its share at level (newcomer finding)', async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({
        name: 'Share League',
        minRoster: 3,
        maxRoster: 8,
        eligibilityRules: { ...womens35().eligibilityRules, minShareAtLevel: 0.4 },
      }),
    );
    const team = await insertTeam(t.ctx.db, {
      leagueId: league.id,
      name: 'Building Up',
      status: 'active',
      captainId: captain.user.id,
    });
    const low = await Promise.all([player('3.0'), player('3.0')]);
    await insertRosterEntries(
      t.ctx.db,
      team.id,
      low.map((p) => ({ userId: p.user.id, name: p.user.name })),
      captain.user.id,
    );
    const atLevel = await player('3.5');
    await call(t, 'POST', `/api/teams/${team.id}/roster`, as(captain, { userId: atLevel.user.id }));
    const res = await answerLink(await linkTokenOf(atLevel.user.email), 'accept');
    expect(res.status).toBe(200);
    // A third player below the level takes the roster further from the share: refused.
    const below = await player('3.0');
    const direct = await call(
      t,
      'POST',
      `/api/teams/${team.id}/roster`,
      as(rep, { userId: below.user.id, direct: true }),
    );
    expect(direct.status).toBe(409);
    expect(direct.body.error).toMatch(/league level 3\.5/);
  });
});

describe('one team per flight (newcomer finding)', () => {
  it('refuses the same player on two teams of one league and flight, unless the league allows it', async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Flight League', minRoster: 1, maxRoster: 8 }),
    );
    const first = await newTeam('Flight One', league);
    const second = await newTeam('Flight Two', league);
    const p = await player();
    await t.ctx.db.insert(rosterEntries).values({ teamId: first, userId: p.user.id, name: p.user.name });
    const refused = await call(t, 'POST', `/api/teams/${second}/roster`, as(captain, { userId: p.user.id }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/already on Flight One.*only one team per flight/);
    // Another flight is fine; moving it back into the same flight is refused by the coordinator's desk.
    expect(
      (
        await call(
          t,
          'PATCH',
          `/api/admin/usta-teams/${second}`,
          as(rep, { ustaTeamNumber: '', flight: 'B' }),
        )
      ).status,
    ).toBe(200);
    await call(t, 'POST', `/api/teams/${second}/roster`, as(rep, { userId: p.user.id, direct: true }));
    const back = await call(
      t,
      'PATCH',
      `/api/admin/usta-teams/${second}`,
      as(rep, { ustaTeamNumber: '', flight: '' }),
    );
    expect(back.status).toBe(409);
    expect(back.body.error).toMatch(/on two teams of the same flight/);

    const lenient = await insertLeague(
      t.ctx.db,
      womens35({
        name: 'Lenient League',
        minRoster: 1,
        maxRoster: 8,
        eligibilityRules: { ...womens35().eligibilityRules, allowsTwoTeamsPerFlight: true },
      }),
    );
    const l1 = await newTeam('Lenient One', lenient);
    const l2 = await newTeam('Lenient Two', lenient);
    await t.ctx.db.insert(rosterEntries).values({ teamId: l1, userId: p.user.id, name: p.user.name });
    expect(
      (await call(t, 'POST', `/api/teams/${l2}/roster`, as(captain, { userId: p.user.id }))).status,
    ).toBe(200);
  });

  it('the coordinator cannot approve a clash, and the desk shows it', async () => {
    const league = await insertLeague(
      t.ctx.db,
      womens35({ name: 'Approval League', minRoster: 1, maxRoster: 8 }),
    );
    const active = await newTeam('Already Active', league);
    const waiting = await newTeam('Waiting Team', league, 'submitted');
    const p = await player();
    // Data from before the rule (or an import): the same player on both rosters.
    await t.ctx.db.insert(rosterEntries).values([
      { teamId: active, userId: p.user.id, name: p.user.name },
      { teamId: waiting, userId: p.user.id, name: p.user.name },
    ]);
    const approve = await call(
      t,
      'POST',
      `/api/admin/teams/${waiting}/decision`,
      as(rep, { action: 'approve' }),
    );
    expect(approve.status).toBe(409);
    expect(approve.body.error).toContain(`${p.user.name} (also on Already Active)`);
    const desk = await call(t, 'GET', '/api/admin/league-coordination?q=Approval League', as(rep));
    const row = desk.body.leagues[0].teams.find((x: { name: string }) => x.name === 'Waiting Team');
    expect(row.problems).toContain(`${p.user.name} also on Already Active (same flight)`);
    // The captain registered both teams, so is on both rosters: shown too.
    expect(row.flightClashes).toEqual([
      expect.stringContaining('also on Already Active'),
      expect.stringContaining('also on Already Active'),
    ]);
  });
});

describe('co-captain named at registration', () => {
  it('is invited and co-captains once they accept', async () => {
    const league = await insertLeague(t.ctx.db, womens35({ name: 'Registration League' }));
    const co = await player();
    const res = await call(
      t,
      'POST',
      '/api/teams',
      as(captain, { leagueId: league.id, name: 'Co Op', coCaptainId: co.user.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ invited: 1, team: { coCaptain: null, rosterCount: 1 } });
    expect((await emailsTo(t, co.user.email)).at(-1)?.text).toContain('as its co-captain');
    await answerLink(await linkTokenOf(co.user.email), 'accept');
    const team = await call(t, 'GET', `/api/teams/${res.body.team.id}`, as(captain));
    expect(team.body.team).toMatchObject({ coCaptain: { id: co.user.id }, rosterCount: 2 });
  });
});
