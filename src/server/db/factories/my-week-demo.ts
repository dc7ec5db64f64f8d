import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { createPendingPayment } from '../../lib/ledger/ledger';
import type { DbOrTx } from '../client';
import { user } from '../schema/auth';
import { registrations, socialEvents } from '../schema/events';
import { leagues, rosterEntries, teams } from '../schema/leagues';
import { payments } from '../schema/payments';
import { matchAvailability } from '../schema/team-matches';
import { matchDayDemoTeams } from '../seed-data/team-matches';
import { insertRegistration } from './events';
import { inProgressTeams, upcomingMatches } from './team-matches';

/*
 * A believable week for one member (issue 21 §1), for the demo seed and the e2e journeys: a place
 * on a match-day demo team (its matches this week come from the schedule seed), the first
 * upcoming match left unanswered (an open availability request) and the next one answered, a
 * sign-up for the next social with a fee, and that fee still owed.
 */

const dayMs = 86_400_000;

export interface WeekMember {
  userId: string;
  name: string;
  email: string;
}

/** The member's place on the team: theirs already (a demo player), or added now by its captain. */
async function placeOn(db: DbOrTx, team: { id: string; captainId: string | null }, member: WeekMember) {
  const [existing] = await db
    .select({ id: rosterEntries.id })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.teamId, team.id), eq(rosterEntries.userId, member.userId)))
    .limit(1);
  if (existing) return existing;
  const [added] = await db
    .insert(rosterEntries)
    .values({ teamId: team.id, userId: member.userId, name: member.name, addedBy: team.captainId })
    .returning({ id: rosterEntries.id });
  return added!;
}

/**
 * The demo club's member with a week to show: the last player on the first match-day team (the
 * schedule seed leaves the last ones' answers open). Skipped once they have a fee owed.
 */
export async function seedMyWeekDemo(db: DbOrTx, now = new Date()): Promise<void> {
  const [player] = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .innerJoin(user, eq(user.id, rosterEntries.userId))
    .where(inProgressTeams(matchDayDemoTeams, now))
    .orderBy(asc(teams.name), desc(rosterEntries.addedAt), desc(rosterEntries.id))
    .limit(1);
  if (!player) return;
  const [owed] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, player.userId),
        eq(payments.purpose, 'event_fee'),
        eq(payments.state, 'pending'),
      ),
    )
    .limit(1);
  if (owed) return;
  await giveMemberAWeek(db, player, now);
}

/** The member's week; does nothing when the demo league in progress has no match-day team. */
export async function giveMemberAWeek(db: DbOrTx, member: WeekMember, now = new Date()): Promise<void> {
  const [team] = await db
    .select({ id: teams.id, captainId: teams.captainId })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(inProgressTeams(matchDayDemoTeams, now))
    .orderBy(asc(teams.name))
    .limit(1);
  if (!team) return;
  const entry = await placeOn(db, team, member);
  const upcoming = await upcomingMatches(db, team.id, now, 2);
  if (upcoming[1]) {
    await db
      .insert(matchAvailability)
      .values({
        matchId: upcoming[1].id,
        rosterEntryId: entry.id,
        answer: 'yes',
        note: '',
        source: 'site',
        answeredBy: member.userId,
        answeredAt: new Date(now.getTime() - 5 * 3_600_000),
      })
      .onConflictDoNothing();
  }

  const [social] = await db
    .select()
    .from(socialEvents)
    .where(
      and(
        eq(socialEvents.status, 'published'),
        gt(socialEvents.startsAt, now),
        gt(socialEvents.feeCents, 0),
        // A place that exists: never one past the capacity (the full social keeps its waitlist).
        sql`(select count(*) from ${registrations} r where r.social_event_id = ${socialEvents.id} and r.status = 'confirmed') < ${socialEvents.capacity}`,
      ),
    )
    .orderBy(asc(socialEvents.startsAt))
    .limit(1);
  if (!social) return;
  const registration = await insertRegistration(
    db,
    { socialEventId: social.id },
    { name: member.name, email: member.email, phone: '555-0142', ntrp: '3.5' },
    { createdAt: new Date(now.getTime() - 2 * dayMs) },
  );
  await db.update(registrations).set({ userId: member.userId }).where(eq(registrations.id, registration.id));
  await createPendingPayment(db, {
    purpose: 'event_fee',
    purposeId: registration.id,
    userId: member.userId,
    payerName: member.name,
    payerEmail: member.email,
    amountCents: social.feeCents,
    method: 'cash',
    notes: 'Payable on the day or online',
  });
}
