import { isAllowed } from '@shared/access';
import { standingsApi } from '@shared/api/team-matches';
import { type CsvColumn, toCsv } from '@shared/csv';
import type { LeagueStandings, StandingsRulesInput, TeamStandings } from '@shared/schemas/team-matches';
import { describeLeagueLevel } from '@shared/tennis/eligibility';
import {
  computeStandings,
  playerRecords,
  type StandingsRules,
  standingsCriterionLabels,
  standingsRulesSchema,
  type TeamMatchResult,
} from '@shared/tennis/standings';
import { isUuid } from '@shared/uuid';
import { and, eq, ne } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leagues, teams } from '../../db/schema/leagues';
import { scoreSheets, teamMatches } from '../../db/schema/team-matches';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { csvFileName } from '../../lib/csv';
import { eligibilityLeagueOf, standingsRulesOf, tieFormatOf } from '../../lib/league-rules';
import { VersionedReadCache } from '../../lib/versioned-read-cache';
import { loadNames } from './lineup-store';
import { opponentTeamId, teamMatchResultOf } from './score-sheets';

/*
 * League standings from stored results: only confirmed score sheets of matches not cancelled
 * count. The league's table holds our teams and the opponents they met (by the opponent's team
 * name: the other clubs' teams have no rows here), ranked by the coordinator's tie-break order
 * with the criterion that separated each team from the one above (shared/tennis/standings.ts).
 */

const notFound = () => new AppError('NOT_FOUND', 'We could not find that league.');

async function loadLeague(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The same for every viewer until a league, team, match, score sheet or player name changes
 * (issue 24): cached per league and checked with one read of the league-reads version.
 */
const standingsCache = new VersionedReadCache<
  Omit<LeagueStandings, 'canConfigure'> & { coordinatorId: string | null }
>('league-reads', 500);

export async function getLeagueStandings(
  db: DbOrTx,
  leagueId: string,
  viewer: RequestViewer,
): Promise<LeagueStandings> {
  if (!isUuid(leagueId)) throw notFound();
  const { coordinatorId, ...standings } = await standingsCache.get(db, leagueId, () =>
    computeLeagueStandings(db, leagueId),
  );
  return {
    ...standings,
    canConfigure: isAllowed(standingsApi.setRules.access, viewer, {
      leagueCoordinatorId: coordinatorId,
    }),
  };
}

async function computeLeagueStandings(db: DbOrTx, leagueId: string) {
  const league = await loadLeague(db, leagueId);
  const tie = tieFormatOf(league);
  const rules = standingsRulesOf(league);
  const clubTeams = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), ne(teams.status, 'rejected')));
  const played = await db
    .select({ match: teamMatches, lines: scoreSheets.lines })
    .from(scoreSheets)
    .innerJoin(teamMatches, eq(teamMatches.id, scoreSheets.teamMatchId))
    .innerJoin(teams, eq(teams.id, teamMatches.teamId))
    .where(
      and(
        eq(teams.leagueId, leagueId),
        eq(scoreSheets.state, 'confirmed'),
        ne(teamMatches.status, 'cancelled'),
      ),
    );
  const lineIds = new Set(tie.lines.map((l) => l.id));
  const listed = new Map(clubTeams.map((t) => [t.id, t.name]));
  const ours = new Set(listed.keys());
  const results: TeamMatchResult[] = played.map(({ match, lines }) => {
    const them = opponentTeamId(match.opponentTeam);
    if (!listed.has(them)) listed.set(them, match.opponentTeam);
    // A line the coordinator has since removed from the format no longer counts.
    return teamMatchResultOf(
      match,
      lines.filter((l) => lineIds.has(l.lineId)),
    );
  });
  const standings = computeStandings(
    [...listed].map(([id, name]) => ({ id, name })),
    results,
    tie,
    rules,
  );
  const records = playerRecords(results, tie).filter((r) => ours.has(r.teamId));
  const names = await loadNames(
    db,
    records.map((r) => r.playerId),
  );
  return {
    league: {
      id: league.id,
      name: league.name,
      levelText: describeLeagueLevel(eligibilityLeagueOf(league)),
    },
    order: rules.order,
    retiredScoring: rules.retiredScoring,
    rows: standings.map((s) => ({ ...s, isClubTeam: ours.has(s.teamId) })),
    players: records.map((r) => ({
      ...r,
      name: names.get(r.playerId) ?? 'A former player',
      teamName: listed.get(r.teamId) ?? '',
    })),
    matchesCounted: results.length,
    coordinatorId: league.coordinatorId,
  };
}

export async function getTeamStandings(
  db: DbOrTx,
  teamId: string,
  viewer: RequestViewer,
): Promise<TeamStandings> {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const standings = await getLeagueStandings(db, team.leagueId, viewer);
  return {
    teamId: team.id,
    teamName: team.name,
    standings: { ...standings, players: standings.players.filter((p) => p.teamId === team.id) },
  };
}

export async function loadLeagueFacts(db: DbOrTx, leagueId: string) {
  const league = await loadLeague(db, leagueId);
  return { leagueCoordinatorId: league.coordinatorId };
}

export async function setStandingsRules(
  db: DbOrTx,
  leagueId: string,
  input: StandingsRules | StandingsRulesInput,
  viewer: RequestViewer,
): Promise<LeagueStandings> {
  await loadLeague(db, leagueId);
  const rules = standingsRulesSchema.parse(input);
  await db
    .update(leagues)
    .set({ standingsRules: rules, updatedAt: new Date() })
    .where(eq(leagues.id, leagueId));
  return getLeagueStandings(db, leagueId, viewer);
}

type Row = LeagueStandings['rows'][number];
const pct = (n: number) => Math.round(n * 1000) / 10;
const standingsColumns: CsvColumn<Row>[] = [
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Team', value: (r) => r.name },
  { header: 'Played', value: (r) => r.matchesPlayed },
  { header: 'Won', value: (r) => r.matchesWon },
  { header: 'Lost', value: (r) => r.matchesLost },
  { header: 'Tied', value: (r) => r.matchesTied },
  { header: 'Lines won', value: (r) => r.linesWon },
  { header: 'Lines lost', value: (r) => r.linesLost },
  { header: 'Sets won', value: (r) => r.setsWon },
  { header: 'Sets lost', value: (r) => r.setsLost },
  { header: 'Games won', value: (r) => r.gamesWon },
  { header: 'Games lost', value: (r) => r.gamesLost },
  { header: 'Games won %', value: (r) => pct(r.gamesWonPct) },
  { header: 'Decided by', value: (r) => r.decidedBy?.text ?? '' },
];

export async function exportStandingsCsv(db: DbOrTx, leagueId: string, viewer: RequestViewer) {
  const standings = await getLeagueStandings(db, leagueId, viewer);
  return {
    filename: await csvFileName(db, 'standings', standings.league.name),
    csv: toCsv(standings.rows, standingsColumns, { timeZone: await resolveClubTimeZone(db) }),
    order: standings.order.map((c) => standingsCriterionLabels[c]),
  };
}
