/* The demo league's line scores: data only; factories/results-demo.ts enters them. */

type Games = [winner: number, loser: number, tiebreak?: number];

export interface LineResult {
  sets: Games[];
  matchTiebreak?: [winner: number, loser: number];
}

/** Believable line scores from the winner's side: straight sets, tiebreaks, match tiebreaks. */
export const scoreBank: LineResult[] = [
  {
    sets: [
      [6, 3],
      [6, 4],
    ],
  },
  {
    sets: [
      [7, 5],
      [6, 2],
    ],
  },
  {
    sets: [
      [6, 4],
      [3, 6],
    ],
    matchTiebreak: [10, 7],
  },
  {
    sets: [
      [7, 6, 4],
      [6, 3],
    ],
  },
  {
    sets: [
      [6, 2],
      [6, 1],
    ],
  },
  {
    sets: [
      [4, 6],
      [6, 4],
    ],
    matchTiebreak: [10, 8],
  },
  {
    sets: [
      [6, 7, 5],
      [6, 3],
    ],
    matchTiebreak: [11, 9],
  },
  {
    sets: [
      [6, 4],
      [7, 6, 3],
    ],
  },
];

/** Lines our team wins per played week (3 doubles lines): a season with ups and downs. */
export const linesWonByWeek = [
  [2, 3, 1, 2, 0, 3],
  [1, 2, 3, 0, 2, 2],
] as const;
