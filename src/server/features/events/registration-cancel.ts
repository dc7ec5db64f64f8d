import { eventMessages } from '@shared/schemas/events';
import type { CancelPreview, CancelResult } from '@shared/schemas/events-registrations';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { registrations } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { verifyCancelToken } from './cancel-token';
import { cancelFeeDues, oweBackPaidFees } from './event-fees';
import { type EventTarget, emailEventOf, loadEventTarget, type TargetRef } from './event-targets';
import { eventCancelledEmail, registrationCancelledEmail } from './registration-emails';
import { cancelledAs } from './registration-values';
import {
  type EventsDeps,
  findRegistration,
  type RegistrationRow,
  targetRefOf,
  withLockedRegistration,
} from './registrations';
import { promoteWaitlisted, renumberWaitlist } from './waitlist';

/* Cancelling a sign-up: by the player, by the e-mailed link, and the whole list when an event is off. */

/**
 * Cancels a registration by whoever holds the right to: its cancel link, or its owner
 * signed in. Not once the event has started, nor after the club cancelled the event.
 */
export async function cancelAsPlayer(
  deps: EventsDeps,
  id: string,
  now: Date,
  isAllowedFor: (reg: RegistrationRow) => boolean = () => true,
): Promise<CancelResult> {
  return withLockedRegistration(deps, id, async (tx, reg, target, timeZone) => {
    if (!isAllowedFor(reg)) throw new AppError('NOT_FOUND', 'We could not find that registration.');
    if (target.status === 'cancelled' || reg.cancelledBy === 'event') {
      throw new AppError(
        'CONFLICT',
        'This event was cancelled by the club; there is nothing left to cancel.',
      );
    }
    if (target.startsAt.getTime() <= now.getTime()) {
      throw new AppError(
        'CONFLICT',
        'This event has already started, so the registration can no longer be cancelled online.',
      );
    }
    return cancelLocked(tx, deps, reg, target, timeZone, 'player', now);
  });
}

async function cancelLocked(
  tx: Tx,
  deps: EventsDeps,
  reg: RegistrationRow,
  target: EventTarget,
  timeZone: string,
  by: 'player' | 'admin',
  now: Date,
): Promise<CancelResult> {
  if (reg.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.alreadyCancelled);
  await tx.update(registrations).set(cancelledAs(by, now)).where(eq(registrations.id, reg.id));
  if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
  await cancelFeeDues(
    tx,
    [reg.id],
    by === 'player' ? 'Sign-up cancelled by the player' : 'Sign-up cancelled by an organiser',
  );
  // A player's own cancel owes back what they paid; an organiser decides in the same dialog
  // (settleFeeOnCancel) whether to refund, so nothing is put on the list for them here.
  if (by === 'player') await oweBackPaidFees(tx, [reg.id], 'Sign-up cancelled by the player', reg.userId);
  if (reg.email) {
    await enqueueEmail(tx, registrationCancelledEmail(deps.env, emailEventOf(target, timeZone), reg, by));
  }
  const promotedCount =
    reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
  return {
    eventTitle: target.divisionName ? `${target.title} — ${target.divisionName}` : target.title,
    promotedCount,
  };
}

/** What the cancel page shows before the player confirms. */
export async function previewCancellation(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<CancelPreview> {
  const id = verifyCancelToken(deps.authSecret, token);
  if (!id) throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  const reg = await findRegistration(deps.db, id).catch(() => {
    throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  });
  const timeZone = await resolveClubTimeZone(deps.db);
  const target = await loadEventTarget(deps.db, targetRefOf(reg), timeZone, { lock: false });
  return {
    kind: target.kind === 'social' ? 'social' : 'tournament',
    eventTitle: target.title,
    divisionName: target.divisionName,
    startsAt: target.startsAt.toISOString(),
    timeZone,
    name: reg.name,
    status: reg.status,
    waitlistPosition: reg.waitlistPosition,
    canCancel:
      reg.status !== 'cancelled' &&
      target.status !== 'cancelled' &&
      target.startsAt.getTime() > now.getTime(),
  };
}

/** The player's own cancellation, through the link in their e-mail. */
export async function cancelRegistrationByToken(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<CancelResult> {
  const id = verifyCancelToken(deps.authSecret, token);
  if (!id) throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  await findRegistration(deps.db, id).catch(() => {
    throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  });
  return cancelAsPlayer(deps, id, now);
}

/** An organiser cancels someone's registration: they are told by e-mail; the waitlist moves up. */
export async function cancelRegistration(deps: EventsDeps, registrationId: string, now = new Date()) {
  return withLockedRegistration(deps, registrationId, (tx, reg, target, timeZone) =>
    cancelLocked(tx, deps, reg, target, timeZone, 'admin', now),
  );
}

/**
 * The club cancels a whole event (or a tournament's division): every active
 * registration is cancelled and each person gets an e-mail. Caller holds the lock.
 */
export async function cancelAllRegistrations(
  tx: Tx,
  deps: EventsDeps,
  ref: TargetRef,
  timeZone: string,
  message: string,
  now = new Date(),
): Promise<number> {
  const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
  const active = await tx
    .update(registrations)
    .set(cancelledAs('event', now))
    .where(and(eq(registrations.eventRef, target.eventRef), ne(registrations.status, 'cancelled')))
    .returning();
  await cancelFeeDues(
    tx,
    active.map((r) => r.id),
    'The event was cancelled',
  );
  // Fees already paid are owed back: the event is off, whoever paid and however.
  await oweBackPaidFees(
    tx,
    active.map((r) => r.id),
    `${target.divisionName ? `${target.title} — ${target.divisionName}` : target.title} was cancelled by the club`,
    null,
  );
  const emailEvent = emailEventOf(target, timeZone);
  for (const reg of active) {
    if (reg.email) await enqueueEmail(tx, eventCancelledEmail(deps.env, emailEvent, reg, message));
  }
  return active.length;
}
