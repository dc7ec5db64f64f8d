import {
  addDays,
  graceEndsOn,
  hasMemberStanding,
  type MembershipFact,
  memberStateOn,
  renewalDueFrom,
  type SeasonDates,
} from '@shared/membership-state';
import { describe, expect, it } from 'vitest';

const season = (year: number): SeasonDates => ({
  startsOn: `${year}-01-01`,
  endsOn: `${year}-12-31`,
  graceDays: 30,
  reminderDays: 30,
});
const paid = (year: number): MembershipFact => ({ season: season(year), paymentStatus: 'paid' });

describe('membership state at the boundary dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(renewalDueFrom(season(2026))).toBe('2026-12-02');
    expect(graceEndsOn(season(2026))).toBe('2027-01-30');
  });

  it('is active from the first day to the day before renewal is due', () => {
    expect(memberStateOn('2026-01-01', [paid(2026)])).toBe('active');
    expect(memberStateOn('2026-12-01', [paid(2026)])).toBe('active');
  });

  it('is renewal due in the last reminderDays of the season, through its last day', () => {
    expect(memberStateOn('2026-12-02', [paid(2026)])).toBe('renewal_due');
    expect(memberStateOn('2026-12-31', [paid(2026)])).toBe('renewal_due');
  });

  it('is active again once next season is paid', () => {
    expect(memberStateOn('2026-12-15', [paid(2026), paid(2027)])).toBe('active');
    expect(memberStateOn('2027-01-05', [paid(2026), paid(2027)])).toBe('active');
  });

  it('is overdue from the day after the season through the last day of grace, then lapsed', () => {
    expect(memberStateOn('2027-01-01', [paid(2026)])).toBe('overdue');
    expect(memberStateOn('2027-01-30', [paid(2026)])).toBe('overdue');
    expect(memberStateOn('2027-01-31', [paid(2026)])).toBe('lapsed');
    expect(hasMemberStanding('2027-01-30', [paid(2026)])).toBe(true);
    expect(hasMemberStanding('2027-01-31', [paid(2026)])).toBe(false);
  });

  it('counts a granted waiver like a payment, a pending one as waiting', () => {
    expect(memberStateOn('2026-06-01', [{ season: season(2026), paymentStatus: 'waived' }])).toBe('active');
    const waiting: MembershipFact = { season: season(2026), paymentStatus: 'waiver_requested' };
    expect(memberStateOn('2026-06-01', [waiting])).toBe('waiver_pending');
    expect(
      memberStateOn('2027-01-10', [paid(2026), { season: season(2027), paymentStatus: 'waiver_requested' }]),
    ).toBe('waiver_pending');
    expect(hasMemberStanding('2026-06-01', [waiting])).toBe(false);
  });

  it('shows a first-time joiner as payment pending, and ignores requests of seasons long over', () => {
    expect(memberStateOn('2026-03-01', [{ season: season(2026), paymentStatus: 'pending' }])).toBe(
      'payment_pending',
    );
    expect(memberStateOn('2028-03-01', [{ season: season(2026), paymentStatus: 'pending' }])).toBe('none');
    expect(memberStateOn('2026-03-01', [])).toBe('none');
    expect(memberStateOn('2026-03-01', [{ season: season(2026), paymentStatus: 'cancelled' }])).toBe('none');
  });

  it('keeps a lapsed member lapsed with an unpaid renewal, and active when paid ahead', () => {
    expect(
      memberStateOn('2027-03-01', [paid(2026), { season: season(2027), paymentStatus: 'pending' }]),
    ).toBe('lapsed');
    expect(memberStateOn('2026-12-20', [paid(2025), paid(2027)])).toBe('active');
  });
});
