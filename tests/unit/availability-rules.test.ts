import {
  createExpiringRecordToken,
  createRecordToken,
  verifyExpiringRecordToken,
} from '@server/lib/record-token';
import { isAllowed, teamMemberOr } from '@shared/access';
import {
  availabilityLinkExpiry,
  availabilityLocksAt,
  dueReminderDays,
  isAvailabilityOpen,
  reminderKeyOf,
} from '@shared/availability-rules';
import { describe, expect, it } from 'vitest';

const secret = 'unit-secret-unit-secret-unit-secret-1234';
const matchId = '6b0f0f4e-1c1d-4d8e-9f1a-2b3c4d5e6f70';
const entryId = '7c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const hour = 3_600_000;
const day = 24 * hour;

describe('expiring answer tokens', () => {
  const expires = new Date('2026-12-01T00:00:00Z');
  const token = createExpiringRecordToken(secret, 'availability-answer', [matchId, entryId], expires);

  it('gives back the match and player it was made for, before it expires', () => {
    expect(
      verifyExpiringRecordToken(secret, 'availability-answer', token, 2, new Date('2026-11-30T23:59:00Z')),
    ).toEqual({
      ok: true,
      ids: [matchId, entryId],
    });
  });

  it('tells an expired token from a forged one', () => {
    expect(verifyExpiringRecordToken(secret, 'availability-answer', token, 2, expires)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const [m, e, x, sig] = token.split('.');
    const later = (Number.parseInt(x!, 36) + 86_400).toString(36);
    for (const forged of [
      [m, e, later, sig].join('.'), // a longer life
      [e, m, x, sig].join('.'), // swapped records
      [m, e, x, `${sig!.slice(0, -1)}A`].join('.'),
      [m, x, sig].join('.'),
      'not-a-token',
      '',
    ]) {
      expect(
        verifyExpiringRecordToken(secret, 'availability-answer', forged, 2, new Date('2026-11-01')),
      ).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('does not work under another secret or for another purpose (e.g. a withdraw link)', () => {
    const at = new Date('2026-11-01');
    expect(verifyExpiringRecordToken('x'.repeat(40), 'availability-answer', token, 2, at).ok).toBe(false);
    expect(verifyExpiringRecordToken(secret, 'other-purpose', token, 2, at).ok).toBe(false);
    expect(
      verifyExpiringRecordToken(
        secret,
        'availability-answer',
        createRecordToken(secret, 'availability-answer', matchId),
        2,
        at,
      ).ok,
    ).toBe(false);
  });

  it('lives until a day after the match', () => {
    expect(availabilityLinkExpiry('2026-11-28T01:30:00Z').toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });
});

describe('the captain’s cut-off', () => {
  const match = { startsAt: '2026-11-28T01:30:00Z', status: 'scheduled' };

  it('locks answers the set number of hours before the start', () => {
    expect(availabilityLocksAt(match.startsAt, 24).toISOString()).toBe('2026-11-27T01:30:00.000Z');
    expect(isAvailabilityOpen(match, 24, new Date('2026-11-27T01:29:59Z'))).toBe(true);
    expect(isAvailabilityOpen(match, 24, new Date('2026-11-27T01:30:00Z'))).toBe(false);
    expect(isAvailabilityOpen(match, 0, new Date('2026-11-28T01:29:00Z'))).toBe(true);
    expect(isAvailabilityOpen(match, 0, new Date('2026-11-28T01:30:00Z'))).toBe(false);
  });

  it('closes a cancelled match at once, keeps a postponed one open', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(isAvailabilityOpen({ ...match, status: 'cancelled' }, 24, now)).toBe(false);
    expect(isAvailabilityOpen({ ...match, status: 'postponed' }, 24, now)).toBe(true);
  });
});

describe('reminder timing', () => {
  const start = new Date('2026-12-10T01:30:00Z');
  const match = { startsAt: start, status: 'scheduled' };
  const at = (daysBefore: number) => new Date(start.getTime() - daysBefore * day);

  it('sends each offset once its moment has passed, the latest only', () => {
    expect(dueReminderDays(match, [7, 3], 24, at(8))).toEqual([]);
    expect(dueReminderDays(match, [7, 3], 24, at(7))).toEqual([7]);
    expect(dueReminderDays(match, [7, 3], 24, at(4))).toEqual([7]);
    expect(dueReminderDays(match, [7, 3], 24, at(2.5))).toEqual([3]);
    expect(reminderKeyOf(3)).toBe('days-3');
  });

  it('sends nothing after the cut-off, for a match not scheduled, or without offsets', () => {
    expect(dueReminderDays(match, [7, 3], 24, at(0.5))).toEqual([]);
    expect(dueReminderDays({ ...match, status: 'postponed' }, [7, 3], 24, at(2))).toEqual([]);
    expect(dueReminderDays(match, [], 24, at(2))).toEqual([]);
  });
});

describe('the team member rule', () => {
  const rule = teamMemberOr(['rep']);
  it('admits a player on the team and league staff, not another signed-in member', () => {
    const player = { isSignedIn: true, roles: ['member'], userId: 'u1' };
    expect(isAllowed(rule, player, { teamMemberIds: ['u1'] })).toBe(true);
    expect(isAllowed(rule, player, { teamMemberIds: ['u2'], teamCaptainIds: ['u1'] })).toBe(false);
    expect(isAllowed(rule, { isSignedIn: true, roles: ['rep'], userId: 'r' }, { teamMemberIds: [] })).toBe(
      true,
    );
    expect(isAllowed(rule, { isSignedIn: false, roles: [] }, { teamMemberIds: ['u1'] })).toBe(false);
  });
});
