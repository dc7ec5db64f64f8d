import {
  formatClubTimeRange,
  formatDateRange,
  isWallTime,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
} from '@shared/club-time';
import { formatFee } from '@shared/payments';
import { availabilityOf, feeToCents } from '@shared/schemas/events';
import { describe, expect, it } from 'vitest';

const denver = 'America/Denver';

describe('club wall time ↔ UTC', () => {
  it('converts Denver summer and winter times', () => {
    expect(zonedWallTimeToUtc('2026-06-12T18:00', denver).toISOString()).toBe('2026-06-13T00:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-01-12T18:00', denver).toISOString()).toBe('2026-01-13T01:00:00.000Z');
    expect(utcToZonedWallTime('2026-06-13T00:00:00.000Z', denver)).toBe('2026-06-12T18:00');
  });

  it('handles the DST changes: the spring gap moves forward, the autumn overlap takes the first', () => {
    // 2026-03-08 02:30 does not exist in Denver (clocks jump 2:00 → 3:00).
    expect(utcToZonedWallTime(zonedWallTimeToUtc('2026-03-08T02:30', denver), denver)).toBe(
      '2026-03-08T03:30',
    );
    // 2026-11-01 01:30 happens twice; the first is still MDT (UTC−6).
    expect(zonedWallTimeToUtc('2026-11-01T01:30', denver).toISOString()).toBe('2026-11-01T07:30:00.000Z');
  });

  it('round-trips every half hour of a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
      const wall = utcToZonedWallTime(new Date(t), denver);
      const back = zonedWallTimeToUtc(wall, denver).getTime();
      // Only the repeated autumn hour may map to its first occurrence.
      if (back !== t) expect(t - back).toBe(3600_000);
    }
  });

  it('validates wall times', () => {
    expect(isWallTime('2026-02-29T10:00')).toBe(false);
    expect(isWallTime('2028-02-29T10:00')).toBe(true);
    expect(isWallTime('2026-06-12 18:00')).toBe(false);
  });

  it('formats ranges in the club zone', () => {
    expect(formatClubTimeRange('2026-06-13T00:30:00Z', '2026-06-13T03:00:00Z', denver)).toBe(
      'Fri, Jun 12, 2026 · 6:30 PM – 9:00 PM',
    );
    expect(formatDateRange('2026-07-11', '2026-07-12')).toBe('Sat, Jul 11 – Sun, Jul 12, 2026');
  });
});

describe('availability and fees', () => {
  const base = {
    status: 'published' as const,
    capacity: 10,
    waitlistLimit: null,
    confirmedCount: 3,
    waitlistCount: 0,
    startsAt: '2030-01-01T00:00:00Z',
    signupDeadline: null,
  };
  it('labels each state', () => {
    expect(availabilityOf(base).label).toBe('7 spots left');
    expect(availabilityOf({ ...base, confirmedCount: 9 }).label).toBe('1 spot left');
    expect(availabilityOf({ ...base, confirmedCount: 10 }).label).toBe('Waitlist');
    expect(availabilityOf({ ...base, confirmedCount: 10, waitlistLimit: 0 }).label).toBe('Full');
    expect(availabilityOf({ ...base, signupDeadline: '2020-01-01T00:00:00Z' }).label).toBe('Closed');
    expect(availabilityOf({ ...base, status: 'cancelled' }).label).toBe('Cancelled');
    expect(availabilityOf({ ...base, startsAt: '2020-01-01T00:00:00Z' }).label).toBe('Past');
  });
  it('converts fees', () => {
    expect(feeToCents('12.5')).toBe(1250);
    expect(feeToCents('12.05')).toBe(1205);
    expect(feeToCents('0')).toBe(0);
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(1500)).toBe('$15.00');
  });
});
