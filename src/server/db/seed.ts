import { and, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { registerMembershipPayments } from '../features/membership/membership-payments';
import { seedClubMessages } from './factories/club-messages';
import { seedBoardMembers } from './factories/contacts';
import { seedContent, seedContentPages } from './factories/content';
import { seedCourts } from './factories/courts';
import { seedEvents } from './factories/events';
import { seedLeagues } from './factories/leagues';
import { seedLookingForTeam } from './factories/looking-for-team';
import { seedMembership } from './factories/membership';
import { seedMyWeekDemo } from './factories/my-week-demo';
import { seedPayments } from './factories/payments';
import { seedDemoPeople } from './factories/people';
import { seedNoticePreferences } from './factories/push';
import { seedTeamResults } from './factories/results-demo';
import { seedRosterDemo } from './factories/roster-demo';
import { seedTeamSchedules } from './factories/schedule-demo';
import { seedSubFinderDemo } from './factories/team-matches-subs';
import { seedTeamSuccess } from './factories/team-success';
import { seedTournamentDraws } from './factories/tournament-draws-demo';
import { emailOutbox } from './schema/mail';

/**
 * Fills an empty database with believable demo content. Each feature adds its
 * own seeding step here; every step must be idempotent (skip when its data exists).
 */
export async function seedDemoContent(ctx: AppContext): Promise<void> {
  const steps: Array<(ctx: AppContext) => Promise<void>> = [
    // Courts first: events refer to them.
    (c) => seedCourts(c.db),
    (c) => seedBoardMembers(c.db),
    (c) => seedContent(c.db),
    (c) => seedEvents(c.db),
    (c) => seedLeagues(c.db),
    (c) => seedMembership(c.db),
    (c) => seedPayments(c.db),
    // After the leagues and seasons: members' dues go through the ledger, teams into the leagues.
    (c) => seedDemoPeople(c),
    // After the people: some take team notices by push (issue 21 §3).
    (c) => seedNoticePreferences(c.db),
    // After the teams: their roster history, invitations waiting, requests to join (issue 18).
    (c) => seedRosterDemo(c.db),
    // After the leagues: a placed demo request joins a team when the season has one.
    (c) => seedLookingForTeam(c.db),
    // After the teams: the league in progress today gets its played and upcoming matches.
    (c) => seedTeamSchedules(c.db),
    // After the schedules: members who sub, and an open sub request on a demo team's next match.
    (c) => seedSubFinderDemo(c.db),
    // After the schedules: the played matches get published lineups and confirmed scores.
    (c) => seedTeamResults(c.db),
    // After the schedules and events: one demo member's week (a sign-up, a fee owed; issue 21).
    (c) => seedMyWeekDemo(c.db),
    // After the demo teams: stories link to them.
    (c) => seedTeamSuccess(c),
    // After the teams and rosters: a captain's message to their team, and the newsletter.
    (c) => seedClubMessages(c.db),
    // After the courts: the tournament in progress with its draws, order of play and results.
    (c) => seedTournamentDraws(c),
  ];
  // The seed may run before the app is built (the prepare-database child): dues paid through the
  // ledger need the membership handlers that activate the membership.
  registerMembershipPayments();
  const started = Date.now();
  // Mail already waiting is not the seed's (an operator's, or the e2e set-up's reminders).
  const waitingBefore = await ctx.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  for (const step of steps) await step(ctx);
  // The demo's history ran through the app's own writes, which queue their notices (receipts,
  // confirmations): mail about the past is not sent today to the demo's addresses.
  await ctx.db.delete(emailOutbox).where(
    and(
      eq(emailOutbox.status, 'pending'),
      waitingBefore.length
        ? notInArray(
            emailOutbox.id,
            waitingBefore.map((row) => row.id),
          )
        : undefined,
    ),
  );
  ctx.logger.info({ ms: Date.now() - started }, 'demo content seeded');
}

/**
 * What a database the server has just created gets: the demo club, or with DEMO_CONTENT=off only
 * the club's pages (a real club starting from nothing adds its own members, courts and events).
 */
export async function seedNewDatabase(ctx: AppContext): Promise<void> {
  if (ctx.env.DEMO_CONTENT === 'on') return seedDemoContent(ctx);
  await seedContentPages(ctx.db);
  ctx.logger.info('club pages seeded (DEMO_CONTENT=off: no demo club)');
}
