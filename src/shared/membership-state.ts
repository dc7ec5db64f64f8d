import { valuesOf } from './labels';
/**
 * A member's state on a date (issue 9 §1), computed from their memberships and the seasons'
 * dates, never stored. Dates are club-local 'YYYY-MM-DD' strings (compared as text).
 *
 * active        a paid or waived membership covers the date, renewal not yet due (or renewed)
 * renewal_due   the last `reminderDays` of the covering season, next season not yet paid
 * overdue       the season ended less than `graceDays` ago and nothing newer is paid (grace)
 * lapsed        a membership ended and the grace period passed without renewal
 * waiver_pending  a no-pay membership waits for a treasurer's approval (and none is active)
 * payment_pending joined, dues not yet paid (and never a member before)
 * none          never had a membership
 */
export const memberStateLabels = {
  active: 'Active',
  renewal_due: 'Renewal due',
  overdue: 'Overdue (grace)',
  lapsed: 'Lapsed',
  waiver_pending: 'Waiver pending',
  payment_pending: 'Payment pending',
  none: 'Not a member',
} satisfies Record<string, string>;
export type MemberState = keyof typeof memberStateLabels;
export const memberStates = valuesOf(memberStateLabels);

/** The "lapsed/unpaid" one-click filter of /members. */
export const lapsedOrUnpaidStates: readonly MemberState[] = ['overdue', 'lapsed', 'payment_pending'];

export interface SeasonDates {
  startsOn: string;
  endsOn: string;
  graceDays: number;
  reminderDays: number;
}

export type DuesStatus = 'pending' | 'paid' | 'waived' | 'waiver_requested' | 'waiver_refused' | 'cancelled';

export interface MembershipFact {
  season: SeasonDates;
  paymentStatus: DuesStatus;
}

/** 'YYYY-MM-DD' plus n days (n may be negative). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function isActiveDues(status: DuesStatus): boolean {
  return status === 'paid' || status === 'waived';
}

/** First day of "renewal due": reminderDays before the season's last day (inclusive window). */
export function renewalDueFrom(season: SeasonDates): string {
  return addDays(season.endsOn, -season.reminderDays + 1);
}

/** Last day of the grace period. */
export function graceEndsOn(season: SeasonDates): string {
  return addDays(season.endsOn, season.graceDays);
}

export function memberStateOn(today: string, memberships: readonly MembershipFact[]): MemberState {
  const active = memberships.filter((m) => isActiveDues(m.paymentStatus));
  const covering = active
    .filter((m) => m.season.startsOn <= today && today <= m.season.endsOn)
    .sort((a, b) => (a.season.endsOn < b.season.endsOn ? 1 : -1))[0];
  const paidAfter = (date: string) => active.some((m) => m.season.startsOn > date);
  if (covering) {
    if (paidAfter(covering.season.endsOn) || today < renewalDueFrom(covering.season)) return 'active';
    return 'renewal_due';
  }
  // Paid ahead for a season that has not started: a member (e.g. renewed early after lapsing).
  if (paidAfter(today)) return 'active';
  // A request still matters while its season has not ended (an abandoned one from years ago does not).
  const isPending = (status: DuesStatus) =>
    memberships.some((m) => m.paymentStatus === status && m.season.endsOn >= today);
  const last = active
    .filter((m) => m.season.endsOn < today)
    .sort((a, b) => (a.season.endsOn < b.season.endsOn ? 1 : -1))[0];
  if (last && today <= graceEndsOn(last.season))
    return isPending('waiver_requested') ? 'waiver_pending' : 'overdue';
  if (isPending('waiver_requested')) return 'waiver_pending';
  if (last) return 'lapsed';
  if (isPending('pending')) return 'payment_pending';
  return 'none';
}

/**
 * Whether someone holds the member role on a date: a paid or waived membership covers it, is
 * paid ahead, or ended less than its grace period ago. Lapsing ends it.
 */
export function hasMemberStanding(today: string, memberships: readonly MembershipFact[]): boolean {
  return memberships.some((m) => isActiveDues(m.paymentStatus) && today <= graceEndsOn(m.season));
}
