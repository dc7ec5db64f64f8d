import { insertRegistration, insertSocialEvent } from '@server/db/factories/events';
import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { registrations } from '@server/db/schema/events';
import { rosterEntries } from '@server/db/schema/leagues';
import { lineups, matchAvailability, scoreSheets } from '@server/db/schema/team-matches';
import { availabilityLinkUrl } from '@server/features/team-matches/availability-answers';
import { createPendingPayment } from '@server/lib/ledger/ledger';
import { myWeekApi } from '@shared/api/my-week';
import { scheduleApi } from '@shared/api/team-matches';
import type { MyWeek } from '@shared/schemas/my-week';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { insertCourt } from '../support/factories';
import { validateICalendar } from '../support/ical-validator';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let player: Signed;
let partner: Signed;
let loner: Signed;
let teamId: string;
const ids: Record<'soon' | 'later' | 'farAway' | 'played' | 'social', string> = {
  soon: '',
  later: '',
  farAway: '',
  played: '',
  social: '',
};
const dayMs = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * dayMs);

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [player, partner, loner] = await Promise.all([
    createSignedInUser(t, ['member'], { name: 'Wendy Weekly' }),
    createSignedInUser(t, ['member'], { name: 'Pia Partner' }),
    createSignedInUser(t, ['member']),
  ]);
  const db = t.ctx.db;
  const league = await insertLeague(
    db,
    buildLeague(
      {
        season: 'fall',
        gender: 'mixed',
        ageDivision: '18+',
        level: { kind: 'combined', total: 7, minIndividual: 3 },
        lines: { singles: 0, doubles: 3 },
      },
      new Date(),
      new Date(Date.now() - 30 * dayMs),
    ),
  );
  const team = await insertTeam(db, { leagueId: league.id, name: 'Week Testers', status: 'active' });
  teamId = team.id;
  await insertRosterEntries(
    db,
    teamId,
    [
      { userId: player.user.id, name: 'Wendy Weekly' },
      { userId: partner.user.id, name: 'Pia Partner' },
    ],
    null,
  );
  const court = await insertCourt(db, { name: 'Week Test Courts', address: '1 Baseline Ave, Riverton' });
  const soon = await insertTeamMatch(db, { teamId, startsAt: at(3), isHome: true, courtId: court.id });
  const later = await insertTeamMatch(db, { teamId, startsAt: at(5), isHome: false, address: '9 Away Rd' });
  const farAway = await insertTeamMatch(db, { teamId, startsAt: at(20), isHome: true, courtId: court.id });
  const played = await insertTeamMatch(db, { teamId, startsAt: at(-6), isHome: false, address: '9 Away Rd' });
  Object.assign(ids, { soon: soon.id, later: later.id, farAway: farAway.id, played: played.id });
  const [entry] = await db.select().from(rosterEntries).where(eq(rosterEntries.userId, player.user.id));
  await db
    .insert(matchAvailability)
    .values({ matchId: later.id, rosterEntryId: entry!.id, answer: 'maybe', note: 'Back late' });
  await db.insert(lineups).values({
    teamMatchId: later.id,
    status: 'published',
    lines: [
      { lineId: 'D1', playerIds: [] },
      { lineId: 'D2', playerIds: [partner.user.id, player.user.id] },
    ],
    publishedAt: new Date(),
  });
  // Away: side 1 is the home team, so our side is 2 (won 6-3 6-4 from our side).
  await db.insert(scoreSheets).values({
    teamMatchId: played.id,
    state: 'confirmed',
    lines: [
      {
        lineId: 'D1',
        status: 'COMPLETED',
        score: {
          sets: [
            { side1: 3, side2: 6 },
            { side1: 4, side2: 6 },
          ],
        },
        winningSide: 2,
        ourPlayers: [player.user.id, partner.user.id],
        opponentPlayers: ['A', 'B'],
      },
    ],
  });
  const social = await insertSocialEvent(db, {
    title: 'Week Test Mixer',
    feeCents: 1500,
    startsAt: at(4),
    endsAt: at(4.1),
  });
  const reg = await insertRegistration(
    db,
    { socialEventId: social.id },
    { name: 'Wendy Weekly', email: player.user.email, phone: '', ntrp: '3.5' },
  );
  ids.social = reg.id;
  await db.update(registrations).set({ userId: player.user.id }).where(eq(registrations.id, reg.id));
  await createPendingPayment(db, {
    purpose: 'event_fee',
    purposeId: reg.id,
    userId: player.user.id,
    payerName: 'Wendy Weekly',
    payerEmail: player.user.email,
    amountCents: 1500,
    method: 'cash',
  });
});
afterAll(() => t.close());

async function weekOf(who: Signed): Promise<MyWeek> {
  return answerOf(await callRoute(t, myWeekApi.week, { as: who.headers }));
}

describe('my week', () => {
  it('shows the member their matches, answer, line, open request, sign-up, dues and season in one read', async () => {
    const week = await weekOf(player);
    // This week's two matches; the one in three weeks is not this week and the team has one this week.
    expect(week.matches.map((m) => m.match.id)).toEqual([ids.soon, ids.later]);
    const [soon, later] = week.matches;
    expect(soon).toMatchObject({ teamName: 'Week Testers', myAnswer: null, lineup: null });
    expect(soon!.match).toMatchObject({ placeName: 'Week Test Courts', address: '1 Baseline Ave, Riverton' });
    expect(later).toMatchObject({
      myAnswer: { answer: 'maybe', note: 'Back late' },
      lineup: { line: { lineId: 'D2', partnerNames: ['Pia Partner'] }, isAlternate: false },
    });
    // Open requests: every upcoming open match not answered yet, this week or later.
    expect(week.openRequests.map((m) => m.match.id)).toEqual([ids.soon, ids.farAway]);
    expect(week.signups).toEqual([
      expect.objectContaining({ kind: 'social', title: 'Week Test Mixer', status: 'confirmed' }),
    ]);
    expect(week.dues).toEqual([expect.objectContaining({ purpose: 'event_fee', amountCents: 1500 })]);
    expect(week.results).toEqual([
      expect.objectContaining({
        matchId: ids.played,
        lineId: 'D1',
        partnerNames: ['Pia Partner'],
        outcome: 'won',
        score: '6-3 6-4',
        isConfirmed: true,
      }),
    ]);
    expect(week.teams).toEqual([expect.objectContaining({ id: teamId, record: { won: 1, lost: 0 } })]);
    expect(week.calendarUrl).toBeNull();
  });

  it('answers with one tap through the availability rules, and the week shows it', async () => {
    const res = await callRoute(t, scheduleApi.answer, {
      params: { id: ids.soon },
      body: { answer: 'yes', note: '' },
      as: player.headers,
    });
    expect(res.status).toBe(200);
    const week = await weekOf(player);
    expect(week.matches[0]!.myAnswer?.answer).toBe('yes');
    expect(week.openRequests.map((m) => m.match.id)).toEqual([ids.farAway]);
  });

  it('is only ever your own: another member sees their own empty week, a visitor is asked to log in', async () => {
    const week = await weekOf(loner);
    expect(week).toMatchObject({
      teams: [],
      matches: [],
      openRequests: [],
      signups: [],
      dues: [],
      results: [],
    });
    const anonymous = await callRoute(t, myWeekApi.week);
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
  });

  it('a member invited by e-mail before having an account finds the team in their week', async () => {
    const invited = await createSignedInUser(t, ['member']);
    await t.ctx.db
      .insert(rosterEntries)
      .values({ teamId, email: invited.user.email.toUpperCase(), name: 'Ivy' });
    const week = await weekOf(invited);
    expect(week.teams.map((x) => x.id)).toEqual([teamId]);
    expect(week.matches.map((m) => m.match.id)).toEqual([ids.soon, ids.later]);
  });
});

describe('a rostered player invited by e-mail, without an account', () => {
  it('opens the match, the published lineup and their answer from the signed link, and is offered the sign-up with that address', async () => {
    const [entry] = await t.ctx.db
      .insert(rosterEntries)
      .values({ teamId, email: 'no.account.yet@example.com', name: 'Nora Noaccount' })
      .returning();
    const later = { id: ids.later, startsAt: at(5) };
    const linkOf = (entryId: string) =>
      new URL(availabilityLinkUrl(t.ctx, later, entryId)).searchParams.get('token')!;
    const view = answerOf(await callRoute(t, scheduleApi.link, { query: { token: linkOf(entry!.id) } }));
    expect(view).toMatchObject({
      playerName: 'Nora Noaccount',
      teamName: 'Week Testers',
      invitedEmail: 'no.account.yet@example.com',
    });
    expect(view.match.id).toBe(ids.later);
    expect(view.lineupPath).toBeNull(); // published without a share token in this fixture
    // A player with an account is not offered one.
    const [mine] = await t.ctx.db
      .select()
      .from(rosterEntries)
      .where(eq(rosterEntries.userId, player.user.id));
    const own = answerOf(await callRoute(t, scheduleApi.link, { query: { token: linkOf(mine!.id) } }));
    expect(own.invitedEmail).toBeNull();
    await t.ctx.db
      .update(lineups)
      .set({ shareToken: 'week-share-token' })
      .where(eq(lineups.teamMatchId, ids.later));
    const withLineup = answerOf(
      await callRoute(t, scheduleApi.link, { query: { token: linkOf(entry!.id) } }),
    );
    expect(withLineup.lineupPath).toBe('/lineups/week-share-token');
  });
});

describe('personal calendar feed', () => {
  it('makes a signed key; the feed has every match and sign-up; renewing and revoking stop the old address', async () => {
    const made = answerOf(await callRoute(t, myWeekApi.renewCalendarKey, { as: player.headers }));
    expect(made.calendarUrl).toMatch(/\/api\/me\/calendar\.ics\?key=/);
    expect((await weekOf(player)).calendarUrl).toBe(made.calendarUrl);
    const feedPath = (url: string) => url.slice(url.indexOf('/api/'));

    const feed = await t.app.request(feedPath(made.calendarUrl));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const cal = validateICalendar(await feed.text());
    const uids = cal.events.map((e) => e.get('UID'));
    for (const id of [ids.soon, ids.later, ids.farAway, ids.played])
      expect(uids.some((u) => u?.startsWith(`team-match-${id}@`))).toBe(true);
    expect(cal.events.some((e) => e.get('SUMMARY') === 'Week Test Mixer')).toBe(true);
    // The feed is the key holder's: another member's matches do not leak in, and nothing without a key.
    expect((await t.app.request('/api/me/calendar.ics')).status).toBe(404);
    const forged = made.calendarUrl.replace(/key=([^.]+)\.[^&]+/, 'key=$1.AAAA');
    expect((await t.app.request(feedPath(forged))).status).toBe(404);

    const renewed = answerOf(await callRoute(t, myWeekApi.renewCalendarKey, { as: player.headers }));
    expect(renewed.calendarUrl).not.toBe(made.calendarUrl);
    expect((await t.app.request(feedPath(made.calendarUrl))).status).toBe(404);
    expect((await t.app.request(feedPath(renewed.calendarUrl))).status).toBe(200);

    expect((await callRoute(t, myWeekApi.revokeCalendarKey, { as: player.headers })).status).toBe(204);
    expect((await t.app.request(feedPath(renewed.calendarUrl))).status).toBe(404);
    expect((await weekOf(player)).calendarUrl).toBeNull();
    // A new address after revoking is new: the revoked one stays dead.
    const again = answerOf(await callRoute(t, myWeekApi.renewCalendarKey, { as: player.headers }));
    expect(again.calendarUrl).not.toBe(renewed.calendarUrl);
    expect((await t.app.request(feedPath(renewed.calendarUrl))).status).toBe(404);
    expect((await t.app.request(feedPath(again.calendarUrl))).status).toBe(200);
  });

  it('asks a visitor to log in to make or revoke a key; one member cannot touch another’s', async () => {
    expect((await callRoute(t, myWeekApi.renewCalendarKey)).status).toBe(401);
    expect((await callRoute(t, myWeekApi.revokeCalendarKey)).status).toBe(401);
    const mine = answerOf(await callRoute(t, myWeekApi.renewCalendarKey, { as: partner.headers }));
    await callRoute(t, myWeekApi.revokeCalendarKey, { as: loner.headers });
    expect((await t.app.request(mine.calendarUrl.slice(mine.calendarUrl.indexOf('/api/')))).status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(matchAvailability)
      .where(and(eq(matchAvailability.matchId, ids.soon)));
    expect(rows).toHaveLength(1);
  });
});
