import { randomBytes } from 'node:crypto';
import type { LineupLine } from '@shared/tennis/lineup';
import { checkLineup } from '@shared/tennis/lineup';
import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import { loadMatchContext } from '../../features/team-matches/lineup-match-context';
import { loadRosterPlayers, saveLineup } from '../../features/team-matches/lineup-store';
import { confirmScores, enterScores } from '../../features/team-matches/score-sheets';
import { eligibilityLeagueOf, tieFormatOf } from '../../lib/league-rules';
import type { DbOrTx } from '../client';
import { leagues, teams } from '../schema/leagues';
import { lineups, scoreSheets, teamMatches } from '../schema/team-matches';
import { type LineResult, linesWonByWeek, scoreBank } from '../seed-data/team-match-results';
import { matchDayDemoTeams } from '../seed-data/team-matches';
import { hasRows } from './seeded';
import { inProgressTeams } from './team-matches';

/*
 * Results of the league in progress (issue 11 §3–4): every played match of the demo teams gets a
 * published lineup and a confirmed score sheet, so the standings page and the teams' standings
 * block show real standings on a fresh demo database. Lineups and scores go through the same
 * domain functions as the captains' (eligibility and score validation included); publishing is
 * marked directly because a seed must not e-mail players about matches already played.
 */

function scoreOf(result: LineResult, isSide1Winner: boolean) {
  const side = (w: number, l: number) => (isSide1Winner ? { side1: w, side2: l } : { side1: l, side2: w });
  return {
    sets: result.sets.map(([w, l, tb]) => ({ ...side(w, l), ...(tb !== undefined ? { tiebreak: tb } : {}) })),
    ...(result.matchTiebreak ? { matchTiebreak: side(...result.matchTiebreak) } : {}),
  };
}

/** Pairs (or singles) for every line that the league's rules admit, by depth-first search. */
function pickLines(
  tieLines: readonly { id: string; type: 'singles' | 'doubles' }[],
  order: readonly string[],
  isAdmitted: (lines: LineupLine[]) => boolean,
): LineupLine[] | null {
  const search = (done: LineupLine[], used: Set<string>): LineupLine[] | null => {
    const line = tieLines[done.length];
    if (!line) return done;
    const free = order.filter((id) => !used.has(id));
    const choices =
      line.type === 'singles'
        ? free.map((a) => [a])
        : free.flatMap((a, i) => free.slice(i + 1).map((b) => [a, b]));
    for (const playerIds of choices) {
      const next = [...done, { lineId: line.id, playerIds }];
      if (!isAdmitted(next)) continue;
      const found = search(next, new Set([...used, ...playerIds]));
      if (found) return found;
    }
    return null;
  };
  return search([], new Set());
}

export async function seedTeamResults(db: DbOrTx, now = new Date()): Promise<void> {
  const rows = await db
    .select({ team: teams, league: leagues })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(inProgressTeams(matchDayDemoTeams, now))
    .orderBy(asc(teams.name));
  if (rows.length === 0) return;
  const played = await db
    .select()
    .from(teamMatches)
    .where(
      and(
        inArray(
          teamMatches.teamId,
          rows.map((r) => r.team.id),
        ),
        lt(teamMatches.startsAt, now),
        ne(teamMatches.status, 'cancelled'),
        ne(teamMatches.status, 'postponed'),
      ),
    )
    .orderBy(asc(teamMatches.startsAt));
  if (played.length === 0) return;
  const playedIds = played.map((m) => m.id);
  if (await hasRows(db, scoreSheets, inArray(scoreSheets.teamMatchId, playedIds))) return;

  for (const [teamIndex, { team, league }] of rows.entries()) {
    const tie = tieFormatOf(league);
    const rules = eligibilityLeagueOf(league);
    const roster = await loadRosterPlayers(db, team.id);
    const players = new Map([...roster].map(([id, p]) => [id, p.player]));
    const ids = [...roster.keys()];
    const captain: RequestViewer = {
      isSignedIn: true,
      userId: team.captainId,
      email: null,
      roles: ['captain'],
    };
    const confirmer: RequestViewer = {
      isSignedIn: true,
      userId: team.coCaptainId ?? league.coordinatorId ?? null,
      email: null,
      roles: ['captain'],
    };
    for (const [week, match] of played.filter((m) => m.teamId === team.id).entries()) {
      // A different rotation each week, so the whole roster plays during the season.
      const shift = (week * 2) % Math.max(ids.length, 1);
      const order = [...ids.slice(shift), ...ids.slice(0, shift)];
      const lines = pickLines(tie.lines, order, (l) =>
        checkLineup({ tie, lines: l, roster: players, league: rules }).every((i) => i.severity !== 'error'),
      );
      if (!lines) continue;
      const used = new Set(lines.flatMap((l) => l.playerIds));
      const alternates = order.filter((id) => !used.has(id)).slice(0, 1);
      const record = await loadMatchContext(db, match.id);
      await saveLineup(db, record, { lines, alternates, note: '' }, team.captainId);
      await db
        .update(lineups)
        .set({
          status: 'published',
          shareToken: randomBytes(18).toString('base64url'),
          publishedAt: new Date(match.startsAt.getTime() - 3 * 86_400_000),
          publishedBy: team.captainId,
        })
        .where(eq(lineups.teamMatchId, match.id));

      const pattern = linesWonByWeek[teamIndex % linesWonByWeek.length]!;
      const won = pattern[week % pattern.length]!;
      await enterScores(
        db,
        record,
        {
          lines: tie.lines.map((line, i) => {
            const isOurs = i < won;
            // Side 1 is the home team.
            const isSide1Winner = isOurs === match.isHome;
            return {
              lineId: line.id,
              status: 'COMPLETED',
              score: scoreOf(scoreBank[(week * 3 + i + teamIndex) % scoreBank.length]!, isSide1Winner),
              winningSide: null,
              opponentPlayers: [],
            };
          }),
        },
        captain,
        now,
      );
      await confirmScores(db, record, confirmer);
    }
  }
}
