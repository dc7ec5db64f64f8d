import { defaultClubIdentity } from '@shared/club';
import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import type { AvailabilityAnswer } from '@shared/schemas/team-matches';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { courts } from '../schema/courts';
import { leagues, rosterEntries, teams } from '../schema/leagues';
import { matchAvailability, teamMatches, teamMatchSettings } from '../schema/team-matches';
import { matchDayDemoTeams, opponents } from '../seed-data/team-matches';
import { hasRows } from './seeded';
import { inProgressTeams, insertTeamMatch } from './team-matches';

const dayMs = 86_400_000;

/** A match at 6:30 pm on the club's clock on the day `offsetDays` from today. */
function eveningOf(now: Date, offsetDays: number): Date {
  const zone = defaultClubIdentity.timeZone;
  const today = Date.parse(`${zonedToday(zone, now)}T00:00:00Z`);
  const day = new Date(today + offsetDays * dayMs).toISOString().slice(0, 10);
  return zonedWallTimeToUtc(`${day}T18:30`, zone);
}

/**
 * The league in progress today: each of its demo teams has weekly matches from the season's
 * start (played ones in the past, upcoming ones ahead), home at one of our courts, away at the
 * other club's address; players have answered for the upcoming ones (some not yet).
 * Skipped when those teams already have matches.
 */
export async function seedTeamSchedules(db: DbOrTx, now = new Date()): Promise<void> {
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, homeCourtId: teams.homeCourtId, captainId: teams.captainId })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(inProgressTeams(matchDayDemoTeams, now));
  if (teamRows.length === 0) return;
  const teamIds = teamRows.map((t) => t.id);
  if (await hasRows(db, teamMatches, inArray(teamMatches.teamId, teamIds))) return;
  const courtRows = await db.select({ id: courts.id }).from(courts).orderBy(asc(courts.name));
  for (const [teamIndex, team] of teamRows.sort((a, b) => a.name.localeCompare(b.name)).entries()) {
    const homeCourtId = team.homeCourtId ?? courtRows[teamIndex % Math.max(courtRows.length, 1)]?.id ?? null;
    await db
      .insert(teamMatchSettings)
      .values({ teamId: team.id, cutoffHours: 24, reminderDays: [7, 3] })
      .onConflictDoNothing();
    const roster = await db
      .select({ id: rosterEntries.id })
      .from(rosterEntries)
      .where(eq(rosterEntries.teamId, team.id))
      .orderBy(asc(rosterEntries.addedAt), asc(rosterEntries.id));
    // Weekly from six weeks ago (the league's start) to four weeks ahead; team 2 plays a day later.
    for (let week = 0; week < 10; week++) {
      const offset = -40 + week * 7 + teamIndex;
      const isHome = (week + teamIndex) % 2 === 0;
      const opponent = opponents[(week + teamIndex * 3) % opponents.length]!;
      const isPostponed = week === 3 && teamIndex === 0;
      const match = await insertTeamMatch(db, {
        teamId: team.id,
        startsAt: eveningOf(now, offset),
        isHome,
        opponentTeam: opponent.team,
        opponentClub: opponent.club,
        courtId: isHome ? homeCourtId : null,
        address: isHome && homeCourtId ? '' : opponent.address,
        notes: isHome ? 'Warm-up from 6:40 pm. Bring a can of new balls.' : 'Car-pool from the club at 6 pm.',
        status: isPostponed ? 'postponed' : 'scheduled',
        createdBy: team.captainId,
        createdAt: new Date(now.getTime() - 45 * dayMs),
      });
      if (offset <= 0 || isPostponed) continue;
      // Upcoming: the nearer the match, the more players have answered; a few never do.
      const answered = week <= 7 ? roster.length - 3 : Math.floor(roster.length / 2);
      const answers: AvailabilityAnswer[] = ['yes', 'yes', 'no', 'yes', 'maybe', 'yes', 'yes', 'no'];
      const rows = roster.slice(0, Math.max(answered, 0)).map((entry, i) => ({
        matchId: match.id,
        rosterEntryId: entry.id,
        answer: answers[(i + week) % answers.length]!,
        note: i === 2 ? 'Back from a trip that afternoon' : '',
        source: i % 2 === 0 ? ('email' as const) : ('site' as const),
        answeredAt: new Date(now.getTime() - (i + 1) * 3_600_000),
      }));
      if (rows.length > 0) await db.insert(matchAvailability).values(rows);
    }
  }
}
