import type { registrations } from '../../db/schema/events';
import type { EventTarget } from './event-targets';

/* The columns a registration is written with, the same whichever step writes it. */

type RegistrationRow = typeof registrations.$inferSelect;

type NewRegistration = typeof registrations.$inferInsert;

/** A registration cancelled at `now` by `by` (the player, an organiser, the event…): its waitlist place goes. */
export function cancelledAs(by: NonNullable<RegistrationRow['cancelledBy']>, now: Date) {
  return {
    status: 'cancelled',
    waitlistPosition: null,
    cancelledAt: now,
    cancelledBy: by,
    updatedAt: now,
  } as const;
}

/**
 * A new registration of `target` for `person` (their player record and who the row is for):
 * where it belongs, the details as typed, and `values` (its state, who signed it up…).
 * Sign-ups, walk-ins and whole-series sign-ups all start here.
 */
export function newRegistration(
  target: Pick<EventTarget, 'eventRef' | 'socialEventId' | 'divisionId'>,
  person: { playerId: string; name: string; email: string; emailKey: string },
  typed: { phone: string; ntrp: string; partnerName?: string; notes: string },
  now: Date,
  values: Omit<NewRegistration, 'eventRef' | 'socialEventId' | 'divisionId' | keyof typeof person>,
): NewRegistration {
  return {
    eventRef: target.eventRef,
    socialEventId: target.socialEventId,
    divisionId: target.divisionId,
    ...person,
    phone: typed.phone,
    ntrp: typed.ntrp,
    partnerName: typed.partnerName,
    notes: typed.notes,
    ...values,
    createdAt: now,
    updatedAt: now,
  };
}
