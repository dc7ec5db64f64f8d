import {
  buildTieFormat,
  describeMatchFormat,
  describeTieFormat,
  formatMatchFormat,
  hasMatchTiebreak,
  matchFormatCodeSchema,
  parseMatchFormat,
  requireMatchFormat,
  setFormatAt,
  setsToWin,
  tieFormatPoints,
  tieFormatSchema,
} from '@shared/tennis/match-format';
import { describe, expect, it } from 'vitest';

const parsed = (code: string) => {
  const result = parseMatchFormat(code);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const errorOf = (code: string) => {
  const result = parseMatchFormat(code);
  if (result.ok) throw new Error(`${code} parsed`);
  return result.error;
};

describe('parseMatchFormat', () => {
  it('reads the standard league format', () => {
    expect(parsed('SET3-S:6/TB7')).toEqual({
      bestOf: 3,
      setFormat: { kind: 'games', setTo: 6, tiebreak: { tiebreakTo: 7, at: 6 } },
    });
  });

  it('reads a match tiebreak instead of the final set', () => {
    expect(parsed('SET3-S:6/TB7-F:TB10')).toEqual({
      bestOf: 3,
      setFormat: { kind: 'games', setTo: 6, tiebreak: { tiebreakTo: 7, at: 6 } },
      finalSetFormat: { kind: 'tiebreak', tiebreakTo: 10 },
    });
  });

  it('reads pro sets, tiebreak-at values, no-ad and advantage sets', () => {
    expect(parsed('SET1-S:8/TB7').setFormat).toEqual({
      kind: 'games',
      setTo: 8,
      tiebreak: { tiebreakTo: 7, at: 8 },
    });
    expect(parsed('SET1-S:8/TB7@7').setFormat).toEqual({
      kind: 'games',
      setTo: 8,
      tiebreak: { tiebreakTo: 7, at: 7 },
    });
    expect(parsed('SET3-S:4/TB5@3').setFormat).toEqual({
      kind: 'games',
      setTo: 4,
      tiebreak: { tiebreakTo: 5, at: 3 },
    });
    expect(parsed('SET5-S:5NOAD/TB9NOAD@4').setFormat).toEqual({
      kind: 'games',
      setTo: 5,
      isNoAd: true,
      tiebreak: { tiebreakTo: 9, isNoAd: true, at: 4 },
    });
    expect(parsed('SET5-S:6/TB7-F:6').finalSetFormat).toEqual({ kind: 'games', setTo: 6 });
    expect(parsed('SET5-S:6/TB7-F:6/TB7@12').finalSetFormat).toEqual({
      kind: 'games',
      setTo: 6,
      tiebreak: { tiebreakTo: 7, at: 12 },
    });
    expect(parsed('SET3-S:TB10').setFormat).toEqual({ kind: 'tiebreak', tiebreakTo: 10 });
  });

  it('reads timed sets and timed matches', () => {
    expect(parsed('SET3-S:T20-F:T60')).toEqual({
      bestOf: 3,
      setFormat: { kind: 'timed', minutes: 20 },
      finalSetFormat: { kind: 'timed', minutes: 60 },
    });
    expect(parsed('T90')).toEqual({ bestOf: 1, setFormat: { kind: 'timed', minutes: 90 } });
  });

  it('treats @setTo as the default and an identical final set as no final set', () => {
    expect(parsed('SET3-S:6/TB7@6')).toEqual(parsed('SET3-S:6/TB7'));
    expect(parsed('SET3-S:6/TB7-F:6/TB7')).toEqual(parsed('SET3-S:6/TB7'));
  });

  it.each([
    ['', 'Enter a scoring format code'],
    ['T', 'SET'],
    ['90', 'SET'],
    ['T90X', 'SET'],
    ['SET3-S:6/TB', 'is not a set format'],
    ['SET3-S:6/TB7@', 'is not a set format'],
    ['SET5-S:6/T9-F:6', 'is not a set format'],
    ['SET-S:6/TB7-F:6', 'starts with SET'],
    ['SET35-S:6/TB7-F:TB10', '1, 3 or 5, not 35'],
    ['SET2-S:6/TB7', '1, 3 or 5, not 2'],
    ['SET5-S:6/TB7-X:6/TB10', 'after “F:”'],
    ['SET5-S:5NOAD/TB9NOD@4', 'is not a set format'],
    ['SET5-S:5NAD/TB9NOAD@4', 'is not a set format'],
    ['SET5-S:6/TB7F:6/TB7@12', 'is not a set format'],
    ['SET3-6/TB7', 'after “S:”'],
    ['SET3-S:6/TB7-F:TB10-F:TB10', 'optional final set'],
    ['SET1-S:6/TB7-F:TB10', 'no separate final set'],
    ['SET3-S:6/TB7@4', 'starts at 5-all or later, not at 4-all'],
    ['SET3-S:0/TB7', 'between 1 and 30 games, not 0'],
    ['SET3-S:6/TB0', 'between 1 and 50 points, not 0'],
    ['SET3-S:T0', '1 to 600 minutes'],
    ['set3-s:6/tb7', 'starts with SET'],
  ])('refuses %j with a reason', (code, reason) => {
    expect(errorOf(code)).toContain(reason);
  });

  it('names the code in the error', () => {
    expect(errorOf('SET2-S:6/TB7')).toBe(
      '“SET2-S:6/TB7” is not a valid scoring format code: the number of sets is 1, 3 or 5, not 2.',
    );
  });
});

describe('formatMatchFormat', () => {
  it.each([
    'SET3-S:6/TB7',
    'SET3-S:6/TB7-F:TB10',
    'SET1-S:8/TB7',
    'SET1-S:8/TB7@7',
    'SET3-S:4/TB5@3',
    'SET5-S:5NOAD/TB9NOAD@4',
    'SET5-S:6/TB9-F:6',
    'SET5-S:6/TB7-F:6/TB7@12',
    'SET5-S:6/TB7-F:6/TB10',
    'SET3-S:TB10',
    'SET3-S:T20-F:T60',
    'SET1-S:6',
    'T120',
  ])('round-trips %s', (code) => {
    expect(formatMatchFormat(parsed(code))).toBe(code);
  });

  it('writes the canonical spelling', () => {
    expect(formatMatchFormat(parsed(' SET3-S:6/TB7@6-F:6/TB7 '))).toBe('SET3-S:6/TB7');
    expect(formatMatchFormat(parsed('SET1-S:T30'))).toBe('T30');
  });
});

describe('format helpers', () => {
  it('knows sets to win, the deciding set format and match tiebreaks', () => {
    const f = parsed('SET3-S:6/TB7-F:TB10');
    expect(setsToWin(f)).toBe(2);
    expect(setsToWin(parsed('SET5-S:6/TB7'))).toBe(3);
    expect(setsToWin(parsed('SET1-S:8/TB7'))).toBe(1);
    expect(setFormatAt(f, 0).kind).toBe('games');
    expect(setFormatAt(f, 2)).toEqual({ kind: 'tiebreak', tiebreakTo: 10 });
    expect(hasMatchTiebreak(f)).toBe(true);
    expect(hasMatchTiebreak(parsed('SET3-S:6/TB7'))).toBe(false);
    expect(hasMatchTiebreak(parsed('SET3-S:TB10'))).toBe(false);
    expect(() => requireMatchFormat('nonsense')).toThrow('not a valid scoring format code');
  });

  it('has a zod schema that validates and canonicalises', () => {
    expect(matchFormatCodeSchema.parse('SET3-S:6/TB7@6')).toBe('SET3-S:6/TB7');
    const bad = matchFormatCodeSchema.safeParse('SET4-S:6');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('1, 3 or 5, not 4');
    expect(matchFormatCodeSchema.safeParse(7).success).toBe(false);
  });
});

describe('describeMatchFormat', () => {
  it.each([
    ['SET3-S:6/TB7', 'Best of 3 sets, 7-point tiebreak at 6-all'],
    [
      'SET3-S:6/TB7-F:TB10',
      'Best of 3 sets, 7-point tiebreak at 6-all, 10-point match tiebreak instead of a third set',
    ],
    ['SET1-S:8/TB7', 'One set to 8 games (pro set), 7-point tiebreak at 8-all'],
    ['SET1-S:8/TB7@7', 'One set to 8 games (pro set), 7-point tiebreak at 7-all'],
    ['SET3-S:4/TB5@3', 'Best of 3 sets, sets to 4 games, 5-point tiebreak at 3-all'],
    [
      'SET5-S:6/TB7-F:6',
      'Best of 5 sets, 7-point tiebreak at 6-all, fifth set: sets to 6 games, no tiebreak (won by two games)',
    ],
    ['SET3-S:6NOAD/TB7NOAD', 'Best of 3 sets, no-ad games, 7-point no-ad tiebreak at 6-all'],
    ['SET3-S:TB10', 'Best of 3 10-point tiebreaks'],
    ['SET1-S:TB10', 'One 10-point tiebreak'],
    ['T90', 'One timed set of 90 minutes'],
    ['SET3-S:T20-F:T60', 'Best of 3 timed sets of 20 minutes, a timed third set of 60 minutes'],
  ])('describes %s', (code, text) => {
    expect(describeMatchFormat(code)).toBe(text);
  });
});

describe('tie formats', () => {
  const format = 'SET3-S:6/TB7-F:TB10';

  it('builds 2 singles + 3 doubles in the official order', () => {
    const tie = buildTieFormat({ singles: 2, doubles: 3, formatCode: format });
    expect(tie.lines.map((l) => `${l.id}:${l.type}:${l.value}`)).toEqual([
      'S1:singles:1',
      'S2:singles:1',
      'D1:doubles:1',
      'D2:doubles:1',
      'D3:doubles:1',
    ]);
    expect(tieFormatPoints(tie)).toEqual({ total: 5, toWin: 3 });
    expect(
      buildTieFormat({ singles: 1, doubles: 2, formatCode: format, doublesFirst: true }).lines.map(
        (l) => l.id,
      ),
    ).toEqual(['D1', 'D2', 'S1']);
  });

  it('counts line values (D1 worth 2) and an even total', () => {
    const tie = buildTieFormat({ singles: 1, doubles: 2, formatCode: format, values: { D1: 2 } });
    expect(tieFormatPoints(tie)).toEqual({ total: 4, toWin: 3 });
    expect(tieFormatPoints(buildTieFormat({ singles: 0, doubles: 4, formatCode: format }))).toEqual({
      total: 4,
      toWin: 3,
    });
  });

  it('describes the tie format', () => {
    expect(describeTieFormat(buildTieFormat({ singles: 2, doubles: 3, formatCode: format }))).toBe(
      '2 singles and 3 doubles lines (S1, S2, D1, D2, D3), one point each; 3 of 5 points win the match; Best of 3 sets, 7-point tiebreak at 6-all, 10-point match tiebreak instead of a third set',
    );
    const mixed = tieFormatSchema.parse({
      lines: [
        { id: 'D1', type: 'doubles', value: 2, formatCode: 'SET3-S:6/TB7' },
        { id: 'S1', type: 'singles', formatCode: 'SET1-S:8/TB7' },
      ],
    });
    expect(describeTieFormat(mixed)).toBe(
      '1 singles and 1 doubles lines (D1, S1), D1 two points, S1 one point; 2 of 3 points win the match; D1: Best of 3 sets, 7-point tiebreak at 6-all; S1: One set to 8 games (pro set), 7-point tiebreak at 8-all',
    );
  });

  it('normalises line ids and format codes', () => {
    const tie = tieFormatSchema.parse({
      lines: [{ id: ' d1 ', type: 'doubles', formatCode: 'SET3-S:6/TB7@6' }],
    });
    expect(tie.lines[0]).toEqual({ id: 'D1', type: 'doubles', value: 1, formatCode: 'SET3-S:6/TB7' });
    expect(tie.levelMatchOrder).toEqual([]);
  });

  it.each([
    [{ lines: [] }, 'at least one line'],
    [{ lines: [{ id: 'X1', type: 'singles', formatCode: format }] }, 'S (singles) or D (doubles)'],
    [{ lines: [{ id: 'D1', type: 'singles', formatCode: format }] }, 'Singles lines are named S1'],
    [
      {
        lines: [
          { id: 'S1', type: 'singles', formatCode: format },
          { id: 'S1', type: 'singles', formatCode: format },
        ],
      },
      'Line S1 appears twice',
    ],
    [
      { lines: [{ id: 'S1', type: 'singles', formatCode: 'SET3-S:6/TB' }] },
      'not a valid scoring format code',
    ],
    [{ lines: [{ id: 'S1', type: 'singles', value: 0, formatCode: format }] }, 'at least 1 point'],
    [{ lines: [{ id: 'S1', type: 'singles', value: 1.5, formatCode: format }] }, 'whole number'],
    [{ lines: [{ id: 'S1', type: 'trios', formatCode: format }] }, 'singles or doubles'],
    [
      {
        lines: [
          { id: 'S1', type: 'singles', formatCode: format },
          { id: 'D1', type: 'doubles', formatCode: format },
        ],
        valueGoal: 1,
      },
      'more than half of the 2 points',
    ],
    [
      { lines: [{ id: 'S1', type: 'singles', formatCode: format }], levelMatchOrder: ['setsWon', 'setsWon'] },
      'listed once',
    ],
  ])('refuses an impossible tie format (%#)', (input, message) => {
    const result = tieFormatSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' | ')).toContain(message);
  });

  it('refuses more than 12 lines', () => {
    const lines = Array.from({ length: 13 }, (_, i) => ({
      id: `D${i + 1}`,
      type: 'doubles',
      formatCode: format,
    }));
    expect(tieFormatSchema.safeParse({ lines }).error?.issues[0]?.message).toBe(
      'A team match has at most 12 lines.',
    );
  });
});
