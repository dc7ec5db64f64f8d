import { requireMatchFormat } from '@shared/tennis/match-format';
import {
  completeForWinner,
  defaultScore,
  formatScoreText,
  type LineScore,
  type LineScoreCheck,
  type LineStatus,
  lineScoreSchema,
  orientLine,
  parseScoreText,
  type Side,
  scoreTotals,
  ustaScoreSets,
  validateLineScore,
} from '@shared/tennis/score';
import { describe, expect, it } from 'vitest';

const STD = 'SET3-S:6/TB7';
const MTB = 'SET3-S:6/TB7-F:TB10';
const PRO = 'SET1-S:8/TB7';

/** Score from text for brevity (the parser has its own tests below). */
function s(text: string, format = MTB): LineScore {
  const parsed = parseScoreText(text, format);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function ok(check: LineScoreCheck): Side | null {
  if (!check.ok) throw new Error(check.errors.map((e) => e.message).join(' | '));
  return check.winningSide;
}

function errors(check: LineScoreCheck): string {
  if (check.ok) throw new Error('the score was accepted');
  return check.errors.map((e) => `${e.path}: ${e.message}`).join(' | ');
}

const v = (text: string, format = MTB, status: LineStatus = 'COMPLETED', winningSide?: Side) =>
  validateLineScore(s(text, format), format, status, { winningSide });

describe('validateLineScore: completed matches', () => {
  it.each([
    ['6-4 6-3', STD, 1],
    ['4-6 3-6', STD, 2],
    ['7-5 6-7(3) 7-6(8)', STD, 1],
    ['6-0 0-6 6-4', STD, 1],
    ['7-6(5) 3-6 1-0(10-8)', MTB, 1],
    ['6-7(12) 6-4 0-1(11-13)', MTB, 2],
    ['6-1 6-2', MTB, 1],
    ['9-8(4)', PRO, 1],
    ['8-6', PRO, 1],
    ['6-8', PRO, 2],
    ['9-7', PRO, 1],
    ['4-2 4-3(3)', 'SET3-S:4/TB5@3', 1],
    ['8-7(5)', 'SET1-S:8/TB7@7', 1],
    ['6-4 4-6 13-11', 'SET3-S:6/TB7-F:6', 1],
  ] as const)('accepts %s in %s (winner side %i)', (text, format, winner) => {
    expect(ok(v(text, format))).toBe(winner);
  });

  it('refuses 6-5 in a set to 6 with a tiebreak at 6-all', () => {
    expect(errors(v('6-5 6-4', STD))).toBe(
      'sets.0: Set 1 (6-5) is not a finished set: in a set to 6 a tiebreak is played at 6-all, so a set ends 6-0…6-4, 7-5 or 7-6.',
    );
  });

  it.each([
    ['8-6 6-4', 'Set 1 (8-6) is not a finished set'],
    ['7-4 6-4', 'Set 1 (7-4) is not a finished set'],
    ['6-6 6-4', 'Set 1 (6-6) is not a finished set'],
    ['5-3 6-4', 'Set 1 (5-3) is not a finished set'],
    ['0-0 6-4', 'Set 1 (0-0) is not a finished set'],
  ])('refuses the impossible or unfinished set %s', (text, message) => {
    expect(errors(v(text, STD))).toContain(message);
  });

  it('needs tiebreak points for 7-6 and refuses them on other sets', () => {
    expect(errors(v('7-6 6-4', STD))).toBe(
      "sets.0.tiebreak: Set 1 (7-6) was decided by a tiebreak: enter the tiebreak loser's points, e.g. 7-6(5).",
    );
    expect(errors(v('6-4(5) 6-4', STD))).toBe(
      'sets.0.tiebreak: Set 1 (6-4) had no tiebreak, so it has no tiebreak points (only a 7-6 set has).',
    );
    expect(
      errors(
        validateLineScore(
          {
            sets: [
              { side1: 7, side2: 5, tiebreak: 3 },
              { side1: 6, side2: 0 },
            ],
          },
          STD,
          'COMPLETED',
        ),
      ),
    ).toContain('Set 1 (7-5) had no tiebreak');
  });

  it('accepts any loser points in a win-by-two tiebreak and caps them in a no-ad one', () => {
    expect(ok(v('7-6(0) 7-6(15)', STD))).toBe(1);
    const noAd = 'SET3-S:6/TB7NOAD';
    expect(ok(v('7-6(6) 6-0', noAd))).toBe(1);
    expect(errors(v('7-6(7) 6-0', noAd))).toBe(
      'sets.0.tiebreak: Set 1 (7-6): in a no-ad tiebreak to 7 the loser has at most 6 points, not 7.',
    );
  });

  it('refuses a third set where the format plays a match tiebreak', () => {
    expect(errors(v('6-4 4-6 6-3', MTB))).toBe(
      'sets.2: This format plays a 10-point match tiebreak instead of a third set: enter it as the match tiebreak (e.g. 10-8), not as set 3.',
    );
  });

  it('refuses more sets than needed', () => {
    expect(errors(v('6-4 6-4 6-4', STD))).toBe(
      'sets.2: Set 3 (6-4) is one set too many: the match was won 2 sets to 0 after set 2.',
    );
    expect(errors(v('6-1 6-2 1-0(10-8)', MTB))).toBe(
      'matchTiebreak: A match tiebreak is played only at one set all; here the sets stand 2-0.',
    );
    expect(
      errors(
        validateLineScore(
          {
            sets: [
              { side1: 8, side2: 6 },
              { side1: 6, side2: 8 },
            ],
          },
          PRO,
          'COMPLETED',
        ),
      ),
    ).toContain('Set 2 (6-8) is one set too many');
  });

  it('refuses match tiebreaks that are not finished: 10-9, 9-7, 12-9', () => {
    expect(errors(v('6-4 4-6 [10-9]', MTB))).toBe(
      'matchTiebreak: Match tiebreak 10-9 is not finished: it is won by two points: 10-8, 11-9, 12-10….',
    );
    expect(errors(v('6-4 4-6 [9-7]', MTB))).toContain('Match tiebreak 9-7 is not finished');
    expect(errors(v('6-4 4-6 [12-9]', MTB))).toContain('Match tiebreak 12-9 is not finished');
    expect(ok(v('6-4 4-6 [10-0]', MTB))).toBe(1);
    expect(ok(v('6-4 4-6 [15-17]', MTB))).toBe(2);
  });

  it('plays the match tiebreak only at one set all, and only in formats that have one', () => {
    expect(
      errors(
        validateLineScore(
          { sets: [{ side1: 6, side2: 4 }], matchTiebreak: { side1: 10, side2: 8 } },
          MTB,
          'COMPLETED',
        ),
      ),
    ).toBe('matchTiebreak: A match tiebreak is played only at one set all; here the sets stand 1-0.');
    expect(errors(v('6-4 4-6 [10-8]', STD))).toBe(
      'matchTiebreak: This format has no match tiebreak: enter every set in games.',
    );
  });

  it('follows no-ad match tiebreaks and late final-set tiebreaks', () => {
    expect(ok(v('6-4 4-6 [10-9]', 'SET3-S:6/TB7-F:TB10NOAD'))).toBe(1);
    expect(errors(v('6-4 4-6 [11-9]', 'SET3-S:6/TB7-F:TB10NOAD'))).toContain('the first to 10 points wins');
    const wimbledon = 'SET5-S:6/TB7-F:6/TB7@12';
    expect(ok(v('6-4 4-6 6-4 4-6 13-12(5)', wimbledon))).toBe(1);
    expect(ok(v('6-4 4-6 6-4 4-6 11-9', wimbledon))).toBe(1);
    expect(errors(v('6-4 4-6 6-4 4-6 7-6(5)', wimbledon))).toContain(
      'Set 5 (7-6) is not a finished set: in a set to 6 a tiebreak is played at 12-all, so a set ends 6-0…6-4, 7-5, 8-6, 9-7, 10-8, 11-9, 12-10, 13-11 or 13-12.',
    );
    expect(ok(v('7-6(3) 6-7(3) 7-6(9) 6-7(0) 7-6(1)', 'SET5-S:6/TB7'))).toBe(1);
  });

  it('describes an advantage set when there is no tiebreak', () => {
    expect(errors(v('7-6 6-4', 'SET3-S:6'))).toBe(
      'sets.0: Set 1 (7-6) is not a finished set: in a set to 6 there is no tiebreak, so a set ends 6-0…6-4 or by two games after 5-all.',
    );
    expect(ok(v('12-10 6-4', 'SET3-S:6'))).toBe(1);
  });

  it('refuses an unfinished match as completed and points to the other statuses', () => {
    expect(errors(v('6-4 4-6', MTB))).toBe(
      ': The score is not a finished match: a side needs 2 sets (now 1-1). If play stopped, choose Retired, Timed or Incomplete.',
    );
    expect(errors(v('', STD))).toContain('(now 0-0)');
  });

  it('checks a given winning side against the score', () => {
    expect(ok(v('6-4 6-4', STD, 'COMPLETED', 1))).toBe(1);
    expect(errors(v('6-4 6-4', STD, 'COMPLETED', 2))).toBe(
      'winningSide: The score shows side 1 winning, not side 2.',
    );
  });

  it('refuses a bad format code and a malformed score', () => {
    expect(errors(validateLineScore({ sets: [] }, 'SET3-X', 'COMPLETED'))).toContain(
      'not a valid scoring format code',
    );
    expect(errors(validateLineScore({ sets: [{ side1: -1, side2: 6 }] }, STD, 'COMPLETED'))).toBe(
      'sets.0.side1: Scores cannot be negative.',
    );
    expect(errors(validateLineScore({ sets: [{ side1: 6.5, side2: 6 }] }, STD, 'COMPLETED'))).toContain(
      'whole numbers',
    );
  });

  it('handles sets played as tiebreaks and timed sets', () => {
    expect(ok(validateLineScore({ sets: [{ side1: 10, side2: 8 }] }, 'SET1-S:TB10', 'COMPLETED'))).toBe(1);
    expect(
      errors(validateLineScore({ sets: [{ side1: 10, side2: 9 }] }, 'SET1-S:TB10', 'COMPLETED')),
    ).toContain('is not a finished 10-point tiebreak');
    expect(ok(validateLineScore({ sets: [{ side1: 5, side2: 7 }] }, 'T60', 'COMPLETED'))).toBe(2);
  });
});

describe('validateLineScore: retired, timed, incomplete', () => {
  it('accepts an unfinished score for a retirement, with the winner said', () => {
    expect(ok(v('6-4 2-3', MTB, 'RETIRED', 2))).toBe(2);
    expect(ok(v('6-6', STD, 'RETIRED', 1))).toBe(1);
    expect(ok(v('6-4 4-6 [7-8]', MTB, 'RETIRED', 1))).toBe(1);
    expect(ok(v('', MTB, 'RETIRED', 1))).toBe(1);
    expect(ok(v('6-4', MTB, 'RETIRED', 2))).toBe(2);
  });

  it('needs the winning side for a retirement', () => {
    expect(errors(v('6-4 2-3', MTB, 'RETIRED'))).toBe(
      'winningSide: Say which side won: the side that did not retire.',
    );
  });

  it('refuses a finished match or an impossible set as retired', () => {
    expect(errors(v('6-4 6-4', STD, 'RETIRED', 2))).toContain(
      'The score is a finished match, so the status is Completed',
    );
    expect(errors(v('8-3', STD, 'RETIRED', 1))).toContain('Set 1 (8-3) is not a possible set');
    expect(errors(v('7-6', STD, 'RETIRED', 1))).toContain('enter the tiebreak loser');
    expect(
      errors(
        validateLineScore({ sets: [{ side1: 6, side2: 6, tiebreak: 3 }] }, STD, 'RETIRED', {
          winningSide: 1,
        }),
      ),
    ).toContain('Set 1 (6-6) is unfinished: it has no tiebreak points yet');
    expect(errors(v('2-3 6-4', STD, 'RETIRED', 1))).toBe('sets.1: Set 2 comes after an unfinished set 1.');
    expect(errors(v('6-4 4-6 [12-9]', MTB, 'RETIRED', 1))).toContain('Match tiebreak 12-9 is not possible');
  });

  it('derives a timed winner from sets, then the set in play', () => {
    expect(ok(v('6-4 2-3', MTB, 'TIMED'))).toBe(1);
    expect(ok(v('4-6 3-2', STD, 'TIMED'))).toBe(2);
    expect(ok(v('6-4 3-5', STD, 'TIMED'))).toBe(1);
    expect(ok(v('4-5', STD, 'TIMED'))).toBe(2);
    expect(ok(v('6-4 4-6 [6-5]', MTB, 'TIMED'))).toBe(1);
  });

  it('asks who won a timed match that is level', () => {
    expect(errors(v('6-4 4-6', STD, 'TIMED'))).toBe(
      'winningSide: The score is level when time ran out: say which side won the deciding point.',
    );
    expect(ok(v('6-4 4-6 3-3', STD, 'TIMED', 2))).toBe(2);
    expect(errors(v('6-4 2-3', STD, 'TIMED', 2))).toBe(
      'winningSide: When time ran out side 1 was ahead, so side 1 won, not side 2.',
    );
    expect(errors(v('6-4 6-3', STD, 'TIMED'))).toContain('status is Completed');
  });

  it.each(['INCOMPLETE', 'ABANDONED'] as const)('%s: unfinished score, no winner', (status) => {
    expect(ok(v('6-4 2-3', MTB, status))).toBeNull();
    expect(errors(v('6-4 2-3', MTB, status, 1))).toContain('line has no winner');
    expect(errors(v('6-4 6-3', MTB, status))).toContain('status is Completed');
  });
});

describe('validateLineScore: defaults and walkovers', () => {
  it('scores a default 6-0 6-0 for the winner', () => {
    const check = validateLineScore({ sets: [] }, MTB, 'DEFAULTED', { winningSide: 2 });
    expect(check).toEqual({
      ok: true,
      winningSide: 2,
      score: {
        sets: [
          { side1: 0, side2: 6 },
          { side1: 0, side2: 6 },
        ],
      },
    });
    expect(ok(v('6-0 6-0', MTB, 'DEFAULTED', 1))).toBe(1);
    expect(errors(v('6-3 6-0', MTB, 'DEFAULTED', 1))).toBe(
      ': A default is scored 6-0 6-0: leave the sets empty or enter that score.',
    );
    expect(errors(v('', MTB, 'DEFAULTED'))).toBe('winningSide: Say which side won by default.');
    expect(defaultScore(requireMatchFormat(PRO), 1)).toEqual({ sets: [{ side1: 8, side2: 0 }] });
  });

  it('has no score for a walkover', () => {
    expect(validateLineScore({ sets: [] }, STD, 'WALKOVER', { winningSide: 1 })).toEqual({
      ok: true,
      winningSide: 1,
      score: { sets: [] },
    });
    expect(errors(v('6-0', STD, 'WALKOVER', 1))).toContain('A walkover has no score');
    expect(errors(v('', STD, 'WALKOVER'))).toContain('Say which side won the walkover.');
  });

  it('has no score and no winner for a double default', () => {
    expect(validateLineScore({ sets: [] }, STD, 'DOUBLE_DEFAULT')).toEqual({
      ok: true,
      winningSide: null,
      score: { sets: [] },
    });
    expect(errors(v('6-0 6-0', STD, 'DOUBLE_DEFAULT'))).toContain('A double default has no score');
    expect(errors(v('', STD, 'DOUBLE_DEFAULT', 1))).toContain('both sides lose the line');
  });
});

describe('parseScoreText and formatScoreText', () => {
  it('reads set tiebreaks and a match tiebreak', () => {
    expect(parseScoreText('7-6(5) 3-6 1-0(10-8)')).toEqual({
      ok: true,
      value: {
        sets: [
          { side1: 7, side2: 6, tiebreak: 5 },
          { side1: 3, side2: 6 },
        ],
        matchTiebreak: { side1: 10, side2: 8 },
      },
    });
    expect(parseScoreText('6-4, 4-6, [8-10]')).toEqual({
      ok: true,
      value: {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 4, side2: 6 },
        ],
        matchTiebreak: { side1: 8, side2: 10 },
      },
    });
    expect(parseScoreText('6-4 4-6 0-1(12-14)')).toMatchObject({
      ok: true,
      value: { matchTiebreak: { side1: 12, side2: 14 } },
    });
    expect(parseScoreText('')).toEqual({ ok: true, value: { sets: [] } });
  });

  it('reads a bare deciding tiebreak when the format has a match tiebreak', () => {
    expect(parseScoreText('6-4 4-6 10-8', MTB)).toMatchObject({
      ok: true,
      value: { matchTiebreak: { side1: 10, side2: 8 } },
    });
    expect(parseScoreText('6-4 4-6 6-3', STD)).toMatchObject({
      ok: true,
      value: { sets: [{}, {}, { side1: 6, side2: 3 }] },
    });
  });

  it('reads both tiebreak points and keeps the loser’s', () => {
    expect(parseScoreText('7-6(7-5) 6-7(8-10)')).toEqual({
      ok: true,
      value: {
        sets: [
          { side1: 7, side2: 6, tiebreak: 5 },
          { side1: 6, side2: 7, tiebreak: 8 },
        ],
      },
    });
  });

  it.each([
    ['7-6(7-6)', '7-6 is not a finished 7-point tiebreak: it is won by two points'],
    ['7-6(8-5)', '8-5 is not a finished 7-point tiebreak'],
    ['7-6(5-7)', 'the tiebreak winner is the set winner'],
    ['6-6(5)', 'has a winner'],
    ['1-0(8-10)', 'the side with 1 in “1-0”'],
    ['[10-8] 6-4', 'nothing comes after the match tiebreak'],
    ['6:4', 'write a set as 6-4'],
    ['six-four', 'write a set as 6-4'],
  ])('refuses %s', (text, message) => {
    const parsed = parseScoreText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('uses the format’s tiebreak length for both-points tiebreaks', () => {
    expect(parseScoreText('7-6(10-8)', 'SET3-S:6/TB10').ok).toBe(true);
    expect(parseScoreText('7-6(7-5)', 'SET3-S:6/TB10').ok).toBe(false);
    expect(parseScoreText('6-4', 'nonsense').ok).toBe(false);
  });

  it('writes the score from either side', () => {
    const score = s('7-6(5) 3-6 1-0(10-8)');
    expect(formatScoreText(score)).toBe('7-6(5) 3-6 1-0(10-8)');
    expect(formatScoreText(score, { perspective: 2 })).toBe('6-7(5) 6-3 0-1(8-10)');
    expect(formatScoreText(score, { matchTiebreak: 'brackets' })).toBe('7-6(5) 3-6 [10-8]');
    expect(formatScoreText({ sets: [] })).toBe('');
  });

  it('round-trips through text', () => {
    for (const text of ['6-4 6-4', '7-6(5) 3-6 1-0(10-8)', '6-7(12) 7-6(0) 0-1(11-13)', '9-8(4)']) {
      expect(formatScoreText(s(text))).toBe(text);
    }
  });
});

describe('USTA export and standings counts', () => {
  it('writes scores from the winner’s side, set tiebreaks plain, the match tiebreak 1-0', () => {
    expect(ustaScoreSets(s('7-6(5) 3-6 1-0(10-8)'), 1)).toEqual(['7-6', '3-6', '1-0']);
    expect(ustaScoreSets(s('7-6(5) 3-6 0-1(8-10)'), 2)).toEqual(['6-7', '6-3', '1-0']);
    expect(ustaScoreSets(s('4-6 2-6'), 2)).toEqual(['6-4', '6-2']);
    // A retirement: the winner may trail in the score.
    expect(ustaScoreSets(s('6-4 2-3'), 2)).toEqual(['4-6', '3-2']);
  });

  it('counts a match tiebreak as one set and one game, a set tiebreak as a game', () => {
    expect(scoreTotals(s('7-6(5) 3-6 1-0(10-8)'), requireMatchFormat(MTB))).toEqual({
      sets: [2, 1],
      games: [11, 12],
    });
    expect(scoreTotals(s('6-4 2-3'), requireMatchFormat(MTB))).toEqual({ sets: [1, 0], games: [8, 7] });
    expect(scoreTotals({ sets: [] }, requireMatchFormat(MTB))).toEqual({ sets: [0, 0], games: [0, 0] });
  });

  it('completes a retired match for the winner', () => {
    const f = requireMatchFormat(MTB);
    expect(formatScoreText(completeForWinner(s('6-4 2-3'), f, 1))).toBe('6-4 6-3');
    expect(formatScoreText(completeForWinner(s('6-4 2-3'), f, 2))).toBe('6-4 2-6 0-1(0-10)');
    expect(formatScoreText(completeForWinner(s('4-6 5-6'), f, 2))).toBe('4-6 5-7');
    expect(formatScoreText(completeForWinner(s('6-4 6-6'), f, 1))).toBe('6-4 7-6(0)');
    expect(formatScoreText(completeForWinner(s('6-4 4-6 [5-7]'), f, 1))).toBe('6-4 4-6 1-0(10-7)');
    expect(formatScoreText(completeForWinner({ sets: [] }, requireMatchFormat(STD), 2))).toBe('0-6 0-6');
    expect(formatScoreText(completeForWinner(s('6-4 3-6 2-1', STD), requireMatchFormat(STD), 2))).toBe(
      '6-4 3-6 2-6',
    );
  });

  it('validates the stored shape with zod', () => {
    expect(lineScoreSchema.safeParse({ sets: [{ side1: 6, side2: 4 }] }).success).toBe(true);
    expect(lineScoreSchema.safeParse({ sets: Array(6).fill({ side1: 6, side2: 0 }) }).success).toBe(false);
    expect(lineScoreSchema.safeParse({ sets: [{ side1: '6', side2: 4 }] }).success).toBe(false);
  });
});

describe('orientLine: entered from our side, stored home first (issue 18)', () => {
  const ours = {
    score: {
      sets: [
        { side1: 6, side2: 4 },
        { side1: 6, side2: 7, tiebreak: 5 },
      ],
      matchTiebreak: { side1: 10, side2: 8 },
    },
    winningSide: 1 as const,
  };
  it('keeps a home match as entered', () => {
    expect(orientLine(ours, true)).toBe(ours);
  });
  it('swaps the sides of an away match (a set tiebreak keeps the loser’s points), and back', () => {
    const stored = orientLine(ours, false);
    expect(stored).toEqual({
      score: {
        sets: [
          { side1: 4, side2: 6 },
          { side1: 7, side2: 6, tiebreak: 5 },
        ],
        matchTiebreak: { side1: 8, side2: 10 },
      },
      winningSide: 2,
    });
    expect(orientLine(stored, false)).toEqual(ours);
    expect(orientLine({ ...ours, winningSide: null }, false).winningSide).toBeNull();
  });
});
