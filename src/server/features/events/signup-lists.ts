import { type CsvColumn, toCsv } from '@shared/csv';
import { registrationStatusLabels } from '@shared/schemas/events';
import type { AdminRegistration, RegistrationFee } from '@shared/schemas/events-registrations';
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { user } from '../../db/schema/auth';
import { registrations } from '../../db/schema/events';
import { containsPattern } from '../../lib/search';

/* The organisers' list of an event's sign-ups, the same for every kind (a social's players, a tournament's entries). */

/**
 * The account that signed a family person up (decision 019): its name tells the organiser who
 * to call, since the row's e-mail is that account's. Left join: a person signing up themselves has none.
 */
export const signerName = user.name;
export const signerJoinOn = eq(user.id, registrations.signedUpBy);

export function toAdminRegistration(
  r: typeof registrations.$inferSelect,
  extra: { divisionName?: string | null; signedUpByName?: string | null; fee?: RegistrationFee | null } = {},
): AdminRegistration {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    ntrp: r.ntrp,
    partnerName: r.partnerName,
    notes: r.notes,
    status: r.status,
    waitlistPosition: r.waitlistPosition,
    isWalkIn: r.isWalkIn,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    playerId: r.playerId,
    divisionId: r.divisionId,
    divisionName: extra.divisionName ?? null,
    signedUpByName: r.signedUpBy ? (extra.signedUpByName ?? null) : null,
    confirmBy: r.status !== 'cancelled' ? (r.confirmBy?.toISOString() ?? null) : null,
    fee: extra.fee ?? null,
  };
}

/** Sort order of a players list: confirmed (by sign-up), then waitlist (by position), then cancelled. */
export const registrationOrder = [
  sql`case ${registrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
  asc(registrations.waitlistPosition),
  asc(registrations.seq),
];

export function registrationSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(registrations.name, pattern),
    ilike(registrations.email, pattern),
    ilike(registrations.phone, pattern),
    ilike(registrations.partnerName, pattern),
    // Needs the signer join of the list's query: finds a family's people by the parent's name.
    ilike(signerName, pattern),
  );
}

export function registrationsCsv(rows: AdminRegistration[], timeZone: string, withDivision: boolean): string {
  const columns: CsvColumn<AdminRegistration>[] = [
    ...(withDivision ? [{ header: 'Division', value: (r: AdminRegistration) => r.divisionName ?? '' }] : []),
    { header: 'Status', value: (r) => registrationStatusLabels[r.status] },
    { header: 'Waitlist position', value: (r) => r.waitlistPosition },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Signed up by', value: (r) => r.signedUpByName ?? '' },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'NTRP', value: (r) => r.ntrp },
    { header: 'Partner', value: (r) => r.partnerName },
    { header: 'Notes', value: (r) => r.notes },
    { header: 'Walk-in', value: (r) => (r.isWalkIn ? 'yes' : '') },
    { header: 'Checked in', at: (r) => r.checkedInAt },
    { header: 'Signed up', at: (r) => r.createdAt },
  ];
  return toCsv(rows, columns, { timeZone });
}
