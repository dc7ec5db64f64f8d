import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { leagues, teams } from '../schema/leagues';
import { teamMatches } from '../schema/team-matches';
import { inProgressLeague } from './leagues';

/** A team match row (tests, the demo seed and fixtures); captains schedule through the API. */
export async function insertTeamMatch(
  db: DbOrTx,
  values: Omit<typeof teamMatches.$inferInsert, 'opponentTeam'> & { opponentTeam?: string },
) {
  const [row] = await db
    .insert(teamMatches)
    .values({ opponentTeam: 'Riverside TC 3.5', opponentClub: 'Riverside Tennis Club', ...values })
    .returning();
  return row!;
}

/**
 * The demo's teams named `names` in the league in progress (factories/leagues.ts): the condition
 * of a query that joins teams to leagues.
 */
export function inProgressTeams(names: readonly string[], now: Date) {
  return and(eq(leagues.name, inProgressLeague(now).name), inArray(teams.name, [...names]));
}

/** A team's next `limit` scheduled matches, soonest first. */
export function upcomingMatches(db: DbOrTx, teamId: string, now: Date, limit: number) {
  return db
    .select()
    .from(teamMatches)
    .where(
      and(eq(teamMatches.teamId, teamId), gt(teamMatches.startsAt, now), eq(teamMatches.status, 'scheduled')),
    )
    .orderBy(asc(teamMatches.startsAt))
    .limit(limit);
}
