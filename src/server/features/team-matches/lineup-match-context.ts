import type { RecordFacts } from '@shared/access';
import type { MatchHeading } from '@shared/schemas/team-matches';
import { isUuid } from '@shared/uuid';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagues, teams } from '../../db/schema/leagues';
import { teamMatches } from '../../db/schema/team-matches';
import { AppError } from '../../lib/app-error';
import { captainIdsOf } from '../../lib/team-captains';

/*
 * One team match with its team and league: what lineups, scores and the scorecard read first,
 * and the record facts their access rules need (the team's captains, the league's coordinator).
 */

export interface MatchContext {
  match: typeof teamMatches.$inferSelect;
  team: typeof teams.$inferSelect;
  league: typeof leagues.$inferSelect;
}

const notFound = () => new AppError('NOT_FOUND', 'We could not find that team match.');

export async function loadMatchContext(db: DbOrTx, id: string): Promise<MatchContext> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ match: teamMatches, team: teams, league: leagues })
    .from(teamMatches)
    .innerJoin(teams, eq(teams.id, teamMatches.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teamMatches.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A match's context plus the facts of its access rules (captains, the league's coordinator). */
export interface MatchRecord extends MatchContext {
  facts: RecordFacts;
}

/**
 * The `record` loader of the lineup and score routes: one query, whose match, team and league
 * the domain then uses (it is not loaded a second time).
 */
export async function loadMatchRecord(db: DbOrTx, id: string): Promise<MatchRecord> {
  const context = await loadMatchContext(db, id);
  return {
    ...context,
    facts: { teamCaptainIds: captainIdsOf(context.team), leagueCoordinatorId: context.league.coordinatorId },
  };
}

export function matchHeadingOf({ match, team, league }: MatchContext): MatchHeading {
  const opponent = match.opponentClub ? `${match.opponentTeam} (${match.opponentClub})` : match.opponentTeam;
  return {
    id: match.id,
    startsAt: match.startsAt.toISOString(),
    isHome: match.isHome,
    opponentTeam: match.opponentTeam,
    opponentClub: match.opponentClub,
    status: match.status,
    teamId: team.id,
    teamName: team.name,
    leagueId: league.id,
    leagueName: league.name,
    homeName: match.isHome ? team.name : opponent,
    awayName: match.isHome ? opponent : team.name,
  };
}
