import {
  describeSeriesRule,
  isoWeekdayOf,
  maxSeriesSessions,
  occurrenceDates,
  planSessions,
  sessionsInScope,
} from '@shared/series-rules';
import { describe, expect, it } from 'vitest';

// 2026-12-03 is a Thursday.
describe('series rules: which dates a repeating event falls on', () => {
  it('knows the weekday of a date (ISO: Monday 1 … Sunday 7)', () => {
    expect(isoWeekdayOf('2026-12-03')).toBe(4);
    expect(isoWeekdayOf('2026-12-06')).toBe(7);
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
  });

  it('weekly on Thursdays for 4 sessions', () => {
    expect(
      occurrenceDates({
        firstDate: '2026-12-03',
        weekdays: [4],
        intervalWeeks: 1,
        end: { kind: 'count', count: 4 },
      }),
    ).toEqual(['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24']);
  });

  it('several weekdays in order, until a date (inclusive)', () => {
    expect(
      occurrenceDates({
        firstDate: '2026-12-01',
        weekdays: [4, 2],
        intervalWeeks: 1,
        end: { kind: 'until', date: '2026-12-10' },
      }),
    ).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10']);
  });

  it('every 2 weeks keeps the chosen weekdays of the same week together, weeks counted from Monday', () => {
    // First date a Thursday: Tuesday of that week is already past; next fortnight's Tue and Thu follow.
    expect(
      occurrenceDates({
        firstDate: '2026-12-03',
        weekdays: [2, 4],
        intervalWeeks: 2,
        end: { kind: 'count', count: 5 },
      }),
    ).toEqual(['2026-12-03', '2026-12-15', '2026-12-17', '2026-12-29', '2026-12-31']);
  });

  it('every 3 weeks until a date', () => {
    expect(
      occurrenceDates({
        firstDate: '2026-12-03',
        weekdays: [4],
        intervalWeeks: 3,
        end: { kind: 'until', date: '2027-01-31' },
      }),
    ).toEqual(['2026-12-03', '2026-12-24', '2027-01-14']);
  });

  it('a first date off the weekdays is still the first session', () => {
    expect(
      occurrenceDates({
        firstDate: '2026-12-05',
        weekdays: [4],
        intervalWeeks: 1,
        end: { kind: 'count', count: 2 },
      }),
    ).toEqual(['2026-12-05', '2026-12-10']);
  });

  it('an until date before the first date gives nothing; the count is capped', () => {
    expect(
      occurrenceDates({
        firstDate: '2026-12-03',
        weekdays: [4],
        intervalWeeks: 1,
        end: { kind: 'until', date: '2026-12-01' },
      }),
    ).toEqual([]);
    expect(
      occurrenceDates({
        firstDate: '2026-12-03',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        intervalWeeks: 1,
        end: { kind: 'count', count: 10_000 },
      }),
    ).toHaveLength(maxSeriesSessions);
  });

  it('skips a date (it still counts towards N, as in iCalendar) and moves one, re-sorting by time', () => {
    const sessions = planSessions(
      { firstDate: '2026-12-03', weekdays: [4], intervalWeeks: 1, end: { kind: 'count', count: 4 } },
      { startTime: '19:00', durationMinutes: 120 },
      { skipped: ['2026-12-10'], moved: { '2026-12-17': '2026-12-26T10:00' } },
      'America/New_York',
    );
    expect(sessions.map((s) => [s.seriesDate, s.startsAtWall, s.isMoved])).toEqual([
      ['2026-12-03', '2026-12-03T19:00', false],
      ['2026-12-24', '2026-12-24T19:00', false],
      ['2026-12-17', '2026-12-26T10:00', true],
    ]);
    expect(sessions[0]!.startsAt.toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(sessions[0]!.endsAt.toISOString()).toBe('2026-12-04T02:00:00.000Z');
  });

  it('keeps the wall-clock time across daylight saving changes in the club time zone', () => {
    const sessions = planSessions(
      { firstDate: '2027-03-04', weekdays: [4], intervalWeeks: 1, end: { kind: 'count', count: 3 } },
      { startTime: '19:00', durationMinutes: 90 },
      {},
      'America/New_York',
    );
    // DST starts on Sunday 2027-03-14: 19:00 EST is 00:00Z, 19:00 EDT is 23:00Z.
    expect(sessions.map((s) => s.startsAt.toISOString())).toEqual([
      '2027-03-05T00:00:00.000Z',
      '2027-03-12T00:00:00.000Z',
      '2027-03-18T23:00:00.000Z',
    ]);
    const autumn = planSessions(
      { firstDate: '2027-10-28', weekdays: [4], intervalWeeks: 1, end: { kind: 'count', count: 2 } },
      { startTime: '19:00', durationMinutes: 90 },
      {},
      'Europe/London',
    );
    // BST ends on Sunday 2027-10-31.
    expect(autumn.map((s) => s.startsAt.toISOString())).toEqual([
      '2027-10-28T18:00:00.000Z',
      '2027-11-04T19:00:00.000Z',
    ]);
  });

  it('an edit touches this one, this and following, or all sessions', () => {
    const s = [{ seriesDate: '2026-12-03' }, { seriesDate: '2026-12-10' }, { seriesDate: '2026-12-17' }];
    expect(sessionsInScope(s, '2026-12-10', 'one')).toEqual([{ seriesDate: '2026-12-10' }]);
    expect(sessionsInScope(s, '2026-12-10', 'following')).toEqual(s.slice(1));
    expect(sessionsInScope(s, '2026-12-10', 'all')).toEqual(s);
  });

  it('describes a rule in words', () => {
    expect(describeSeriesRule({ weekdays: [4], intervalWeeks: 1 })).toBe('Every Thursday');
    expect(describeSeriesRule({ weekdays: [4, 2], intervalWeeks: 2 })).toBe(
      'Every other Tuesday and Thursday',
    );
    expect(describeSeriesRule({ weekdays: [1, 3, 5], intervalWeeks: 3 })).toBe(
      'Every 3 weeks on Monday, Wednesday and Friday',
    );
  });
});
