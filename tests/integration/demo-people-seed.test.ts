import { insertSocialEvent } from '@server/db/factories/events';
import { inProgressLeague } from '@server/db/factories/leagues';
import { user } from '@server/db/schema/auth';
import { leagues, rosterEntries, rosterInvitations, teams } from '@server/db/schema/leagues';
import { emailOutbox } from '@server/db/schema/mail';
import { familyMembers, memberships } from '@server/db/schema/membership';
import { payments } from '@server/db/schema/payments';
import { profiles } from '@server/db/schema/profiles';
import { lineups, matchAvailability, scoreSheets, teamMatches } from '@server/db/schema/team-matches';
import { seedDemoContent } from '@server/db/seed';
import { demoEmailOf } from '@server/db/seed-data/people';
import { matchDayDemoTeams } from '@server/db/seed-data/team-matches';
import { resolveFamilySignup } from '@server/features/events/family-signups';
import { registerForEvent } from '@server/features/events/registrations';
import { getRoster } from '@server/features/leagues/rosters';
import { listMembers } from '@server/features/membership/members-list';
import { getLeagueStandings, getTeamStandings } from '@server/features/team-matches/standings-compute';
import type { CaptainsPage } from '@shared/schemas/captains';
import type { SocialEventList } from '@shared/schemas/events-socials';
import { memberListQuerySchema } from '@shared/schemas/membership';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  await seedDemoContent(t.ctx);
});
afterAll(() => t.close());

// First, before the tests below add events of their own.
describe('demo socials and tournaments', () => {
  it('seeds six upcoming socials (one full with a waitlist), past ones and four tournaments (one a weekly series), once', async () => {
    await seedDemoContent(t.ctx);
    const list = (await (await t.app.request('/api/social-events')).json()) as SocialEventList;
    expect(list.upcoming).toHaveLength(6);
    // The Thursday mixer is a weekly series (issue 23 §3): listed once, at its next session.
    expect(list.upcoming.find((e) => e.title === 'Thursday Night Mixer')?.series).toMatchObject({
      ruleText: 'Every Thursday',
      sessionsLeft: 8,
    });
    expect(list.upcoming.filter((e) => e.availability.state === 'waitlist')).toHaveLength(1);
    expect(list.upcoming.find((e) => e.waitlistCount > 0)?.confirmedCount).toBe(
      list.upcoming.find((e) => e.waitlistCount > 0)?.capacity,
    );
    expect(list.past.length).toBeGreaterThanOrEqual(3);
    const tournaments = (await (await t.app.request('/api/tournaments')).json()) as {
      upcoming: unknown[];
      past: unknown[];
    };
    // The doubles classic ahead, the singles shootout behind, the championships in progress,
    // and the weekly Saturday Shootout (a series: listed once, issue 23 §3).
    expect(tournaments.upcoming.length + tournaments.past.length).toBe(4);
    const outbox = await t.ctx.db.select().from(emailOutbox);
    expect(
      outbox.filter((m) => m.to.endsWith('@example.com') && m.subject.includes('signed up')),
    ).toHaveLength(0);
  });
});

describe('demo members, memberships and teams', () => {
  it('seeds members once, at a reserved domain, with passwords hashed by Better Auth', async () => {
    const users = await t.ctx.db.select({ n: count() }).from(user);
    await seedDemoContent(t.ctx);
    expect(await t.ctx.db.select({ n: count() }).from(user)).toEqual(users);
    expect(users[0]!.n).toBeGreaterThanOrEqual(20);
    const emails = await t.ctx.db.select({ email: user.email }).from(user);
    expect(emails.every((e) => e.email.endsWith('@example.org'))).toBe(true);
  });

  it('lists members in several states, their dues in the ledger', async () => {
    const page = await listMembers(t.ctx.db, memberListQuerySchema.parse({}));
    const states = new Set(page.items.map((m) => m.state));
    for (const s of ['active', 'lapsed', 'waiver_pending', 'payment_pending'] as const)
      expect(states).toContain(s);
    const dues = await t.ctx.db
      .select({ state: payments.state, method: payments.method })
      .from(payments)
      .innerJoin(memberships, eq(memberships.paymentId, payments.id));
    const kinds = new Set(dues.map((d) => `${d.method}:${d.state}`));
    for (const k of ['card_online:paid', 'cash:paid', 'cheque:paid', 'cash:pending'])
      expect(kinds).toContain(k);
    const family = await t.ctx.db.select().from(memberships).where(isNotNull(memberships.activatedAt));
    expect(family.length).toBeGreaterThan(10);
  });

  it('has a demo family whose account signs up its junior for a social (issue 9 §2)', async () => {
    const [parent] = await t.ctx.db
      .select()
      .from(user)
      .where(eq(user.email, demoEmailOf('David Okafor')));
    expect(parent).toBeTruthy();
    const family = await t.ctx.db.select().from(familyMembers).where(eq(familyMembers.managerId, parent!.id));
    const junior = family.find((f) => (f.birthYear ?? 0) >= new Date().getUTCFullYear() - 17);
    expect(junior, 'a junior in the demo family').toBeTruthy();
    const viewer = { isSignedIn: true, userId: parent!.id, email: parent!.email, roles: ['member'] };
    const person = await resolveFamilySignup(t.ctx.db, viewer, junior!.id);
    const event = await insertSocialEvent(t.ctx.db, { capacity: 4, feeCents: 0 });
    const result = await registerForEvent(
      t.ctx,
      { kind: 'social', id: event.id },
      {
        name: parent!.name,
        email: parent!.email,
        phone: '555 010 1234',
        ntrp: '',
        partnerName: '',
        notes: '',
        who: junior!.id,
      },
      { userId: parent!.id, accountEmail: parent!.email, familyMember: person },
    );
    expect(result).toMatchObject({ status: 'confirmed', name: junior!.fullName, isFamilyMember: true });
  });

  it('shows the approved teams with their captains on /api/captains and fills every roster', async () => {
    const res = await t.app.request('/api/captains');
    expect(res.status).toBe(200);
    const page = (await res.json()) as CaptainsPage;
    const listed = page.leagues.flatMap((l) => l.teams);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((team) => team.captainName && team.coCaptainName)).toBe(true);

    const rows = await t.ctx.db
      .select({
        id: teams.id,
        status: teams.status,
        number: teams.ustaTeamNumber,
        provider: leagues.provider,
      })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'active', 'submitted']));
    for (const r of rows) {
      if (r.status !== 'submitted' && r.provider === 'usta') expect(r.number).toMatch(/^\d{10}$/);
      const [{ n } = { n: 0 }] = await t.ctx.db
        .select({ n: count() })
        .from(rosterEntries)
        .where(eq(rosterEntries.teamId, r.id));
      expect(n).toBeGreaterThanOrEqual(8);
    }
  });

  it('shows roster consent: invitations waiting, requests to join, a declined one, and the history (issue 18)', async () => {
    const invitations = await t.ctx.db.select().from(rosterInvitations);
    expect(
      invitations.filter((i) => i.status === 'pending' && i.kind === 'invitation').length,
    ).toBeGreaterThanOrEqual(2);
    expect(invitations.some((i) => i.status === 'pending' && i.kind === 'request')).toBe(true);
    expect(invitations.some((i) => i.status === 'declined')).toBe(true);
    const teamId = invitations.find((i) => i.status === 'pending')!.teamId;
    const roster = await getRoster(t.ctx.db, teamId, null);
    expect(roster.invitations.length).toBeGreaterThanOrEqual(1);
    expect(roster.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['invited', 'accepted']));
    // An invited or asking player is on no roster of that league yet, and the league admits them.
    for (const inv of invitations.filter((i) => i.status === 'pending')) {
      const [team] = await t.ctx.db.select().from(teams).where(eq(teams.id, inv.teamId));
      const onLeague = await t.ctx.db
        .select({ id: rosterEntries.id })
        .from(rosterEntries)
        .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
        .where(and(eq(rosterEntries.userId, inv.userId!), eq(teams.leagueId, team!.leagueId)));
      expect(onLeague).toHaveLength(0);
    }
    const settings = await t.ctx.db.select({ v: profiles.emailVisibility }).from(profiles);
    expect(new Set(settings.map((r) => r.v))).toEqual(new Set(['private', 'teammates', 'members']));
  });

  it('puts only players the league admits on a roster', async () => {
    const rows = await t.ctx.db.select({ id: teams.id }).from(teams);
    for (const r of rows) {
      const roster = await getRoster(t.ctx.db, r.id, null);
      expect(JSON.stringify(roster)).not.toContain('"severity":"error"');
    }
  });
});

describe('the league in progress today (issue 11 match day)', () => {
  it('has two demo teams with played and upcoming matches, and answers for the upcoming ones', async () => {
    const now = new Date();
    const league = inProgressLeague(now);
    expect(league.startsOn! < now.toISOString().slice(0, 10)).toBe(true);
    expect(league.endsOn! > now.toISOString().slice(0, 10)).toBe(true);
    const rows = await t.ctx.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .where(eq(leagues.name, league.name));
    expect(rows.map((r) => r.name).sort()).toEqual([...matchDayDemoTeams].sort());
    for (const team of rows) {
      const matches = await t.ctx.db.select().from(teamMatches).where(eq(teamMatches.teamId, team.id));
      const past = matches.filter((m) => m.startsAt < now);
      const upcoming = matches.filter((m) => m.startsAt > now);
      expect(past.length).toBeGreaterThanOrEqual(4);
      expect(upcoming.length).toBeGreaterThanOrEqual(3);
      const answers = await t.ctx.db
        .select()
        .from(matchAvailability)
        .where(eq(matchAvailability.matchId, upcoming[0]!.id));
      expect(answers.length).toBeGreaterThan(0);
      expect(new Set(answers.map((a) => a.answer)).size).toBeGreaterThan(1);
    }
  });

  it('has published lineups and confirmed scores for the played matches: the standings are real', async () => {
    const now = new Date();
    const [league] = await t.ctx.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.name, inProgressLeague(now).name));
    const staff = { isSignedIn: true, userId: null, email: null, roles: ['admin'] };
    const standings = await getLeagueStandings(t.ctx.db, league!.id, staff);
    expect(standings.matchesCounted).toBeGreaterThanOrEqual(8);
    const ours = standings.rows.filter((r) => r.isClubTeam);
    expect(ours.map((r) => r.name).sort()).toEqual([...matchDayDemoTeams].sort());
    for (const row of ours) {
      expect(row.matchesPlayed).toBeGreaterThanOrEqual(4);
      expect(row.linesWon + row.linesLost).toBe(row.matchesPlayed * 3);
      expect(row.gamesWon).toBeGreaterThan(0);
    }
    expect(standings.rows.length).toBeGreaterThan(2);
    expect(standings.rows.slice(1).every((r) => r.decidedBy !== null)).toBe(true);
    expect(standings.players.length).toBeGreaterThan(0);

    const [team] = await t.ctx.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.name, matchDayDemoTeams[0]));
    const block = await getTeamStandings(t.ctx.db, team!.id, staff);
    expect(block.standings.rows.find((r) => r.teamId === team!.id)?.matchesPlayed).toBeGreaterThanOrEqual(4);

    const published = await t.ctx.db.select().from(lineups).where(eq(lineups.status, 'published'));
    expect(published.length).toBe(standings.matchesCounted);
    const sheets = await t.ctx.db.select().from(scoreSheets);
    expect(sheets.every((s) => s.state === 'confirmed')).toBe(true);
  });
});

describe('demo sub finder (issue 21 §2)', () => {
  it('seeds members who sub and an open request on the demo team’s next match, shown to its captain', async () => {
    const { getSubFinder } = await import('@server/features/team-matches/sub-candidates-read');
    const { subRequests } = await import('@server/db/schema/team-matches-subs');
    const [request] = await t.ctx.db.select().from(subRequests);
    expect(request).toMatchObject({ status: 'open', lineId: null });
    expect(request!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const finder = await getSubFinder(t.ctx.db, request!.matchId, null);
    expect(finder.requests[0]?.invites.map((i) => [i.name, i.answer])).toEqual([
      ['Kevin Walsh', null],
      ['Yuki Tanaka', 'no'],
    ]);
    expect(finder.candidates.filter((c) => c.source === 'opted-in').length).toBeGreaterThanOrEqual(3);
    expect(finder.candidates.filter((c) => c.source === 'roster' && c.qualifies).length).toBeGreaterThan(0);
  });
});
