import { memberRoleChangeOf } from '@server/features/membership/membership-activation';
import { describe, expect, it } from 'vitest';

/*
 * The hourly role sync reads every holder at once and opens a transaction only for those this
 * decides need a change (then decides again under the lock): the rule itself, case by case.
 */

const season2030 = { startsOn: '2030-01-01', endsOn: '2030-12-31', graceDays: 30, reminderDays: 30 };
const record = (paymentStatus: 'paid' | 'pending' | 'waived', activatedAt: Date | null) => ({
  fact: { season: season2030, paymentStatus },
  row: { activatedAt },
});
const activated = new Date('2030-01-05T12:00:00Z');

describe('memberRoleChangeOf', () => {
  it('grants the role to a paid-up holder without it, and leaves one who has it', () => {
    expect(memberRoleChangeOf([record('paid', activated)], ['guest'], '2030-06-01')).toBe('granted');
    expect(memberRoleChangeOf([record('waived', activated)], ['captain'], '2030-06-01')).toBe('granted');
    expect(memberRoleChangeOf([record('paid', activated)], ['member'], '2030-06-01')).toBeNull();
  });

  it('revokes it once the grace is over, only from who held an active membership', () => {
    expect(memberRoleChangeOf([record('paid', activated)], ['member'], '2031-01-30')).toBeNull();
    expect(memberRoleChangeOf([record('paid', activated)], ['member'], '2031-01-31')).toBe('revoked');
    // Given the role by hand, with only an unpaid membership: kept.
    expect(memberRoleChangeOf([record('pending', null)], ['member'], '2031-03-01')).toBeNull();
  });

  it('changes nothing for an account without memberships', () => {
    expect(memberRoleChangeOf([], ['member'], '2031-03-01')).toBeNull();
    expect(memberRoleChangeOf([], ['guest'], '2030-06-01')).toBeNull();
  });
});
