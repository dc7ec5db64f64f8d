import { z } from '../zod';

/**
 * Scoring formats as Tennis Open Data Standards matchUpFormat codes (LEAGUES.md), e.g.
 * `SET3-S:6/TB7` (best of 3 sets to 6, 7-point tiebreak at 6-all) or `SET3-S:6/TB7-F:TB10`
 * (a 10-point match tiebreak instead of the third set). Grammar as in the npm package
 * `tods-matchup-format-code`:
 *
 *   code     := "SET" bestOf "-S:" set ( "-F:" set )?  |  "T" minutes
 *   set      := games | tiebreak | "T" minutes
 *   games    := setTo "NOAD"? ( "/" tiebreak ( "@" tiebreakAt )? )?
 *   tiebreak := "TB" points "NOAD"?
 *
 * A tiebreak starts at tiebreakAt-all (default setTo). Codes are case-sensitive like TODS.
 */

export interface TiebreakFormat {
  /** Points to win (7, 10...). */
  tiebreakTo: number;
  /** No-ad tiebreak: the first to tiebreakTo wins, no need to lead by two. */
  isNoAd?: boolean;
}

export type SetFormat =
  | {
      kind: 'games';
      setTo: number;
      /** No-ad games (deciding point at deuce): does not change which set scores are possible. */
      isNoAd?: boolean;
      /** Absent: an advantage set (won by two games, no tiebreak). */
      tiebreak?: TiebreakFormat & { at: number };
    }
  /** A set played as one tiebreak: the match tiebreak of `F:TB10`, or every set of `S:TB10`. */
  | ({ kind: 'tiebreak' } & TiebreakFormat)
  | { kind: 'timed'; minutes: number };

export interface MatchFormat {
  /** 1, 3 or 5. */
  bestOf: number;
  setFormat: SetFormat;
  /** The deciding set when it differs (e.g. a match tiebreak). */
  finalSetFormat?: SetFormat;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const maxBestOf = 5;
const maxSetTo = 30;
const maxTiebreakTo = 50;
const maxMinutes = 600;

const tiebreakPattern = /^TB(\d+)(NOAD)?$/;
const gamesPattern = /^(\d+)(NOAD)?(?:\/(TB\d+(?:NOAD)?)(?:@(\d+))?)?$/;
const timedPattern = /^T(\d+)$/;

function parseTiebreak(text: string): TiebreakFormat | string {
  const m = tiebreakPattern.exec(text);
  if (!m) return `“${text}” is not a tiebreak (write TB7, TB10 or TB7NOAD).`;
  const tiebreakTo = Number(m[1]);
  if (tiebreakTo < 1 || tiebreakTo > maxTiebreakTo)
    return `A tiebreak is played to between 1 and ${maxTiebreakTo} points, not ${tiebreakTo}.`;
  return m[2] ? { tiebreakTo, isNoAd: true } : { tiebreakTo };
}

function parseSet(text: string): SetFormat | string {
  if (text.startsWith('TB')) {
    const tb = parseTiebreak(text);
    return typeof tb === 'string' ? tb : { kind: 'tiebreak', ...tb };
  }
  const timed = timedPattern.exec(text);
  if (timed) {
    const minutes = Number(timed[1]);
    if (minutes < 1 || minutes > maxMinutes) return `A timed set lasts 1 to ${maxMinutes} minutes.`;
    return { kind: 'timed', minutes };
  }
  const m = gamesPattern.exec(text);
  if (!m) return `“${text}” is not a set format (write e.g. 6/TB7, 8/TB7, 4/TB5@3 or TB10).`;
  const setTo = Number(m[1]);
  if (setTo < 1 || setTo > maxSetTo)
    return `A set is played to between 1 and ${maxSetTo} games, not ${setTo}.`;
  const set: SetFormat = { kind: 'games', setTo };
  if (m[2]) set.isNoAd = true;
  if (m[3]) {
    const tb = parseTiebreak(m[3]);
    if (typeof tb === 'string') return tb;
    const at = m[4] === undefined ? setTo : Number(m[4]);
    // Below setTo-1 a set could end 5-4 by tiebreak or by games alike: no real format does that.
    if (at < setTo - 1)
      return `A tiebreak in a set to ${setTo} starts at ${setTo - 1}-all or later, not at ${at}-all.`;
    set.tiebreak = { ...tb, at };
  }
  return set;
}

/** Reads a TODS matchUpFormat code; the error says what is wrong in words. */
export function parseMatchFormat(code: string): ParseResult<MatchFormat> {
  const text = code.trim();
  const fail = (why: string): ParseResult<MatchFormat> => ({
    ok: false,
    error: `“${text}” is not a valid scoring format code: ${why}`,
  });
  if (text === '') return { ok: false, error: 'Enter a scoring format code such as SET3-S:6/TB7.' };
  const timedMatch = timedPattern.exec(text);
  if (timedMatch) {
    const set = parseSet(text);
    return typeof set === 'string' ? fail(set) : { ok: true, value: { bestOf: 1, setFormat: set } };
  }
  const parts = text.split('-');
  const head = /^SET(\d+)$/.exec(parts[0] ?? '');
  if (!head) return fail('it starts with SET and the number of sets, e.g. SET3.');
  const bestOf = Number(head[1]);
  if (bestOf < 1 || bestOf > maxBestOf || bestOf % 2 === 0)
    return fail(`the number of sets is 1, 3 or 5, not ${bestOf}.`);
  if (parts.length < 2 || parts.length > 3)
    return fail('write the sets as S:… and an optional final set as F:….');
  const setPart = parts[1] ?? '';
  if (!setPart.startsWith('S:')) return fail('the sets come after “S:”, e.g. S:6/TB7.');
  const setFormat = parseSet(setPart.slice(2));
  if (typeof setFormat === 'string') return fail(setFormat);
  const format: MatchFormat = { bestOf, setFormat };
  if (parts.length === 3) {
    const finalPart = parts[2] ?? '';
    if (!finalPart.startsWith('F:')) return fail('the final set comes after “F:”, e.g. F:TB10.');
    if (bestOf === 1) return fail('a one-set match has no separate final set.');
    const finalSetFormat = parseSet(finalPart.slice(2));
    if (typeof finalSetFormat === 'string') return fail(finalSetFormat);
    if (!sameSetFormat(finalSetFormat, setFormat)) format.finalSetFormat = finalSetFormat;
  }
  return { ok: true, value: format };
}

function sameSetFormat(a: SetFormat, b: SetFormat): boolean {
  return formatSet(a) === formatSet(b);
}

function formatTiebreak(tb: TiebreakFormat): string {
  return `TB${tb.tiebreakTo}${tb.isNoAd ? 'NOAD' : ''}`;
}

function formatSet(set: SetFormat): string {
  if (set.kind === 'timed') return `T${set.minutes}`;
  if (set.kind === 'tiebreak') return formatTiebreak(set);
  let text = `${set.setTo}${set.isNoAd ? 'NOAD' : ''}`;
  if (set.tiebreak) {
    text += `/${formatTiebreak(set.tiebreak)}`;
    if (set.tiebreak.at !== set.setTo) text += `@${set.tiebreak.at}`;
  }
  return text;
}

/** The canonical code of a format (redundant parts such as `@6` on a set to 6 left out). */
export function formatMatchFormat(format: MatchFormat): string {
  if (format.bestOf === 1 && format.setFormat.kind === 'timed' && !format.finalSetFormat)
    return `T${format.setFormat.minutes}`;
  const final =
    format.finalSetFormat && format.bestOf > 1 && !sameSetFormat(format.finalSetFormat, format.setFormat)
      ? `-F:${formatSet(format.finalSetFormat)}`
      : '';
  return `SET${format.bestOf}-S:${formatSet(format.setFormat)}${final}`;
}

/** Parses or throws: for codes that were validated when stored. */
export function requireMatchFormat(code: string): MatchFormat {
  const parsed = parseMatchFormat(code);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The format of set number `index` (0-based): the final set's format for the deciding set. */
export function setFormatAt(format: MatchFormat, index: number): SetFormat {
  return index === format.bestOf - 1 && format.finalSetFormat ? format.finalSetFormat : format.setFormat;
}

/** Sets a side needs to win the match. */
export function setsToWin(format: MatchFormat): number {
  return Math.ceil(format.bestOf / 2);
}

/** True when the deciding set is a match tiebreak while the others are played in games. */
export function hasMatchTiebreak(format: MatchFormat): boolean {
  return (
    format.bestOf > 1 && format.finalSetFormat?.kind === 'tiebreak' && format.setFormat.kind !== 'tiebreak'
  );
}

/** A stored format code: valid and in its canonical spelling. */
export const matchFormatCodeSchema = z
  .string({ error: 'Enter a scoring format code such as SET3-S:6/TB7.' })
  .trim()
  .superRefine((code, ctx) => {
    const parsed = parseMatchFormat(code);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .transform((code) => formatMatchFormat(requireMatchFormat(code)));

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five'];

function describeTiebreak(tb: TiebreakFormat): string {
  return `${tb.tiebreakTo}-point${tb.isNoAd ? ' no-ad' : ''} tiebreak`;
}

function describeGamesSet(set: Extract<SetFormat, { kind: 'games' }>, withSetTo: boolean): string[] {
  const parts: string[] = [];
  if (withSetTo) parts.push(`sets to ${set.setTo} games`);
  if (set.isNoAd) parts.push('no-ad games');
  parts.push(
    set.tiebreak
      ? `${describeTiebreak(set.tiebreak)} at ${set.tiebreak.at}-all`
      : 'no tiebreak (won by two games)',
  );
  return parts;
}

/**
 * Human text for a format, e.g. "Best of 3 sets, 7-point tiebreak at 6-all, 10-point match
 * tiebreak instead of a third set".
 */
export function describeMatchFormat(formatOrCode: MatchFormat | string): string {
  const format = typeof formatOrCode === 'string' ? requireMatchFormat(formatOrCode) : formatOrCode;
  const { bestOf, setFormat, finalSetFormat } = format;
  const parts: string[] = [];
  if (setFormat.kind === 'timed') {
    parts.push(
      bestOf === 1
        ? `One timed set of ${setFormat.minutes} minutes`
        : `Best of ${bestOf} timed sets of ${setFormat.minutes} minutes`,
    );
  } else if (setFormat.kind === 'tiebreak') {
    parts.push(
      bestOf === 1
        ? `One ${describeTiebreak(setFormat)}`
        : `Best of ${bestOf} ${describeTiebreak(setFormat)}s`,
    );
  } else if (bestOf === 1) {
    const proSet = setFormat.setTo >= 8 ? ' (pro set)' : '';
    parts.push(`One set to ${setFormat.setTo} games${proSet}`, ...describeGamesSet(setFormat, false));
  } else {
    parts.push(`Best of ${bestOf} sets`, ...describeGamesSet(setFormat, setFormat.setTo !== 6));
  }
  if (finalSetFormat) {
    const nth = ordinals[bestOf - 1] ?? `${bestOf}th`;
    if (finalSetFormat.kind === 'tiebreak') {
      parts.push(
        `${describeTiebreak(finalSetFormat).replace('tiebreak', 'match tiebreak')} instead of a ${nth} set`,
      );
    } else if (finalSetFormat.kind === 'timed') {
      parts.push(`a timed ${nth} set of ${finalSetFormat.minutes} minutes`);
    } else {
      parts.push(`${nth} set: ${describeGamesSet(finalSetFormat, true).join(', ')}`);
    }
  }
  return parts.join(', ');
}

// ————— Tie format: the lines of a team match —————

export const lineTypes = ['singles', 'doubles'] as const;
export type LineType = (typeof lineTypes)[number];

/** How a team match that ends level on points is separated, in the match between the two teams. */
export const levelMatchDeciders = ['setsWon', 'gamesWon', 'gamesWonPct'] as const;
export type LevelMatchDecider = (typeof levelMatchDeciders)[number];

export const maxLinesPerMatch = 12;
const lineIdPattern = /^([SD])([1-9]\d?)$/;

export const tieFormatLineSchema = z
  .object({
    /** S1, S2… for singles, D1, D2… for doubles. */
    id: z
      .string({ error: 'Each line needs a name such as S1 or D1.' })
      .trim()
      .toUpperCase()
      .regex(lineIdPattern, 'A line is named S (singles) or D (doubles) and its number, e.g. S1 or D2.'),
    type: z.enum(lineTypes, { error: 'A line is singles or doubles.' }),
    /** Points the line is worth toward the team match (some sections count D1 as 2). */
    value: z
      .number({ error: 'A line is worth a whole number of points.' })
      .int('A line is worth a whole number of points.')
      .min(1, 'A line is worth at least 1 point.')
      .max(10, 'A line is worth at most 10 points.')
      .default(1),
    formatCode: matchFormatCodeSchema,
  })
  .refine((line) => line.id.startsWith(line.type === 'singles' ? 'S' : 'D'), {
    message: 'Singles lines are named S1, S2…; doubles lines D1, D2….',
    path: ['id'],
  });
export type TieFormatLine = z.output<typeof tieFormatLineSchema>;

/**
 * A league's team match as data (TODS "tie format"). The order of `lines` is the official order,
 * used for lineups, scorecards and defaults (a team short of players defaults from the last line up).
 */
export const tieFormatSchema = z
  .object({
    lines: z
      .array(tieFormatLineSchema)
      .min(1, 'A team match has at least one line.')
      .max(maxLinesPerMatch, `A team match has at most ${maxLinesPerMatch} lines.`),
    /** Points that win the team match; absent: more than half of all points. */
    valueGoal: z.number().int().min(1).optional(),
    /** For a team match level on points (e.g. 2-2): criteria tried in order; none left → a tie. */
    levelMatchOrder: z.array(z.enum(levelMatchDeciders)).default([]),
  })
  .superRefine((tie, ctx) => {
    const seen = new Set<string>();
    tie.lines.forEach((line, i) => {
      if (seen.has(line.id))
        ctx.addIssue({ code: 'custom', message: `Line ${line.id} appears twice.`, path: ['lines', i, 'id'] });
      seen.add(line.id);
    });
    const total = tie.lines.reduce((sum, l) => sum + l.value, 0);
    if (tie.valueGoal !== undefined && (tie.valueGoal > total || tie.valueGoal * 2 <= total))
      ctx.addIssue({
        code: 'custom',
        message: `Points to win must be more than half of the ${total} points and at most ${total}.`,
        path: ['valueGoal'],
      });
    if (new Set(tie.levelMatchOrder).size !== tie.levelMatchOrder.length)
      ctx.addIssue({
        code: 'custom',
        message: 'Each criterion may be listed once.',
        path: ['levelMatchOrder'],
      });
  });
export type TieFormat = z.output<typeof tieFormatSchema>;
export type TieFormatInput = z.input<typeof tieFormatSchema>;

/** Builds the usual shape: `singles` singles lines then `doubles` doubles lines, one format for all. */
export function buildTieFormat(options: {
  singles: number;
  doubles: number;
  formatCode: string;
  /** Points per line; missing ids are worth 1. */
  values?: Record<string, number>;
  doublesFirst?: boolean;
}): TieFormat {
  const formatCode = formatMatchFormat(requireMatchFormat(options.formatCode));
  const make = (type: LineType, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const id = `${type === 'singles' ? 'S' : 'D'}${i + 1}`;
      return { id, type, value: options.values?.[id] ?? 1, formatCode };
    });
  const singles = make('singles', options.singles);
  const doubles = make('doubles', options.doubles);
  return tieFormatSchema.parse({
    lines: options.doublesFirst ? [...doubles, ...singles] : [...singles, ...doubles],
  });
}

/** Total points of a team match and the points that win it. */
export function tieFormatPoints(tie: TieFormat): { total: number; toWin: number } {
  const total = tie.lines.reduce((sum, l) => sum + l.value, 0);
  return { total, toWin: tie.valueGoal ?? Math.floor(total / 2) + 1 };
}

function countWords(n: number, noun: string): string {
  return `${numberWords[n] ?? n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * Human text for a tie format, e.g. "2 singles and 3 doubles lines (S1, S2, D1, D2, D3), 1 point
 * each; best of 3 sets, …". Line formats that differ are named per line.
 */
export function describeTieFormat(tie: TieFormat): string {
  const singles = tie.lines.filter((l) => l.type === 'singles').length;
  const doubles = tie.lines.length - singles;
  const counts = [singles ? `${singles} singles` : '', doubles ? `${doubles} doubles` : '']
    .filter(Boolean)
    .join(' and ');
  const parts = [
    `${counts} line${tie.lines.length === 1 ? '' : 's'} (${tie.lines.map((l) => l.id).join(', ')})`,
  ];
  const values = new Set(tie.lines.map((l) => l.value));
  if (values.size === 1) {
    const [value] = [...values];
    parts[0] += `, ${countWords(value ?? 1, 'point')} each`;
  } else {
    parts[0] += `, ${tie.lines.map((l) => `${l.id} ${countWords(l.value, 'point')}`).join(', ')}`;
  }
  const { total, toWin } = tieFormatPoints(tie);
  parts.push(`${toWin} of ${total} points win the match`);
  const codes = new Set(tie.lines.map((l) => l.formatCode));
  if (codes.size === 1) {
    parts.push(describeMatchFormat(tie.lines[0]?.formatCode ?? ''));
  } else {
    for (const line of tie.lines) parts.push(`${line.id}: ${describeMatchFormat(line.formatCode)}`);
  }
  return parts.join('; ');
}
