import type { DbOrTx } from '../client';
import { teamMatches } from '../schema/team-matches';

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
