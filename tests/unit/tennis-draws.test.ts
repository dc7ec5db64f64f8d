import {
  bracketSize,
  consolationLineFor,
  defaultSeedCount,
  groupStandings,
  placeBracketLines,
  placeGroups,
  planBracket,
  planGroup,
  roundName,
  seedingOrder,
  winnerAndLoser,
  winnerGoesTo,
} from '@shared/tennis/draws';
import { describe, expect, it } from 'vitest';

const entrants = (n: number, seeds = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, seed: i < seeds ? i + 1 : null }));

describe('seeding positions', () => {
  it('places seeds on the standard lines', () => {
    expect(seedingOrder(2)).toEqual([1, 2]);
    expect(seedingOrder(4)).toEqual([1, 4, 3, 2]);
    expect(seedingOrder(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2]);
    const sixteen = seedingOrder(16);
    expect(sixteen[0]).toBe(1);
    expect(sixteen[15]).toBe(2);
    // Seeds 3 and 4 at the top of the bottom quarter and the bottom of the top half's second quarter.
    expect(sixteen.indexOf(3)).toBe(8);
    expect(sixteen.indexOf(4)).toBe(7);
    expect(() => seedingOrder(12)).toThrow();
  });

  it('keeps seeds 1 and 2 apart until the final and 1–4 until the semi-finals', () => {
    const order = seedingOrder(32);
    const half = (rank: number) => Math.floor(order.indexOf(rank) / 16);
    const quarter = (rank: number) => Math.floor(order.indexOf(rank) / 8);
    expect(half(1)).not.toBe(half(2));
    expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((r) => Math.floor(order.indexOf(r) / 4))).size).toBe(8);
  });

  it('sizes brackets and seed counts', () => {
    expect(bracketSize(2)).toBe(2);
    expect(bracketSize(5)).toBe(8);
    expect(bracketSize(16)).toBe(16);
    expect(bracketSize(17)).toBe(32);
    expect(defaultSeedCount(3)).toBe(0);
    expect(defaultSeedCount(16)).toBe(4);
    expect(defaultSeedCount(24)).toBe(8);
  });
});

describe('byes', () => {
  it('gives the byes to the top seeds', () => {
    const lines = placeBracketLines(entrants(13, 4), 7);
    expect(lines).toHaveLength(16);
    expect(lines.filter((l) => l === null)).toHaveLength(3);
    // Seeds 1, 2, 3 face byes: ranks 16, 15, 14 sit opposite them.
    expect(lines[0]).toBe('e1');
    expect(lines[1]).toBeNull();
    expect(lines[15]).toBe('e2');
    expect(lines[14]).toBeNull();
    expect(lines[8]).toBe('e3');
    expect(lines[9]).toBeNull();
    expect(lines[7]).toBe('e4');
    expect(lines[6]).not.toBeNull();
  });

  it('never pairs two byes and marks bye matches', () => {
    for (const n of [3, 5, 6, 7, 9, 12, 17, 31]) {
      const matches = planBracket(placeBracketLines(entrants(n, defaultSeedCount(n)), n), 'main');
      const first = matches.filter((m) => m.round === 1);
      expect(first.every((m) => m.side1 !== null || m.side2 !== null)).toBe(true);
      expect(first.filter((m) => m.isBye)).toHaveLength(bracketSize(n) - n);
    }
  });

  it('places every entry once, and the same way for the same shuffle seed', () => {
    const a = placeBracketLines(entrants(11, 2), 42);
    expect(a).toEqual(placeBracketLines(entrants(11, 2), 42));
    expect(new Set(a.filter(Boolean)).size).toBe(11);
  });
});

describe('advancement', () => {
  it('sends a winner to the next round on the side of its position', () => {
    expect(winnerGoesTo({ structure: 'main', group: null, round: 1, position: 5 }, 4)).toEqual({
      slot: { structure: 'main', group: null, round: 2, position: 2 },
      side: 2,
    });
    expect(winnerGoesTo({ structure: 'main', group: null, round: 1, position: 4 }, 4)?.side).toBe(1);
    expect(winnerGoesTo({ structure: 'main', group: null, round: 4, position: 0 }, 4)).toBeNull();
  });

  it('plans every round and names them', () => {
    const matches = planBracket(placeBracketLines(entrants(16, 4), 1), 'main');
    expect(matches).toHaveLength(15);
    expect(matches.filter((m) => m.round === 4)).toHaveLength(1);
    expect(roundName(4, 4)).toBe('Final');
    expect(roundName(3, 4)).toBe('Semi-finals');
    expect(roundName(2, 4)).toBe('Quarter-finals');
    expect(roundName(1, 4)).toBe('Round of 16');
  });

  it('reads winner and loser from a result, a walkover and a bye', () => {
    const m = { side1: 'a', side2: 'b', isBye: false };
    expect(winnerAndLoser(m, { status: 'COMPLETED', winningSide: 2, score: { sets: [] } })).toEqual({
      winner: 'b',
      loser: 'a',
    });
    expect(winnerAndLoser(m, { status: 'WALKOVER', winningSide: 1, score: { sets: [] } }).winner).toBe('a');
    expect(winnerAndLoser(m, null).winner).toBeNull();
    expect(winnerAndLoser({ side1: null, side2: 'b', isBye: true }, null)).toEqual({
      winner: 'b',
      loser: null,
    });
  });

  it('puts first-match losers in consolation by quarter', () => {
    expect(consolationLineFor(0)).toEqual({
      slot: { structure: 'consolation', group: null, round: 1, position: 0 },
      side: 1,
    });
    expect(consolationLineFor(3).slot.position).toBe(1);
    expect(consolationLineFor(3).side).toBe(2);
  });
});

describe('round-robin groups', () => {
  it('splits into even groups of 3–6 with seeds snaked', () => {
    const groups = placeGroups(entrants(10, 3), 4, 3);
    expect(groups.map((g) => g.entryIds.length).sort()).toEqual([3, 3, 4]);
    expect(groups[0]?.entryIds[0]).toBe('e1');
    expect(groups[1]?.entryIds[0]).toBe('e2');
    expect(groups[2]?.entryIds[0]).toBe('e3');
    expect(
      placeGroups(entrants(7, 0), 3, 1)
        .map((g) => g.entryIds.length)
        .sort(),
    ).toEqual([3, 4]);
    expect(() => placeGroups(entrants(6, 0), 7, 1)).toThrow();
  });

  it('plans everyone against everyone once, never twice in a round', () => {
    for (const n of [3, 4, 5, 6]) {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const matches = planGroup('A', ids);
      expect(matches).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(matches.map((m) => [m.side1, m.side2].sort().join('-')));
      expect(pairs.size).toBe(matches.length);
      for (const round of new Set(matches.map((m) => m.round))) {
        const inRound = matches.filter((m) => m.round === round).flatMap((m) => [m.side1, m.side2]);
        expect(new Set(inRound).size).toBe(inRound.length);
      }
    }
  });

  it('ranks a group with the standings tie-break order and says what decided', () => {
    const win = (side: 1 | 2, sets: [number, number][]) => ({
      status: 'COMPLETED' as const,
      winningSide: side,
      score: { sets: sets.map(([a, b]) => ({ side1: a, side2: b })) },
    });
    const entries = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase() }));
    // A beats B, B beats C, C beats A: one win each; A lost fewest sets.
    const table = groupStandings(
      entries,
      [
        {
          id: '1',
          side1: 'a',
          side2: 'b',
          result: win(1, [
            [6, 1],
            [6, 1],
          ]),
        },
        {
          id: '2',
          side1: 'b',
          side2: 'c',
          result: win(1, [
            [6, 4],
            [3, 6],
            [6, 4],
          ]),
        },
        {
          id: '3',
          side1: 'c',
          side2: 'a',
          result: win(1, [
            [6, 4],
            [3, 6],
            [7, 5],
          ]),
        },
      ],
      'SET3-S:6/TB7',
    );
    expect(table.map((r) => r.teamId)).toEqual(['a', 'b', 'c']);
    expect(table[1]?.decidedBy?.criterion).toBe('fewestSetsLost');
    expect(table[1]?.decidedBy?.text).toMatch(/^Fewest lines lost|^Fewest sets lost/);

    // Two tied on wins and sets and games: head-to-head decides.
    const two = groupStandings(
      entries.slice(0, 2),
      [
        {
          id: '1',
          side1: 'b',
          side2: 'a',
          result: win(1, [
            [6, 4],
            [6, 4],
          ]),
        },
      ],
      'SET3-S:6/TB7',
    );
    expect(two[0]?.teamId).toBe('b');
    expect(two[1]?.decidedBy?.text).toMatch(/^Matches won/);
  });
});
