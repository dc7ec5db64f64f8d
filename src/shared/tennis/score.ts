import { valuesOf } from '../labels';
import { z } from '../zod';
import {
  hasMatchTiebreak,
  type MatchFormat,
  parseMatchFormat,
  type SetFormat,
  setFormatAt,
  setsToWin,
  type TiebreakFormat,
} from './match-format';

/**
 * A line's score as played (LEAGUES.md "Team matches and lines"): sets in games, a set tiebreak
 * as the loser's points (7-6(5)), a match tiebreak in real points (10-8). Side 1 is the home
 * team. Exports turn it around (USTA: from the winner's side, match tiebreak 1-0).
 */

export const lineStatusLabels = {
  COMPLETED: 'Completed',
  RETIRED: 'Retired',
  DEFAULTED: 'Default',
  DOUBLE_DEFAULT: 'Double default',
  WALKOVER: 'Walkover',
  TIMED: 'Timed',
  INCOMPLETE: 'Incomplete',
  ABANDONED: 'Abandoned',
} satisfies Record<string, string>;
export type LineStatus = keyof typeof lineStatusLabels;
export const lineStatuses = valuesOf(lineStatusLabels);

/** Statuses that end a line without a winner. */
export const noWinnerStatuses: readonly LineStatus[] = ['DOUBLE_DEFAULT', 'INCOMPLETE', 'ABANDONED'];

export type Side = 1 | 2;
export const otherSide = (side: Side): Side => (side === 1 ? 2 : 1);

/** The same score seen from the other side: games and points swapped (a set tiebreak keeps the loser's points). */
export function flipLineScore(score: LineScore): LineScore {
  return {
    sets: score.sets.map((s) => ({
      side1: s.side2,
      side2: s.side1,
      ...(s.tiebreak !== undefined ? { tiebreak: s.tiebreak } : {}),
    })),
    ...(score.matchTiebreak
      ? { matchTiebreak: { side1: score.matchTiebreak.side2, side2: score.matchTiebreak.side1 } }
      : {}),
  };
}

/**
 * One orientation for storage (issue 18): a line is stored with side 1 = the home team, and a
 * captain enters and reads it from their own team's side. For a home match both are the same;
 * for an away match the sides swap. The function is its own inverse.
 */
export function orientLine<T extends { score: LineScore; winningSide: Side | null }>(
  line: T,
  isHome: boolean,
): T {
  if (isHome) return line;
  return {
    ...line,
    score: flipLineScore(line.score),
    winningSide: line.winningSide === null ? null : otherSide(line.winningSide),
  };
}

export interface SetScore {
  side1: number;
  side2: number;
  /** Set tiebreak: the loser's points (7-6(5) → 5). */
  tiebreak?: number;
}

export interface TiebreakScore {
  side1: number;
  side2: number;
}

export interface LineScore {
  sets: SetScore[];
  /** The match tiebreak played instead of the deciding set (F:TB10), in points. */
  matchTiebreak?: TiebreakScore;
}

const points = z
  .number({ error: 'Scores are whole numbers.' })
  .int('Scores are whole numbers.')
  .min(0, 'Scores cannot be negative.')
  .max(99, 'Scores are at most 99.');

export const setScoreSchema = z.object({ side1: points, side2: points, tiebreak: points.optional() });
export const tiebreakScoreSchema = z.object({ side1: points, side2: points });
export const lineScoreSchema = z.object({
  sets: z.array(setScoreSchema).max(5, 'A match has at most 5 sets.'),
  matchTiebreak: tiebreakScoreSchema.optional(),
});
export const lineStatusSchema = z.enum(lineStatuses, { error: 'Choose the line’s status.' });
export const sideSchema = z.union([z.literal(1), z.literal(2)], { error: 'The winning side is 1 or 2.' });

export interface ScoreIssue {
  /** Where: 'sets.0', 'sets.1.tiebreak', 'matchTiebreak', 'winningSide' or '' (the whole score). */
  path: string;
  message: string;
}

export type LineScoreCheck =
  | { ok: true; winningSide: Side | null; score: LineScore }
  | { ok: false; errors: ScoreIssue[] };

// ————— One set —————

type GamesSet = Extract<SetFormat, { kind: 'games' }>;

function gamesSetIsFinished(w: number, l: number, set: GamesSet): boolean {
  if (w <= l) return false;
  const tb = set.tiebreak;
  if (tb && l === tb.at && w === tb.at + 1) return true;
  if (w < set.setTo || w - l < 2) return false;
  if (w !== set.setTo && w - l !== 2) return false;
  return !tb || l < tb.at;
}

function gamesSetIsInProgress(a: number, b: number, set: GamesSet): boolean {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (gamesSetIsFinished(hi, lo, set)) return false;
  if (set.tiebreak && hi > set.tiebreak.at) return false;
  return hi < set.setTo || hi - lo <= 1;
}

function tiebreakIsFinished(w: number, l: number, tb: TiebreakFormat): boolean {
  if (w <= l) return false;
  if (tb.isNoAd) return w === tb.tiebreakTo;
  return w >= tb.tiebreakTo && w - l >= 2 && (w === tb.tiebreakTo || w - l === 2);
}

function tiebreakIsInProgress(a: number, b: number, tb: TiebreakFormat): boolean {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (tb.isNoAd) return hi < tb.tiebreakTo;
  return hi < tb.tiebreakTo || hi - lo <= 1;
}

/** Finished set scores of a games set, for messages: "6-0…6-4, 7-5 or 7-6". */
function finishedSetsText(set: GamesSet): string {
  const tb = set.tiebreak;
  if (!tb) return `${set.setTo}-0…${set.setTo}-${set.setTo - 2} or by two games after ${set.setTo - 1}-all`;
  const options = [`${set.setTo}-0…${set.setTo}-${set.setTo - 2}`];
  for (let l = set.setTo - 1; l < tb.at; l++) options.push(`${l + 2}-${l}`);
  options.push(`${tb.at + 1}-${tb.at}`);
  const last = options.pop();
  return `${options.join(', ')} or ${last}`;
}

function describeSetRules(set: GamesSet): string {
  const tb = set.tiebreak;
  const rule = tb ? `a tiebreak is played at ${tb.at}-all` : 'there is no tiebreak';
  return `in a set to ${set.setTo} ${rule}, so a set ends ${finishedSetsText(set)}`;
}

function tiebreakWinsText(tb: TiebreakFormat): string {
  const to = tb.tiebreakTo;
  if (tb.isNoAd) return `the first to ${to} points wins`;
  return `it is won by two points: ${to}-${to - 2}, ${to + 1}-${to - 1}, ${to + 2}-${to}…`;
}

interface SetOutcome {
  winner: Side | null;
  isFinished: boolean;
}

function checkSet(
  s: SetScore,
  format: SetFormat,
  index: number,
  mayBeUnfinished: boolean,
  errors: ScoreIssue[],
): SetOutcome {
  const path = `sets.${index}`;
  const name = `Set ${index + 1} (${s.side1}-${s.side2})`;
  const leader: Side | null = s.side1 > s.side2 ? 1 : s.side2 > s.side1 ? 2 : null;
  const w = Math.max(s.side1, s.side2);
  const l = Math.min(s.side1, s.side2);

  if (format.kind === 'timed') {
    if (s.tiebreak !== undefined)
      errors.push({ path: `${path}.tiebreak`, message: `${name}: a timed set has no tiebreak points.` });
    return { winner: leader, isFinished: true };
  }

  if (format.kind === 'tiebreak') {
    if (s.tiebreak !== undefined)
      errors.push({
        path: `${path}.tiebreak`,
        message: `${name}: this set is one tiebreak; enter its points as the set score.`,
      });
    if (tiebreakIsFinished(w, l, format)) return { winner: leader, isFinished: true };
    if (mayBeUnfinished && tiebreakIsInProgress(w, l, format)) return { winner: null, isFinished: false };
    errors.push({
      path,
      message: `${name} is not a finished ${format.tiebreakTo}-point tiebreak: ${tiebreakWinsText(format)}.`,
    });
    return { winner: leader, isFinished: true };
  }

  const tb = format.tiebreak;
  if (gamesSetIsFinished(w, l, format)) {
    const byTiebreak = tb !== undefined && l === tb.at && w === tb.at + 1;
    if (byTiebreak) {
      if (s.tiebreak === undefined) {
        errors.push({
          path: `${path}.tiebreak`,
          message: `${name} was decided by a tiebreak: enter the tiebreak loser's points, e.g. ${w}-${l}(5).`,
        });
      } else if (tb.isNoAd && s.tiebreak >= tb.tiebreakTo) {
        errors.push({
          path: `${path}.tiebreak`,
          message: `${name}: in a no-ad tiebreak to ${tb.tiebreakTo} the loser has at most ${tb.tiebreakTo - 1} points, not ${s.tiebreak}.`,
        });
      }
    } else if (s.tiebreak !== undefined) {
      errors.push({
        path: `${path}.tiebreak`,
        message: `${name} had no tiebreak, so it has no tiebreak points (only a ${tb ? `${tb.at + 1}-${tb.at}` : 'tiebreak'} set has).`,
      });
    }
    return { winner: leader, isFinished: true };
  }
  if (mayBeUnfinished && gamesSetIsInProgress(w, l, format)) {
    if (s.tiebreak !== undefined)
      errors.push({
        path: `${path}.tiebreak`,
        message: `${name} is unfinished: it has no tiebreak points yet.`,
      });
    return { winner: null, isFinished: false };
  }
  errors.push({
    path,
    message: `${name} is not ${mayBeUnfinished ? 'a possible' : 'a finished'} set: ${describeSetRules(format)}.`,
  });
  return { winner: leader, isFinished: true };
}

// ————— The whole line —————

/** The default score for a format: the winner takes every needed set to love (6-0 6-0). */
export function defaultScore(format: MatchFormat, winningSide: Side): LineScore {
  const sets: SetScore[] = [];
  for (let i = 0; i < setsToWin(format); i++) {
    const set = setFormatAt(format, i);
    const games = set.kind === 'games' ? set.setTo : set.kind === 'tiebreak' ? set.tiebreakTo : 6;
    sets.push(winningSide === 1 ? { side1: games, side2: 0 } : { side1: 0, side2: games });
  }
  return { sets };
}

function isEmptyScore(score: LineScore): boolean {
  return score.sets.length === 0 && !score.matchTiebreak;
}

function sameScore(a: LineScore, b: LineScore): boolean {
  return (
    a.sets.length === b.sets.length &&
    a.sets.every(
      (s, i) => s.side1 === b.sets[i]?.side1 && s.side2 === b.sets[i]?.side2 && s.tiebreak === undefined,
    ) &&
    !a.matchTiebreak &&
    !b.matchTiebreak
  );
}

interface Progress {
  setsWon: [number, number];
  /** The match reached its end (a side won the sets it needs, or all sets were played). */
  isFinished: boolean;
  /** Leader of the unfinished set or match tiebreak (for timed matches). */
  currentLeader: Side | null;
  winner: Side | null;
}

function walkScore(
  score: LineScore,
  format: MatchFormat,
  mayBeUnfinished: boolean,
  errors: ScoreIssue[],
): Progress {
  const needed = setsToWin(format);
  const won: [number, number] = [0, 0];
  const matchTb = hasMatchTiebreak(format)
    ? (format.finalSetFormat as Extract<SetFormat, { kind: 'tiebreak' }>)
    : null;
  let winner: Side | null = null;
  let currentLeader: Side | null = null;
  let isStopped = false;

  score.sets.forEach((s, i) => {
    if (winner !== null) {
      errors.push({
        path: `sets.${i}`,
        message: `Set ${i + 1} (${s.side1}-${s.side2}) is one set too many: the match was won ${Math.max(...won)} sets to ${Math.min(...won)} after set ${i}.`,
      });
      return;
    }
    if (isStopped) {
      errors.push({ path: `sets.${i}`, message: `Set ${i + 1} comes after an unfinished set ${i}.` });
      return;
    }
    if (matchTb && i === format.bestOf - 1) {
      errors.push({
        path: `sets.${i}`,
        message: `This format plays a ${matchTb.tiebreakTo}-point match tiebreak instead of a ${ordinal(i + 1)} set: enter it as the match tiebreak (e.g. ${matchTb.tiebreakTo}-${matchTb.tiebreakTo - 2}), not as set ${i + 1}.`,
      });
      return;
    }
    if (i >= format.bestOf) {
      errors.push({
        path: `sets.${i}`,
        message: `Set ${i + 1} is one set too many: this format has at most ${format.bestOf}.`,
      });
      return;
    }
    const outcome = checkSet(s, setFormatAt(format, i), i, mayBeUnfinished, errors);
    if (!outcome.isFinished) {
      isStopped = true;
      currentLeader = s.side1 > s.side2 ? 1 : s.side2 > s.side1 ? 2 : null;
      return;
    }
    if (outcome.winner) {
      won[outcome.winner - 1]++;
      if (won[outcome.winner - 1] === needed) winner = outcome.winner;
    }
  });

  const mt = score.matchTiebreak;
  if (mt) {
    if (!matchTb) {
      errors.push({
        path: 'matchTiebreak',
        message: 'This format has no match tiebreak: enter every set in games.',
      });
    } else if (winner !== null || isStopped || won[0] !== needed - 1 || won[1] !== needed - 1) {
      errors.push({
        path: 'matchTiebreak',
        message: `A match tiebreak is played only at ${needed - 1 === 1 ? 'one set all' : `${needed - 1} sets all`}; here the sets stand ${won[0]}-${won[1]}${isStopped ? ' with a set unfinished' : ''}.`,
      });
    } else {
      const w = Math.max(mt.side1, mt.side2);
      const l = Math.min(mt.side1, mt.side2);
      const leader: Side | null = mt.side1 > mt.side2 ? 1 : mt.side2 > mt.side1 ? 2 : null;
      if (tiebreakIsFinished(w, l, matchTb)) {
        winner = leader;
      } else if (mayBeUnfinished && tiebreakIsInProgress(w, l, matchTb)) {
        isStopped = true;
        currentLeader = leader;
      } else {
        errors.push({
          path: 'matchTiebreak',
          message: `Match tiebreak ${mt.side1}-${mt.side2} is not ${mayBeUnfinished ? 'possible' : 'finished'}: ${tiebreakWinsText(matchTb)}.`,
        });
      }
    }
  }

  const allPlayed = !isStopped && score.sets.length >= format.bestOf;
  if (winner === null && allPlayed && format.setFormat.kind === 'timed') {
    winner = won[0] > won[1] ? 1 : won[1] > won[0] ? 2 : null;
  }
  return { setsWon: won, isFinished: winner !== null || allPlayed, currentLeader, winner };
}

function ordinal(n: number): string {
  return ['first', 'second', 'third', 'fourth', 'fifth'][n - 1] ?? `${n}th`;
}

/**
 * Checks a line's score against its format and status and derives the winner.
 * - COMPLETED: a finished match; the winner comes from the score.
 * - RETIRED: the score when play stopped (not a finished match); `winningSide` (who did not
 *   retire) is required.
 * - TIMED: the score when time ran out; the winner has more sets, then leads the set in play;
 *   if level, `winningSide` says who won the deciding point.
 * - DEFAULTED / WALKOVER: `winningSide` required; a default is scored 6-0 6-0 (the format's
 *   sets to love; enter nothing or that score), a walkover has no score.
 * - DOUBLE_DEFAULT: no score, no winner. INCOMPLETE / ABANDONED: an unfinished score, no winner.
 */
export function validateLineScore(
  score: LineScore,
  formatCode: string,
  status: LineStatus,
  options: { winningSide?: Side | null } = {},
): LineScoreCheck {
  const parsedFormat = parseMatchFormat(formatCode);
  if (!parsedFormat.ok) return { ok: false, errors: [{ path: '', message: parsedFormat.error }] };
  const format = parsedFormat.value;
  const shape = lineScoreSchema.safeParse(score);
  if (!shape.success)
    return {
      ok: false,
      errors: shape.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  const given = options.winningSide ?? null;
  const errors: ScoreIssue[] = [];
  const fail = (path: string, message: string): LineScoreCheck => ({
    ok: false,
    errors: [{ path, message }],
  });

  switch (status) {
    case 'DOUBLE_DEFAULT': {
      if (!isEmptyScore(score)) return fail('', 'A double default has no score: leave the sets empty.');
      if (given !== null)
        return fail('winningSide', 'A double default has no winner: both sides lose the line.');
      return { ok: true, winningSide: null, score: { sets: [] } };
    }
    case 'WALKOVER': {
      if (given === null) return fail('winningSide', 'Say which side won the walkover.');
      if (!isEmptyScore(score)) return fail('', 'A walkover has no score: leave the sets empty.');
      return { ok: true, winningSide: given, score: { sets: [] } };
    }
    case 'DEFAULTED': {
      if (given === null) return fail('winningSide', 'Say which side won by default.');
      const normal = defaultScore(format, given);
      if (!isEmptyScore(score) && !sameScore(score, normal))
        return fail(
          '',
          `A default is scored ${formatScoreText(normal)}: leave the sets empty or enter that score.`,
        );
      return { ok: true, winningSide: given, score: normal };
    }
    default:
      break;
  }

  const mayBeUnfinished = status !== 'COMPLETED';
  const progress = walkScore(score, format, mayBeUnfinished, errors);
  if (errors.length > 0) return { ok: false, errors };

  if (status === 'COMPLETED') {
    if (!progress.isFinished || progress.winner === null)
      return fail(
        '',
        `The score is not a finished match: a side needs ${setsToWin(format)} set${setsToWin(format) === 1 ? '' : 's'} (now ${progress.setsWon[0]}-${progress.setsWon[1]}). If play stopped, choose Retired, Timed or Incomplete.`,
      );
    if (given !== null && given !== progress.winner)
      return fail('winningSide', `The score shows side ${progress.winner} winning, not side ${given}.`);
    return { ok: true, winningSide: progress.winner, score };
  }

  if (progress.isFinished)
    return fail(
      '',
      `The score is a finished match, so the status is Completed: a ${lineStatusLabels[status].toLowerCase()} match stops before its end.`,
    );

  if (status === 'RETIRED') {
    if (given === null) return fail('winningSide', 'Say which side won: the side that did not retire.');
    return { ok: true, winningSide: given, score };
  }
  if (status === 'TIMED') {
    const [a, b] = progress.setsWon;
    const derived: Side | null = a > b ? 1 : b > a ? 2 : progress.currentLeader;
    if (derived === null) {
      if (given === null)
        return fail(
          'winningSide',
          'The score is level when time ran out: say which side won the deciding point.',
        );
      return { ok: true, winningSide: given, score };
    }
    if (given !== null && given !== derived)
      return fail(
        'winningSide',
        `When time ran out side ${derived} was ahead, so side ${derived} won, not side ${given}.`,
      );
    return { ok: true, winningSide: derived, score };
  }
  // INCOMPLETE, ABANDONED
  if (given !== null)
    return fail(
      'winningSide',
      `An ${status === 'INCOMPLETE' ? 'incomplete' : 'abandoned'} line has no winner.`,
    );
  return { ok: true, winningSide: null, score };
}

// ————— Counting for standings —————

export interface ScoreTotals {
  sets: [number, number];
  games: [number, number];
}

/**
 * Sets and games per side as standings count them: a set tiebreak is a game (7-6), a match
 * tiebreak is one set and one game (1-0), an unfinished set counts its games but no set.
 */
export function scoreTotals(score: LineScore, format: MatchFormat): ScoreTotals {
  const sets: [number, number] = [0, 0];
  const games: [number, number] = [0, 0];
  score.sets.forEach((s, i) => {
    const set = setFormatAt(format, i);
    if (set.kind === 'tiebreak') {
      const winner = tiebreakIsFinished(Math.max(s.side1, s.side2), Math.min(s.side1, s.side2), set);
      if (winner && s.side1 !== s.side2) {
        const side = s.side1 > s.side2 ? 0 : 1;
        sets[side]++;
        games[side]++;
      }
      return;
    }
    games[0] += s.side1;
    games[1] += s.side2;
    const w = Math.max(s.side1, s.side2);
    const l = Math.min(s.side1, s.side2);
    const isFinished = set.kind === 'timed' ? w > l : gamesSetIsFinished(w, l, set);
    if (isFinished) sets[s.side1 > s.side2 ? 0 : 1]++;
  });
  const mt = score.matchTiebreak;
  const matchTb = hasMatchTiebreak(format)
    ? (format.finalSetFormat as Extract<SetFormat, { kind: 'tiebreak' }>)
    : null;
  if (
    mt &&
    matchTb &&
    tiebreakIsFinished(Math.max(mt.side1, mt.side2), Math.min(mt.side1, mt.side2), matchTb)
  ) {
    const side = mt.side1 > mt.side2 ? 0 : 1;
    sets[side]++;
    games[side]++;
  }
  return { sets, games };
}

/**
 * A retired match completed for the winner (USTA: the winner is credited with the games and sets
 * needed to finish): the set in play is played out in the winner's favour, then sets to love.
 */
export function completeForWinner(score: LineScore, format: MatchFormat, winningSide: Side): LineScore {
  const w = winningSide === 1 ? 'side1' : 'side2';
  const sets = score.sets.map((s) => ({ ...s }));
  const needed = setsToWin(format);
  const matchTb = hasMatchTiebreak(format)
    ? (format.finalSetFormat as Extract<SetFormat, { kind: 'tiebreak' }>)
    : null;
  const wonBy = (side: 'side1' | 'side2') => scoreTotals({ sets }, format).sets[side === 'side1' ? 0 : 1];

  const last = sets[sets.length - 1];
  if (last) {
    const set = setFormatAt(format, sets.length - 1);
    const lo = winningSide === 1 ? last.side2 : last.side1;
    const isUnfinished =
      set.kind === 'games'
        ? !gamesSetIsFinished(Math.max(last.side1, last.side2), Math.min(last.side1, last.side2), set)
        : set.kind === 'tiebreak'
          ? !tiebreakIsFinished(Math.max(last.side1, last.side2), Math.min(last.side1, last.side2), set)
          : false;
    if (isUnfinished) {
      let hi = last[w];
      if (set.kind === 'games') {
        while (!gamesSetIsFinished(hi, lo, set) && hi < 100) hi++;
        if (set.tiebreak && lo === set.tiebreak.at && hi === set.tiebreak.at + 1) last.tiebreak = 0;
      } else if (set.kind === 'tiebreak') {
        while (!tiebreakIsFinished(hi, lo, set) && hi < 100) hi++;
      }
      last[w] = hi;
    }
  }
  const result: LineScore = { sets };
  if (score.matchTiebreak) {
    const mt = { ...score.matchTiebreak };
    if (matchTb) {
      const lo = winningSide === 1 ? mt.side2 : mt.side1;
      let hi = mt[w];
      while (!tiebreakIsFinished(hi, lo, matchTb) && hi < 100) hi++;
      mt[w] = hi;
    }
    result.matchTiebreak = mt;
    return result;
  }
  while (wonBy(w) < needed) {
    const index = sets.length;
    if (matchTb && index === format.bestOf - 1) {
      result.matchTiebreak =
        winningSide === 1 ? { side1: matchTb.tiebreakTo, side2: 0 } : { side1: 0, side2: matchTb.tiebreakTo };
      break;
    }
    if (index >= format.bestOf) break;
    const set = setFormatAt(format, index);
    const games = set.kind === 'games' ? set.setTo : set.kind === 'tiebreak' ? set.tiebreakTo : 1;
    sets.push(winningSide === 1 ? { side1: games, side2: 0 } : { side1: 0, side2: games });
  }
  return result;
}

// ————— Text: "7-6(5) 3-6 1-0(10-8)" —————

const setToken = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})(?:-(\d{1,2}))?\))?$/;
const bracketToken = /^\[(\d{1,2})-(\d{1,2})\]$/;

/**
 * Reads a score typed from side 1's view: sets "6-4", set tiebreaks "7-6(5)" (loser's points) or
 * "7-6(7-5)", a match tiebreak "1-0(10-8)" or "[10-8]" (or a bare "10-8", reaching the
 * tiebreak's length, in the deciding set's place when `formatCode` has a match tiebreak). Separators: spaces or commas.
 */
export function parseScoreText(
  text: string,
  formatCode?: string,
): { ok: true; value: LineScore } | { ok: false; error: string } {
  const format = formatCode ? parseMatchFormat(formatCode) : null;
  if (format && !format.ok) return { ok: false, error: format.error };
  const matchTbPlace = format?.ok && hasMatchTiebreak(format.value) ? format.value.bestOf - 1 : null;
  const finalSet = format?.ok ? format.value.finalSetFormat : undefined;
  const matchTbTo = finalSet?.kind === 'tiebreak' ? finalSet.tiebreakTo : 0;
  const tokens = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const score: LineScore = { sets: [] };
  for (const [i, token] of tokens.entries()) {
    const fail = (why: string) => ({ ok: false as const, error: `“${token}”: ${why}` });
    if (score.matchTiebreak) return fail('nothing comes after the match tiebreak.');
    const bracket = bracketToken.exec(token);
    if (bracket) {
      score.matchTiebreak = { side1: Number(bracket[1]), side2: Number(bracket[2]) };
      continue;
    }
    const m = setToken.exec(token);
    if (!m) return fail('write a set as 6-4, a tiebreak set as 7-6(5) and a match tiebreak as 1-0(10-8).');
    const a = Number(m[1]);
    const b = Number(m[2]);
    const p = m[3] === undefined ? undefined : Number(m[3]);
    const q = m[4] === undefined ? undefined : Number(m[4]);
    if (q !== undefined && p !== undefined && a + b === 1) {
      if (p === q || (a === 1) !== p > q)
        return fail('the side with 1 in “1-0” is the side that won the match tiebreak.');
      score.matchTiebreak = { side1: p, side2: q };
      continue;
    }
    if (
      matchTbPlace !== null &&
      Math.max(a, b) >= matchTbTo &&
      score.sets.length === matchTbPlace &&
      p === undefined &&
      i === tokens.length - 1
    ) {
      score.matchTiebreak = { side1: a, side2: b };
      continue;
    }
    if (p === undefined) {
      score.sets.push({ side1: a, side2: b });
      continue;
    }
    if (a === b) return fail('a set decided by a tiebreak has a winner, e.g. 7-6(5).');
    if (q === undefined) {
      score.sets.push({ side1: a, side2: b, tiebreak: p });
      continue;
    }
    // Both tiebreak points given: the set's winner has more, and the pair is a finished tiebreak.
    const setWinnerFirst = a > b;
    if (p === q || setWinnerFirst !== p > q) return fail('the tiebreak winner is the set winner.');
    const tbW = Math.max(p, q);
    const tbL = Math.min(p, q);
    const setIndex = score.sets.length;
    const setFormat = format?.ok ? setFormatAt(format.value, setIndex) : null;
    const tb: TiebreakFormat =
      setFormat?.kind === 'games' && setFormat.tiebreak ? setFormat.tiebreak : { tiebreakTo: 7 };
    if (!tiebreakIsFinished(tbW, tbL, tb))
      return fail(
        `${tbW}-${tbL} is not a finished ${tb.tiebreakTo}-point tiebreak: ${tiebreakWinsText(tb)}.`,
      );
    score.sets.push({ side1: a, side2: b, tiebreak: tbL });
  }
  return { ok: true, value: score };
}

/**
 * Writes a score as text from side 1's view (or `perspective` 2): "7-6(5) 3-6 1-0(10-8)";
 * `matchTiebreak: 'brackets'` writes "[10-8]".
 */
export function formatScoreText(
  score: LineScore,
  options: { perspective?: Side; matchTiebreak?: 'one-zero' | 'brackets' } = {},
): string {
  const flip = options.perspective === 2;
  const parts = score.sets.map((s) => {
    const [a, b] = flip ? [s.side2, s.side1] : [s.side1, s.side2];
    return s.tiebreak === undefined ? `${a}-${b}` : `${a}-${b}(${s.tiebreak})`;
  });
  const mt = score.matchTiebreak;
  if (mt) {
    const [a, b] = flip ? [mt.side2, mt.side1] : [mt.side1, mt.side2];
    parts.push(options.matchTiebreak === 'brackets' ? `[${a}-${b}]` : `${a > b ? '1-0' : '0-1'}(${a}-${b})`);
  }
  return parts.join(' ');
}

/**
 * The score as the USTA's score entry wants it: from the winner's side, a set tiebreak as plain
 * 7-6, a match tiebreak as 1-0. One string per set.
 */
export function ustaScoreSets(score: LineScore, winningSide: Side): string[] {
  const flip = winningSide === 2;
  const sets = score.sets.map((s) => (flip ? `${s.side2}-${s.side1}` : `${s.side1}-${s.side2}`));
  const mt = score.matchTiebreak;
  if (mt) {
    const winnerWon = flip ? mt.side2 > mt.side1 : mt.side1 > mt.side2;
    sets.push(winnerWon ? '1-0' : '0-1');
  }
  return sets;
}

/** USTA score entry's words for a line's status. */
export const ustaStatusLabels: Record<LineStatus, string> = {
  COMPLETED: 'Completed',
  RETIRED: 'Retired',
  DEFAULTED: 'Default',
  DOUBLE_DEFAULT: 'Double Default',
  WALKOVER: 'Default',
  TIMED: 'Timed Match',
  INCOMPLETE: 'Incomplete',
  ABANDONED: 'Abandoned',
};
