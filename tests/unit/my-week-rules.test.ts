import { isOpenRequest, memberLineResult, pickWeekMatches, recordsByTeam } from '@shared/my-week';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-11-27T12:00:00Z');
const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

describe('pickWeekMatches', () => {
  it('shows every match of the next seven days, soonest first', () => {
    const list = [
      { teamId: 'a', startsAt: day(5) },
      { teamId: 'a', startsAt: day(1) },
      { teamId: 'b', startsAt: day(6.9) },
    ];
    expect(pickWeekMatches(list, now).map((m) => m.startsAt)).toEqual([day(1), day(5), day(6.9)]);
  });

  it('adds the next match of a team with none this week, and only that one', () => {
    const list = [
      { teamId: 'a', startsAt: day(2) },
      { teamId: 'a', startsAt: day(9) },
      { teamId: 'b', startsAt: day(12) },
      { teamId: 'b', startsAt: day(19) },
    ];
    expect(pickWeekMatches(list, now)).toEqual([
      { teamId: 'a', startsAt: day(2) },
      { teamId: 'b', startsAt: day(12) },
    ]);
  });

  it('leaves out matches already started', () => {
    expect(pickWeekMatches([{ teamId: 'a', startsAt: day(-0.01) }], now)).toEqual([]);
  });
});

describe('isOpenRequest', () => {
  const open = { status: 'scheduled', isOpen: true };
  it('is a scheduled, still open match the member has not answered', () => {
    expect(isOpenRequest({ match: open, myAnswer: null })).toBe(true);
    expect(isOpenRequest({ match: open, myAnswer: { answer: 'no' } })).toBe(false);
    expect(isOpenRequest({ match: { ...open, isOpen: false }, myAnswer: null })).toBe(false);
    expect(isOpenRequest({ match: { ...open, status: 'postponed' }, myAnswer: null })).toBe(false);
  });
});

describe('memberLineResult', () => {
  const lines = [
    {
      lineId: 'D1',
      score: {
        sets: [
          { side1: 6, side2: 3 },
          { side1: 7, side2: 6, tiebreak: 4 },
        ],
      },
      winningSide: 1 as const,
      ourPlayers: ['me', 'pal'],
    },
    { lineId: 'S1', score: { sets: [] }, winningSide: null, ourPlayers: ['solo'] },
  ];
  it('reads the line from our side at home (side 1) and away (side 2)', () => {
    expect(memberLineResult(lines, 'me', true)).toEqual({
      lineId: 'D1',
      partnerIds: ['pal'],
      outcome: 'won',
      score: '6-3 7-6(4)',
    });
    expect(memberLineResult(lines, 'me', false)).toMatchObject({ outcome: 'lost', score: '3-6 6-7(4)' });
  });
  it('a line with no winner is unplayed; a member not in the lineup has no result', () => {
    expect(memberLineResult(lines, 'solo', true)?.outcome).toBe('unplayed');
    expect(memberLineResult(lines, 'nobody', true)).toBeNull();
  });
});

describe('recordsByTeam', () => {
  it('counts lines won and lost per team, unplayed lines in neither', () => {
    const records = recordsByTeam([
      { teamId: 'a', outcome: 'won' },
      { teamId: 'a', outcome: 'lost' },
      { teamId: 'a', outcome: 'won' },
      { teamId: 'b', outcome: 'unplayed' },
    ]);
    expect(records.get('a')).toEqual({ won: 2, lost: 1 });
    expect(records.get('b')).toEqual({ won: 0, lost: 0 });
  });
});
