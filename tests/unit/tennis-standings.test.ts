import { buildTieFormat, type TieFormat, tieFormatSchema } from '@shared/tennis/match-format';
import { type LineStatus, parseScoreText, type Side, validateLineScore } from '@shared/tennis/score';
import { buildScorecard } from '@shared/tennis/scorecard';
import {
  computeStandings,
  type LineResult,
  lineResultSchema,
  playerRecords,
  type StandingsCriterion,
  standingsRulesSchema,
  type TeamMatchResult,
  type TeamStanding,
  teamMatchOutcome,
} from '@shared/tennis/standings';
import { describe, expect, it } from 'vitest';

const STD = 'SET3-S:6/TB7';
const MTB = 'SET3-S:6/TB7-F:TB10';
/** S1, D1, D2: three lines of one point. */
const tie3 = buildTieFormat({ singles: 1, doubles: 2, formatCode: STD });

const shorthand: Record<string, string> = { W: '6-0 6-0', L: '0-6 0-6' };

function line(
  lineId: string,
  text: string,
  options: { status?: LineStatus; winningSide?: Side; format?: string; players?: [string[], string[]] } = {},
): LineResult {
  const format = options.format ?? STD;
  const parsed = parseScoreText(shorthand[text] ?? text, format);
  if (!parsed.ok) throw new Error(parsed.error);
  const check = validateLineScore(parsed.value, format, options.status ?? 'COMPLETED', {
    winningSide: options.winningSide,
  });
  if (!check.ok) throw new Error(check.errors.map((e) => e.message).join(' | '));
  const result: LineResult = {
    lineId,
    status: options.status ?? 'COMPLETED',
    score: check.score,
    winningSide: check.winningSide,
  };
  if (options.players) [result.side1Players, result.side2Players] = options.players;
  return result;
}

let matchCount = 0;
/** Scores in the tie format's line order, from the home (first) team's side. */
function match(home: string, away: string, scores: string[], tie: TieFormat = tie3): TeamMatchResult {
  matchCount++;
  return {
    id: `m${matchCount}`,
    side1TeamId: home,
    side2TeamId: away,
    lines: scores.map((text, i) => line(tie.lines[i]?.id ?? '?', text, { format: tie.lines[i]?.formatCode })),
  };
}

const teams = (...names: string[]) => names.map((n) => ({ id: n, name: `Team ${n}` }));
const summary = (rows: TeamStanding[]) =>
  rows.map((r) => `${r.rank}. ${r.teamId} — ${r.decidedBy?.text ?? ''}`);
const pick = (rows: TeamStanding[], id: string) => rows.find((r) => r.teamId === id) as TeamStanding;

describe('teamMatchOutcome', () => {
  it('counts line points, lines, sets and games per side', () => {
    const outcome = teamMatchOutcome(match('A', 'B', ['6-4 6-4', '4-6 6-3 6-2', '3-6 6-7(5)']), tie3);
    expect(outcome.points).toEqual([2, 1]);
    expect(outcome.winner).toBe(1);
    expect(outcome.decidedBy).toBe('points');
    expect(outcome.isComplete).toBe(true);
    expect(outcome.records[0]).toEqual({
      linesWon: 2,
      linesLost: 1,
      setsWon: 4,
      setsLost: 3,
      gamesWon: 37,
      gamesLost: 32,
    });
    expect(outcome.records[1]).toEqual({
      linesWon: 1,
      linesLost: 2,
      setsWon: 3,
      setsLost: 4,
      gamesWon: 32,
      gamesLost: 37,
    });
  });

  it('weighs lines by their value (D1 worth 2)', () => {
    const tie = buildTieFormat({ singles: 2, doubles: 1, formatCode: STD, values: { D1: 2 } });
    const outcome = teamMatchOutcome(match('A', 'B', ['W', 'W', 'L'], tie), tie);
    expect(outcome.points).toEqual([2, 2]);
    expect(outcome.winner).toBeNull();
    expect(outcome.decidedBy).toBe('tied');
  });

  it('separates a level team match by the tie format’s criteria', () => {
    const tie = tieFormatSchema.parse({
      ...buildTieFormat({ singles: 2, doubles: 2, formatCode: STD }),
      levelMatchOrder: ['setsWon', 'gamesWon'],
    });
    const bySets = teamMatchOutcome(match('A', 'B', ['W', 'W', '0-6 6-0 0-6', '0-6 6-0 0-6'], tie), tie);
    expect(bySets).toMatchObject({ points: [2, 2], winner: 1, decidedBy: 'setsWon' });
    const byGames = teamMatchOutcome(match('A', 'B', ['6-4 6-4', '6-4 6-4', '0-6 0-6', 'L'], tie), tie);
    expect(byGames).toMatchObject({ winner: 2, decidedBy: 'gamesWon' });
    const level = teamMatchOutcome(match('A', 'B', ['W', 'W', 'L', 'L'], tie), tie);
    expect(level).toMatchObject({ winner: null, decidedBy: 'tied', isComplete: true });
  });

  it('is not complete while a line is missing or incomplete', () => {
    expect(teamMatchOutcome(match('A', 'B', ['W', 'W']), tie3).isComplete).toBe(false);
    const m = match('A', 'B', ['W', 'W']);
    m.lines.push(line('D2', '3-2', { status: 'INCOMPLETE' }));
    expect(teamMatchOutcome(m, tie3)).toMatchObject({ isComplete: false, winner: null });
  });

  it('refuses lines outside the format and duplicate lines', () => {
    const m = match('A', 'B', ['W', 'W', 'W']);
    m.lines.push(line('S2', 'W'));
    expect(() => teamMatchOutcome(m, tie3)).toThrow('line S2 is not in the league');
    const d = match('A', 'B', ['W', 'W', 'W']);
    d.lines.push(line('S1', 'W'));
    expect(() => teamMatchOutcome(d, tie3)).toThrow('line S1 has two results');
  });

  it('counts defaults, walkovers and double defaults', () => {
    const m: TeamMatchResult = {
      id: 'd',
      side1TeamId: 'A',
      side2TeamId: 'B',
      lines: [
        line('S1', '', { status: 'DEFAULTED', winningSide: 2 }),
        line('D1', '', { status: 'WALKOVER', winningSide: 1 }),
        line('D2', '', { status: 'DOUBLE_DEFAULT' }),
      ],
    };
    const outcome = teamMatchOutcome(m, tie3);
    expect(outcome.points).toEqual([1, 1]);
    expect(outcome.records[0]).toEqual({
      linesWon: 1,
      linesLost: 2,
      setsWon: 2,
      setsLost: 4,
      gamesWon: 12,
      gamesLost: 24,
    });
    expect(outcome.records[1]).toEqual({
      linesWon: 1,
      linesLost: 2,
      setsWon: 2,
      setsLost: 4,
      gamesWon: 12,
      gamesLost: 24,
    });
  });

  it('completes a retired line for the winner, or counts it as played', () => {
    const tie1 = buildTieFormat({ singles: 1, doubles: 0, formatCode: STD });
    const m: TeamMatchResult = {
      id: 'r',
      side1TeamId: 'A',
      side2TeamId: 'B',
      lines: [line('S1', '6-4 2-3', { status: 'RETIRED', winningSide: 2 })],
    };
    // Completed for side 2: 6-4 2-6 0-6.
    expect(teamMatchOutcome(m, tie1).records[1]).toEqual({
      linesWon: 1,
      linesLost: 0,
      setsWon: 2,
      setsLost: 1,
      gamesWon: 16,
      gamesLost: 8,
    });
    expect(teamMatchOutcome(m, tie1, { retiredScoring: 'asPlayed' }).records[1]).toEqual({
      linesWon: 1,
      linesLost: 0,
      setsWon: 0,
      setsLost: 1,
      gamesWon: 7,
      gamesLost: 8,
    });
  });

  it('counts a match tiebreak as one set and one game', () => {
    const tie = buildTieFormat({ singles: 1, doubles: 0, formatCode: MTB });
    const outcome = teamMatchOutcome(match('A', 'B', ['6-4 3-6 1-0(10-8)'], tie), tie);
    expect(outcome.records[0]).toMatchObject({ setsWon: 2, setsLost: 1, gamesWon: 10, gamesLost: 10 });
  });
});

describe('computeStandings: counts', () => {
  it('sums records, skips incomplete team matches, lists teams without matches', () => {
    const incomplete = match('A', 'C', ['W']);
    const rows = computeStandings(
      teams('A', 'B', 'C'),
      [match('A', 'B', ['6-4 6-4', '6-3 6-3', '4-6 4-6']), incomplete],
      tie3,
    );
    // C played nothing, so it lost fewer lines than B: "fewest lost" criteria favour idle teams.
    expect(rows.map((r) => r.teamId)).toEqual(['A', 'C', 'B']);
    expect(pick(rows, 'B').decidedBy).toEqual({
      criterion: 'fewestLinesLost',
      text: 'Fewest lines lost: 0 vs 2',
    });
    expect(pick(rows, 'A')).toMatchObject({
      matchesPlayed: 1,
      matchesWon: 1,
      matchesLost: 0,
      linesWon: 2,
      linesLost: 1,
      setsWon: 4,
      setsLost: 2,
      gamesWon: 32,
      gamesLost: 26,
      pointsWon: 2,
    });
    expect(pick(rows, 'C')).toMatchObject({
      matchesPlayed: 0,
      gamesWonPct: 0,
      decidedBy: { criterion: 'matchesWon' },
    });
  });

  it('computes games-won percentage from all games, not as an average of matches', () => {
    const weighted = computeStandings(
      teams('A', 'B', 'C'),
      [match('A', 'B', ['W', 'W', 'W']), match('A', 'C', ['6-4 6-4', '6-4 6-4', '6-4 6-4'])],
      tie3,
    );
    // 36 + 36 won, 0 + 24 lost: 72/96 = 75%, not (100% + 60%) / 2 = 80%.
    expect(pick(weighted, 'A').gamesWonPct).toBe(0.75);
    expect(pick(weighted, 'B').gamesWonPct).toBe(0);
  });

  it('counts a tied team match for both teams', () => {
    const tie = buildTieFormat({ singles: 2, doubles: 2, formatCode: STD });
    const rows = computeStandings(teams('A', 'B'), [match('A', 'B', ['W', 'W', 'L', 'L'], tie)], tie);
    expect(rows.map((r) => [r.teamId, r.matchesTied, r.matchesWon, r.rank])).toEqual([
      ['A', 1, 0, 1],
      ['B', 1, 0, 1],
    ]);
    expect(rows[1]?.decidedBy).toEqual({ criterion: 'tied', text: 'Tied: no criterion separates them' });
  });

  it('refuses a team match of a team outside the league', () => {
    expect(() => computeStandings(teams('A'), [match('A', 'Z', ['W', 'W', 'W'])], tie3)).toThrow(
      'team Z is not in this league',
    );
  });
});

describe('computeStandings: the tie-break chain', () => {
  it('ranks by team matches won first, saying so', () => {
    const rows = computeStandings(
      teams('A', 'B', 'C'),
      [match('A', 'B', ['W', 'W', 'L']), match('A', 'C', ['W', 'W', 'L']), match('B', 'C', ['W', 'W', 'W'])],
      tie3,
    );
    expect(summary(rows)).toEqual([
      '1. A — ',
      '2. B — Team matches won: 2 vs 1',
      '3. C — Team matches won: 1 vs 0',
    ]);
  });

  it('then fewest lines, sets and games lost', () => {
    // A, B, C all 1-1 in a cycle; lines lost A 2, C 3, B 4.
    const rows = computeStandings(
      teams('A', 'B', 'C'),
      [match('A', 'B', ['W', 'W', 'W']), match('B', 'C', ['W', 'W', 'L']), match('C', 'A', ['W', 'W', 'L'])],
      tie3,
    );
    expect(summary(rows)).toEqual([
      '1. A — ',
      '2. C — Fewest lines lost: 2 vs 3',
      '3. B — Fewest lines lost: 3 vs 4',
    ]);
  });

  it('breaks a three-way tie on lines by sets, then games', () => {
    // A cycle, every match 2-1: lines lost are 3 each; C loses more sets, B fewer games than A.
    const rows = computeStandings(
      teams('A', 'B', 'C'),
      [
        match('A', 'B', ['W', 'W', 'L']),
        match('B', 'C', ['W', 'W', 'L']),
        match('C', 'A', ['W', '6-0 0-6 6-0', '4-6 4-6']),
      ],
      tie3,
    );
    expect(rows.map((r) => [r.teamId, r.matchesWon, r.linesLost, r.setsLost, r.gamesLost])).toEqual([
      ['B', 1, 3, 6, 36],
      ['A', 1, 3, 6, 44],
      ['C', 1, 3, 7, 42],
    ]);
    expect(summary(rows)).toEqual([
      '1. B — ',
      '2. A — Fewest games lost: 36 vs 44',
      '3. C — Fewest sets lost: 6 vs 7',
    ]);
  });

  it('decides head-to-head between exactly two tied teams', () => {
    // A and B: 1-1 each with identical lines, sets and games; A beat B.
    const rows = computeStandings(
      teams('A', 'B', 'C', 'D'),
      [
        match('A', 'B', ['W', 'W', 'L']),
        match('C', 'A', ['W', 'W', 'L']),
        match('B', 'D', ['W', 'W', 'L']),
        match('C', 'D', ['W', 'W', 'W']),
      ],
      tie3,
    );
    expect(summary(rows)).toEqual([
      '1. C — ',
      '2. A — Team matches won: 2 vs 1',
      '3. B — Head-to-head: Team A won 1-0 against Team B',
      '4. D — Team matches won: 1 vs 0',
    ]);
  });

  it('skips head-to-head for three tied teams and goes back to it once two remain', () => {
    // X, Y, Z each 2-1 (cycle X>Y>Z>X, all beat W). Lines lost: X 3, Y 4, Z 4. Y beat Z, but Z lost fewer sets.
    const matches = [
      match('X', 'Y', ['W', 'W', 'L']),
      match('Y', 'Z', ['W', 'W', 'L']),
      match('Z', 'X', ['W', 'W', 'L']),
      match('X', 'W', ['W', 'W', 'W']),
      match('Y', 'W', ['6-0 0-6 6-0', '6-0 0-6 6-0', 'L']),
      match('Z', 'W', ['W', 'W', 'L']),
    ];
    const order: StandingsCriterion[] = ['matchesWon', 'headToHead', 'fewestLinesLost', 'fewestSetsLost'];
    const rows = computeStandings(teams('W', 'X', 'Y', 'Z'), matches, tie3, { order });
    expect(rows.map((r) => [r.teamId, r.linesLost, r.setsLost])).toEqual([
      ['X', 3, 6],
      ['Y', 4, 10],
      ['Z', 4, 8],
      ['W', 7, 14],
    ]);
    expect(summary(rows)).toEqual([
      '1. X — ',
      '2. Y — Fewest lines lost: 3 vs 4',
      '3. Z — Head-to-head: Team Y won 1-0 against Team Z',
      '4. W — Team matches won: 2 vs 0',
    ]);
    // Without head-to-head in the order, fewer sets lost puts Z above Y.
    const noH2h = computeStandings(teams('W', 'X', 'Y', 'Z'), matches, tie3, {
      order: ['matchesWon', 'fewestLinesLost', 'fewestSetsLost'],
    });
    expect(summary(noH2h)[2]).toBe('3. Y — Fewest sets lost: 8 vs 10');
  });

  it('keeps a fully symmetric three-way tie tied, sharing the rank, in name order', () => {
    const rows = computeStandings(
      teams('C', 'B', 'A'),
      [match('A', 'B', ['W', 'W', 'L']), match('B', 'C', ['W', 'W', 'L']), match('C', 'A', ['W', 'W', 'L'])],
      tie3,
    );
    expect(summary(rows)).toEqual([
      '1. A — ',
      '1. B — Tied: no criterion separates them',
      '1. C — Tied: no criterion separates them',
    ]);
  });

  it('ranks on games-won percentage and says the percentages', () => {
    const rows = computeStandings(
      teams('A', 'B'),
      [match('A', 'B', ['6-4 6-4', '4-6 4-6', '6-3 3-6 7-5'])],
      tie3,
      { order: ['matchesWon', 'gamesWonPct'] },
    );
    // Only one criterion separates after matches won; the lower team is described relative to A.
    expect(rows[1]?.decidedBy).toEqual({ criterion: 'matchesWon', text: 'Team matches won: 1 vs 0' });
    const level = computeStandings(
      teams('A', 'B', 'C'),
      [
        match('A', 'C', ['6-4 6-4', '6-4 6-4', '6-4 6-4']),
        match('B', 'C', ['6-3 6-3', '6-3 6-3', '6-3 6-3']),
      ],
      tie3,
      { order: ['matchesWon', 'gamesWonPct'] },
    );
    expect(summary(level)).toEqual([
      '1. B — ',
      '2. A — Games-won percentage: 66.7% vs 60.0%',
      '3. C — Team matches won: 1 vs 0',
    ]);
  });

  it('compares percentages exactly, with no games counting as 0%', () => {
    // 2/3 and 4/6 are the same percentage: tied on it.
    const rows = computeStandings(
      teams('A', 'B', 'C'),
      [
        match('A', 'C', ['6-3 6-3', '6-3 6-3', '6-3 6-3']),
        match('B', 'C', ['6-3 6-3', '6-3 6-3', '6-3 6-3']),
        match('B', 'C', ['6-3 6-3', '6-3 6-3', '6-3 6-3']),
      ],
      tie3,
      { order: ['gamesWonPct', 'linesWonPct', 'setsWonPct'] },
    );
    expect(summary(rows)).toEqual([
      '1. A — ',
      '1. B — Tied: no criterion separates them',
      '3. C — Games-won percentage: 66.7% vs 33.3%',
    ]);
    const empty = computeStandings(teams('A', 'B'), [], tie3, { order: ['gamesWonPct'] });
    expect(empty.map((r) => r.rank)).toEqual([1, 1]);
  });

  it('validates the standings rules', () => {
    expect(standingsRulesSchema.parse({})).toEqual({
      order: ['matchesWon', 'fewestLinesLost', 'fewestSetsLost', 'fewestGamesLost', 'headToHead'],
      retiredScoring: 'completed',
    });
    expect(
      standingsRulesSchema.safeParse({ order: ['matchesWon', 'matchesWon'] }).error?.issues[0]?.message,
    ).toBe('Each tie-break criterion may be listed once.');
    expect(standingsRulesSchema.safeParse({ order: ['coinToss'] }).error?.issues[0]?.message).toBe(
      'Unknown tie-break criterion.',
    );
    expect(standingsRulesSchema.safeParse({ order: [] }).success).toBe(false);
  });
});

describe('playerRecords', () => {
  it('counts lines played and won per player and per type', () => {
    const m: TeamMatchResult = {
      id: 'p',
      side1TeamId: 'A',
      side2TeamId: 'B',
      lines: [
        line('S1', 'W', { players: [['ann'], ['bea']] }),
        line('D1', 'L', {
          players: [
            ['ann', 'cat'],
            ['dee', 'eve'],
          ],
        }),
        line('D2', '', { status: 'DEFAULTED', winningSide: 1, players: [['fay', 'gus'], []] }),
      ],
    };
    const later: TeamMatchResult = {
      id: 'q',
      side1TeamId: 'B',
      side2TeamId: 'A',
      lines: [line('S1', '6-4 2-2', { status: 'INCOMPLETE', players: [['bea'], ['ann']] })],
    };
    const records = playerRecords([m, later], tie3);
    expect(records.find((r) => r.playerId === 'ann')).toEqual({
      playerId: 'ann',
      teamId: 'A',
      linesPlayed: 2,
      linesWon: 1,
      linesLost: 1,
      singles: { played: 1, won: 1 },
      doubles: { played: 1, won: 0 },
    });
    expect(records.find((r) => r.playerId === 'dee')).toMatchObject({
      teamId: 'B',
      linesWon: 1,
      doubles: { played: 1, won: 1 },
    });
    expect(records.find((r) => r.playerId === 'fay')).toMatchObject({ linesPlayed: 1, linesWon: 1 });
    expect(records.map((r) => r.playerId)).toEqual(['dee', 'eve', 'fay', 'gus', 'ann', 'bea', 'cat']);
  });

  it('refuses a line outside the format', () => {
    const m: TeamMatchResult = { id: 'x', side1TeamId: 'A', side2TeamId: 'B', lines: [line('S9', 'W')] };
    expect(() => playerRecords([m], tie3)).toThrow('line S9 is not in the league');
  });

  it('validates a stored line result', () => {
    expect(lineResultSchema.safeParse(line('S1', 'W')).success).toBe(true);
    expect(lineResultSchema.safeParse({ ...line('S1', 'W'), winningSide: 3 }).success).toBe(false);
  });
});

describe('buildScorecard', () => {
  it('writes one row per line in the official order, from the winner’s side', () => {
    const tie = buildTieFormat({ singles: 1, doubles: 2, formatCode: MTB });
    const m: TeamMatchResult = {
      id: 's',
      side1TeamId: 'A',
      side2TeamId: 'B',
      lines: [
        line('D2', '', { status: 'DOUBLE_DEFAULT', format: MTB }),
        line('S1', '6-7(5) 6-3 0-1(8-10)', { format: MTB, players: [['ann'], ['bea']] }),
      ],
    };
    const card = buildScorecard(m, tie, {
      side1Team: 'Aces',
      side2Team: 'Smashers',
      players: { ann: 'Ann Lee', bea: 'Bea Kim' },
    });
    expect(card.header).toEqual([
      'Line',
      'Type',
      'Home team',
      'Home players',
      'Visiting team',
      'Visiting players',
      'Winner',
      'Score',
      'Set 1',
      'Set 2',
      'Set 3',
      'Status',
      'Score as played',
    ]);
    expect(card.rows).toEqual([
      [
        'S1',
        'Singles',
        'Aces',
        'Ann Lee',
        'Smashers',
        'Bea Kim',
        'Smashers',
        '7-6 3-6 1-0',
        '7-6',
        '3-6',
        '1-0',
        'Completed',
        '6-7(5) 6-3 0-1(8-10)',
      ],
      ['D1', 'Doubles', 'Aces', '', 'Smashers', '', '', '', '', '', '', 'Not entered', ''],
      ['D2', 'Doubles', 'Aces', '', 'Smashers', '', 'None', '', '', '', '', 'Double Default', ''],
    ]);
  });

  it('writes defaults and retirements in USTA words', () => {
    const m: TeamMatchResult = {
      id: 't',
      side1TeamId: 'A',
      side2TeamId: 'B',
      lines: [
        line('S1', '', { status: 'DEFAULTED', winningSide: 2, players: [[], ['bea']] }),
        line('D1', '6-4 2-3', {
          status: 'RETIRED',
          winningSide: 2,
          players: [
            ['a1', 'a2'],
            ['b1', 'b2'],
          ],
        }),
        line('D2', '6-4 2-3', { status: 'TIMED' }),
      ],
    };
    const card = buildScorecard(m, tie3, {
      side1Team: 'Aces',
      side2Team: 'Smashers',
      players: { a1: 'Al One' },
    });
    expect(card.rows[0]).toEqual([
      'S1',
      'Singles',
      'Aces',
      '',
      'Smashers',
      'bea',
      'Smashers',
      '6-0 6-0',
      '6-0',
      '6-0',
      '',
      'Default',
      '0-6 0-6',
    ]);
    expect(card.rows[1]?.slice(3, 12)).toEqual([
      'Al One / a2',
      'Smashers',
      'b1 / b2',
      'Smashers',
      '4-6 3-2',
      '4-6',
      '3-2',
      '',
      'Retired',
    ]);
    expect(card.rows[2]?.slice(6, 12)).toEqual(['Aces', '6-4 2-3', '6-4', '2-3', '', 'Timed Match']);
  });
});
