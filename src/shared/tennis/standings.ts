import { valuesOf } from '../labels';
import { z } from '../zod';
import { type LevelMatchDecider, type MatchFormat, requireMatchFormat, type TieFormat } from './match-format';
import {
  completeForWinner,
  defaultScore,
  type LineScore,
  type LineStatus,
  lineScoreSchema,
  lineStatusSchema,
  type Side,
  scoreTotals,
  sideSchema,
} from './score';

/**
 * Team-match results and league standings (LEAGUES.md "Standings"): per team, team matches,
 * lines, sets and games won and lost, ranked by a tie-break order kept per league, with the
 * criterion that separated each team from the one above it.
 *
 * Counting (USTA practice): a match tiebreak is one set and one game; a default or walkover
 * counts as the format's default score (6-0 6-0) for the winner; a double default is a lost line
 * for both sides, each charged the default score as lost; a retired line is completed for the
 * winner (or counted as played, per league); incomplete and abandoned lines count nothing.
 */

/** One line's result as stored after validateLineScore (defaults already normalised). */
export interface LineResult {
  lineId: string;
  status: LineStatus;
  score: LineScore;
  winningSide: Side | null;
  /** Player ids per side (one for singles, two for doubles); empty for a side that defaulted. */
  side1Players?: string[];
  side2Players?: string[];
}

export const lineResultSchema = z.object({
  lineId: z.string().min(1),
  status: lineStatusSchema,
  score: lineScoreSchema,
  winningSide: sideSchema.nullable(),
  side1Players: z.array(z.string()).max(2).optional(),
  side2Players: z.array(z.string()).max(2).optional(),
});

/** A team match: side 1 is the home team. */
export interface TeamMatchResult {
  id: string;
  side1TeamId: string;
  side2TeamId: string;
  lines: LineResult[];
}

export interface SideRecord {
  linesWon: number;
  linesLost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
}

const emptyRecord = (): SideRecord => ({
  linesWon: 0,
  linesLost: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
});

export const retiredScorings = ['completed', 'asPlayed'] as const;
export type RetiredScoring = (typeof retiredScorings)[number];

/** What one line adds to each side's record. */
export function lineRecords(
  line: LineResult,
  format: MatchFormat,
  retiredScoring: RetiredScoring = 'completed',
): [SideRecord, SideRecord] {
  const a = emptyRecord();
  const b = emptyRecord();
  const add = (score: LineScore) => {
    const t = scoreTotals(score, format);
    a.setsWon += t.sets[0];
    a.setsLost += t.sets[1];
    b.setsWon += t.sets[1];
    b.setsLost += t.sets[0];
    a.gamesWon += t.games[0];
    a.gamesLost += t.games[1];
    b.gamesWon += t.games[1];
    b.gamesLost += t.games[0];
  };
  switch (line.status) {
    case 'INCOMPLETE':
    case 'ABANDONED':
      return [a, b];
    case 'DOUBLE_DEFAULT': {
      const lost = scoreTotals(defaultScore(format, 2), format);
      for (const r of [a, b]) {
        r.linesLost = 1;
        r.setsLost = lost.sets[1];
        r.gamesLost = lost.games[1];
      }
      return [a, b];
    }
    default:
      break;
  }
  const winner = line.winningSide;
  if (winner === null) return [a, b];
  if (line.status === 'DEFAULTED' || line.status === 'WALKOVER') add(defaultScore(format, winner));
  else if (line.status === 'RETIRED' && retiredScoring === 'completed')
    add(completeForWinner(line.score, format, winner));
  else add(line.score);
  (winner === 1 ? a : b).linesWon = 1;
  (winner === 1 ? b : a).linesLost = 1;
  return [a, b];
}

function addRecord(into: SideRecord, r: SideRecord): void {
  into.linesWon += r.linesWon;
  into.linesLost += r.linesLost;
  into.setsWon += r.setsWon;
  into.setsLost += r.setsLost;
  into.gamesWon += r.gamesWon;
  into.gamesLost += r.gamesLost;
}

export interface TeamMatchOutcome {
  /** Line points won per side (line values of the tie format). */
  points: [number, number];
  /** Null: a tie (level on points and on the tie format's level-match criteria) or not complete. */
  winner: Side | null;
  /** Points, a level-match criterion, or 'tied'. */
  decidedBy: 'points' | LevelMatchDecider | 'tied';
  /** Every line of the tie format has a final result (not missing, not INCOMPLETE). */
  isComplete: boolean;
  records: [SideRecord, SideRecord];
}

function lineFormats(tie: TieFormat): Map<string, { format: MatchFormat; value: number; type: string }> {
  return new Map(
    tie.lines.map((l) => [l.id, { format: requireMatchFormat(l.formatCode), value: l.value, type: l.type }]),
  );
}

function pct(won: number, lost: number): number {
  return won + lost === 0 ? 0 : won / (won + lost);
}

/** Who won a team match: more line points, then the tie format's level-match criteria. */
export function teamMatchOutcome(
  match: TeamMatchResult,
  tie: TieFormat,
  options: { retiredScoring?: RetiredScoring } = {},
): TeamMatchOutcome {
  const formats = lineFormats(tie);
  const records: [SideRecord, SideRecord] = [emptyRecord(), emptyRecord()];
  const points: [number, number] = [0, 0];
  const seen = new Set<string>();
  for (const line of match.lines) {
    const info = formats.get(line.lineId);
    if (!info) throw new Error(`Team match ${match.id}: line ${line.lineId} is not in the league's format.`);
    if (seen.has(line.lineId))
      throw new Error(`Team match ${match.id}: line ${line.lineId} has two results.`);
    seen.add(line.lineId);
    const [a, b] = lineRecords(line, info.format, options.retiredScoring);
    addRecord(records[0], a);
    addRecord(records[1], b);
    points[0] += a.linesWon * info.value;
    points[1] += b.linesWon * info.value;
  }
  const isComplete =
    tie.lines.every((l) => seen.has(l.id)) && match.lines.every((l) => l.status !== 'INCOMPLETE');
  const base = { points, isComplete, records };
  if (!isComplete) return { ...base, winner: null, decidedBy: 'tied' };
  if (points[0] !== points[1]) return { ...base, winner: points[0] > points[1] ? 1 : 2, decidedBy: 'points' };
  for (const decider of tie.levelMatchOrder) {
    const [x, y] = records;
    const [p, q] =
      decider === 'setsWon'
        ? [x.setsWon, y.setsWon]
        : decider === 'gamesWon'
          ? [x.gamesWon, y.gamesWon]
          : [pct(x.gamesWon, x.gamesLost), pct(y.gamesWon, y.gamesLost)];
    if (p !== q) return { ...base, winner: p > q ? 1 : 2, decidedBy: decider };
  }
  return { ...base, winner: null, decidedBy: 'tied' };
}

// ————— Standings —————

export const standingsCriterionLabels = {
  matchesWon: 'Team matches won',
  fewestMatchesLost: 'Fewest team matches lost',
  linesWon: 'Lines won',
  fewestLinesLost: 'Fewest lines lost',
  setsWon: 'Sets won',
  fewestSetsLost: 'Fewest sets lost',
  gamesWon: 'Games won',
  fewestGamesLost: 'Fewest games lost',
  linesWonPct: 'Lines-won percentage',
  setsWonPct: 'Sets-won percentage',
  gamesWonPct: 'Games-won percentage',
  headToHead: 'Head-to-head',
} satisfies Record<string, string>;
export type StandingsCriterion = keyof typeof standingsCriterionLabels;
export const standingsCriteria = valuesOf(standingsCriterionLabels);

/** The common order (LEAGUES.md): matches won, fewest lines, sets, games lost, head-to-head. */
export const defaultStandingsOrder: StandingsCriterion[] = [
  'matchesWon',
  'fewestLinesLost',
  'fewestSetsLost',
  'fewestGamesLost',
  'headToHead',
];

export const standingsRulesSchema = z.object({
  order: z
    .array(z.enum(standingsCriteria, { error: 'Unknown tie-break criterion.' }))
    .min(1, 'List at least one tie-break criterion.')
    .refine((o) => new Set(o).size === o.length, 'Each tie-break criterion may be listed once.')
    .default(defaultStandingsOrder),
  retiredScoring: z.enum(retiredScorings).default('completed'),
});
export type StandingsRules = z.output<typeof standingsRulesSchema>;

export interface StandingsTeam {
  id: string;
  name: string;
}

export interface DecidedBy {
  criterion: StandingsCriterion | 'tied';
  /** e.g. "Fewest lines lost: 7 vs 9" or "Tied: no criterion separates them". */
  text: string;
}

export interface TeamStanding extends SideRecord {
  teamId: string;
  name: string;
  /** Teams tied on every criterion share a rank. */
  rank: number;
  matchesPlayed: number;
  matchesWon: number;
  matchesLost: number;
  matchesTied: number;
  /** Line points (line values) won. */
  pointsWon: number;
  /** gamesWon / (gamesWon + gamesLost), 0 with no games; 0..1. */
  gamesWonPct: number;
  setsWonPct: number;
  linesWonPct: number;
  /** How this team was separated from the team ranked directly above it (null for the first). */
  decidedBy: DecidedBy | null;
}

interface Row {
  standing: TeamStanding;
  /** Team-match wins against each opponent (complete matches only). */
  winsAgainst: Map<string, number>;
}

function criterionValue(
  row: Row,
  c: Exclude<StandingsCriterion, 'headToHead'>,
): { sort: number; text: string } {
  const s = row.standing;
  const percent = (won: number, lost: number) => ({
    sort: pct(won, lost),
    text: `${(pct(won, lost) * 100).toFixed(1)}%`,
  });
  const count = (n: number, negate = false) => ({ sort: negate ? -n : n, text: String(n) });
  switch (c) {
    case 'matchesWon':
      return count(s.matchesWon);
    case 'fewestMatchesLost':
      return count(s.matchesLost, true);
    case 'linesWon':
      return count(s.linesWon);
    case 'fewestLinesLost':
      return count(s.linesLost, true);
    case 'setsWon':
      return count(s.setsWon);
    case 'fewestSetsLost':
      return count(s.setsLost, true);
    case 'gamesWon':
      return count(s.gamesWon);
    case 'fewestGamesLost':
      return count(s.gamesLost, true);
    case 'linesWonPct':
      return percent(s.linesWon, s.linesLost);
    case 'setsWonPct':
      return percent(s.setsWon, s.setsLost);
    case 'gamesWonPct':
      return percent(s.gamesWon, s.gamesLost);
  }
}

/** Percentages compared exactly (cross-multiplied), counts as they are: higher is better. */
function compareCriterion(x: Row, y: Row, c: Exclude<StandingsCriterion, 'headToHead'>): number {
  const ratio = (r: Row) => {
    const s = r.standing;
    if (c === 'linesWonPct') return [s.linesWon, s.linesWon + s.linesLost] as const;
    if (c === 'setsWonPct') return [s.setsWon, s.setsWon + s.setsLost] as const;
    return [s.gamesWon, s.gamesWon + s.gamesLost] as const;
  };
  if (c === 'linesWonPct' || c === 'setsWonPct' || c === 'gamesWonPct') {
    const [xn, xd] = ratio(x);
    const [yn, yd] = ratio(y);
    // 0/0 counts as 0%.
    return (yd === 0 ? 0 : yn) * (xd === 0 ? 1 : xd) - (xd === 0 ? 0 : xn) * (yd === 0 ? 1 : yd);
  }
  return criterionValue(y, c).sort - criterionValue(x, c).sort;
}

interface Ordered {
  rows: Row[];
  /** between[i]: how rows[i] and rows[i + 1] were separated. */
  between: DecidedBy[];
}

function decided(criterion: StandingsCriterion, upper: Row, lower: Row): DecidedBy {
  const label = standingsCriterionLabels[criterion];
  if (criterion === 'headToHead') {
    const won = upper.winsAgainst.get(lower.standing.teamId) ?? 0;
    const lost = lower.winsAgainst.get(upper.standing.teamId) ?? 0;
    return {
      criterion,
      text: `${label}: ${upper.standing.name} won ${won}-${lost} against ${lower.standing.name}`,
    };
  }
  return {
    criterion,
    text: `${label}: ${criterionValue(upper, criterion).text} vs ${criterionValue(lower, criterion).text}`,
  };
}

const tiedDecision: DecidedBy = { criterion: 'tied', text: 'Tied: no criterion separates them' };

function orderGroup(
  group: Row[],
  order: readonly StandingsCriterion[],
  from: number,
  isHeadToHeadPending: boolean,
): Ordered {
  if (group.length === 1) return { rows: group, between: [] };
  const headToHead = (): Ordered | null => {
    const [x, y] = group as [Row, Row];
    const xw = x.winsAgainst.get(y.standing.teamId) ?? 0;
    const yw = y.winsAgainst.get(x.standing.teamId) ?? 0;
    if (xw === yw) return null;
    const [upper, lower] = xw > yw ? [x, y] : [y, x];
    return { rows: [upper, lower], between: [decided('headToHead', upper, lower)] };
  };
  // A group cut down to two by a later criterion goes back to head-to-head if that was skipped.
  if (isHeadToHeadPending && group.length === 2) {
    const h2h = headToHead();
    if (h2h) return h2h;
  }
  let pending = isHeadToHeadPending;
  for (let i = from; i < order.length; i++) {
    const c = order[i] as StandingsCriterion;
    if (c === 'headToHead') {
      if (group.length === 2) {
        const h2h = headToHead();
        if (h2h) return h2h;
      } else {
        pending = true;
      }
      continue;
    }
    const sorted = [...group].sort((x, y) => compareCriterion(x, y, c));
    const parts: Row[][] = [];
    for (const row of sorted) {
      const last = parts[parts.length - 1];
      const head = last?.[0];
      if (last && head && compareCriterion(head, row, c) === 0) last.push(row);
      else parts.push([row]);
    }
    if (parts.length === 1) continue;
    const rows: Row[] = [];
    const between: DecidedBy[] = [];
    parts.forEach((part, k) => {
      if (k > 0) between.push(decided(c, rows[rows.length - 1] as Row, part[0] as Row));
      const inner = orderGroup(part, order, i + 1, pending);
      rows.push(...inner.rows);
      between.push(...inner.between);
    });
    return { rows, between };
  }
  const rows = [...group].sort((x, y) => x.standing.name.localeCompare(y.standing.name));
  return { rows, between: rows.slice(1).map(() => tiedDecision) };
}

/**
 * League standings from its team matches: only complete team matches count (see
 * teamMatchOutcome). Teams without matches are listed with zeros.
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  matches: readonly TeamMatchResult[],
  tie: TieFormat,
  rules: Partial<StandingsRules> = {},
): TeamStanding[] {
  const { order, retiredScoring } = standingsRulesSchema.parse(rules);
  const rows = new Map<string, Row>();
  for (const team of teams) {
    rows.set(team.id, {
      standing: {
        teamId: team.id,
        name: team.name,
        rank: 0,
        matchesPlayed: 0,
        matchesWon: 0,
        matchesLost: 0,
        matchesTied: 0,
        pointsWon: 0,
        ...emptyRecord(),
        gamesWonPct: 0,
        setsWonPct: 0,
        linesWonPct: 0,
        decidedBy: null,
      },
      winsAgainst: new Map(),
    });
  }
  for (const match of matches) {
    const outcome = teamMatchOutcome(match, tie, { retiredScoring });
    if (!outcome.isComplete) continue;
    const sides = [match.side1TeamId, match.side2TeamId] as const;
    sides.forEach((teamId, i) => {
      const row = rows.get(teamId);
      if (!row) throw new Error(`Team match ${match.id}: team ${teamId} is not in this league.`);
      const s = row.standing;
      s.matchesPlayed++;
      addRecord(s, outcome.records[i] as SideRecord);
      s.pointsWon += outcome.points[i] as number;
      if (outcome.winner === null) s.matchesTied++;
      else if (outcome.winner === i + 1) {
        s.matchesWon++;
        const opponent = sides[1 - i] as string;
        row.winsAgainst.set(opponent, (row.winsAgainst.get(opponent) ?? 0) + 1);
      } else s.matchesLost++;
    });
  }
  for (const { standing: s } of rows.values()) {
    s.gamesWonPct = pct(s.gamesWon, s.gamesLost);
    s.setsWonPct = pct(s.setsWon, s.setsLost);
    s.linesWonPct = pct(s.linesWon, s.linesLost);
  }
  const ordered = orderGroup([...rows.values()], order, 0, false);
  const result: TeamStanding[] = [];
  ordered.rows.forEach((row, i) => {
    const decidedBy = i === 0 ? null : (ordered.between[i - 1] as DecidedBy);
    const above = result[i - 1];
    const rank = above && decidedBy?.criterion === 'tied' ? above.rank : i + 1;
    result.push({ ...row.standing, rank, decidedBy });
  });
  return result;
}

// ————— Players —————

export interface PlayerRecord {
  playerId: string;
  teamId: string;
  linesPlayed: number;
  linesWon: number;
  linesLost: number;
  singles: { played: number; won: number };
  doubles: { played: number; won: number };
}

/**
 * Lines played and won per player (per team: a player on two teams has two records). Lines
 * still incomplete or abandoned are not counted; defaults count for the listed players.
 */
export function playerRecords(matches: readonly TeamMatchResult[], tie: TieFormat): PlayerRecord[] {
  const types = new Map(tie.lines.map((l) => [l.id, l.type]));
  const records = new Map<string, PlayerRecord>();
  for (const match of matches) {
    for (const line of match.lines) {
      if (line.status === 'INCOMPLETE' || line.status === 'ABANDONED') continue;
      const type = types.get(line.lineId);
      if (!type)
        throw new Error(`Team match ${match.id}: line ${line.lineId} is not in the league's format.`);
      const sides = [
        [match.side1TeamId, line.side1Players ?? [], 1],
        [match.side2TeamId, line.side2Players ?? [], 2],
      ] as const;
      for (const [teamId, players, side] of sides) {
        for (const playerId of players) {
          const key = `${teamId}\u0000${playerId}`;
          let r = records.get(key);
          if (!r) {
            r = {
              playerId,
              teamId,
              linesPlayed: 0,
              linesWon: 0,
              linesLost: 0,
              singles: { played: 0, won: 0 },
              doubles: { played: 0, won: 0 },
            };
            records.set(key, r);
          }
          const isWin = line.winningSide === side;
          r.linesPlayed++;
          if (isWin) r.linesWon++;
          else r.linesLost++;
          r[type].played++;
          if (isWin) r[type].won++;
        }
      }
    }
  }
  return [...records.values()].sort(
    (a, b) => b.linesWon - a.linesWon || a.linesLost - b.linesLost || a.playerId.localeCompare(b.playerId),
  );
}
