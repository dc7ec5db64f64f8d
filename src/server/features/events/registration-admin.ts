import type { CancelRegistrationInput, RegistrationActionResult } from '@shared/schemas/events-registrations';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { registrations } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { createCancelToken } from './cancel-token';
import {
  cancelFeeDues,
  checkRefundDecision,
  hasMoney,
  openFeeDue,
  refundableFeeOf,
  settleFeeOnCancel,
} from './event-fees';
import { countRegistrations, emailEventOf } from './event-targets';
import { cancelRegistration } from './registration-cancel';
import { promotedEmail } from './registration-emails';
import { cancelledAs } from './registration-values';
import {
  type EventsDeps,
  findRegistration,
  type RegistrationRow,
  withLockedRegistration,
} from './registrations';
import { promoteWaitlisted, renumberWaitlist } from './waitlist';

/* An organiser's changes to one sign-up: move, check in, remove, cancel an entry. */

/**
 * Moves a player between the waitlist and the confirmed list. Moving up may take the
 * event over capacity (the organiser's call); moving down puts them at the end of
 * the waitlist and gives the freed place to the first of the others waiting.
 */
export async function moveRegistration(
  deps: EventsDeps,
  registrationId: string,
  to: 'confirmed' | 'waitlisted',
  now = new Date(),
): Promise<RegistrationRow> {
  return withLockedRegistration(deps, registrationId, async (tx, reg, target, timeZone) => {
    if (reg.status === 'cancelled') {
      throw new AppError('CONFLICT', 'This registration is cancelled; add the player again instead.');
    }
    if (reg.status === to) {
      throw new AppError(
        'CONFLICT',
        to === 'confirmed' ? 'This player is already confirmed.' : 'This player is already on the waitlist.',
      );
    }
    if (to === 'confirmed') {
      // The organiser's decision counts: a visitor's held place is confirmed with it.
      const [row] = await tx
        .update(registrations)
        .set({
          status: 'confirmed',
          waitlistPosition: null,
          promotedAt: now,
          confirmBy: null,
          updatedAt: now,
        })
        .where(eq(registrations.id, reg.id))
        .returning();
      await renumberWaitlist(tx, reg.eventRef);
      await openFeeDue(tx, target, reg);
      if (reg.email && target.startsAt.getTime() > now.getTime()) {
        await enqueueEmail(
          tx,
          promotedEmail(
            deps.env,
            emailEventOf(target, timeZone),
            reg,
            createCancelToken(deps.authSecret, reg.id),
          ),
        );
      }
      return row!;
    }
    const counts = await countRegistrations(tx, reg.eventRef);
    const [row] = await tx
      .update(registrations)
      .set({
        status: 'waitlisted',
        waitlistPosition: counts.waitlisted + 1,
        checkedInAt: null,
        updatedAt: now,
      })
      .where(eq(registrations.id, reg.id))
      .returning();
    await cancelFeeDues(tx, [reg.id], 'Moved to the waitlist');
    await promoteWaitlisted(tx, deps, target, timeZone, now, { excludeId: reg.id });
    const [fresh] = await tx.select().from(registrations).where(eq(registrations.id, reg.id));
    return fresh ?? row!;
  });
}

/** Marks a confirmed player as arrived (or undoes it). */
export async function checkInPlayer(
  deps: EventsDeps,
  registrationId: string,
  checkedIn: boolean,
  now = new Date(),
): Promise<RegistrationRow> {
  return withLockedRegistration(deps, registrationId, async (tx, reg) => {
    if (reg.status !== 'confirmed') {
      throw new AppError(
        'CONFLICT',
        reg.status === 'waitlisted'
          ? 'This player is on the waitlist: move them to confirmed before checking them in.'
          : 'This registration is cancelled.',
      );
    }
    const [row] = await tx
      .update(registrations)
      .set({ checkedInAt: checkedIn ? (reg.checkedInAt ?? now) : null, updatedAt: now })
      .where(eq(registrations.id, reg.id))
      .returning();
    return row!;
  });
}

/**
 * Deletes a registration outright (a mistaken or duplicate entry): no e-mail to the
 * person; a freed place goes to the waitlist as with a cancellation. A sign-up that any
 * payment names is never deleted (the ledger would point at nothing; a database trigger
 * refuses it too): it is cancelled instead, without an e-mail, and one with a paid fee is
 * refused — cancelling it asks what to do with the money.
 */
export async function removeRegistration(deps: EventsDeps, registrationId: string, now = new Date()) {
  return withLockedRegistration(deps, registrationId, async (tx, reg, target, timeZone) => {
    if (await hasMoney(tx, reg.id)) {
      if (await refundableFeeOf(tx, reg.id)) {
        throw new AppError(
          'CONFLICT',
          `${reg.name} paid a fee, so this entry cannot be removed: cancel it instead and choose what happens to the money.`,
        );
      }
      if (reg.status === 'cancelled') return { removed: reg.id, promotedCount: 0, isCancelledInstead: true };
      await tx.update(registrations).set(cancelledAs('admin', now)).where(eq(registrations.id, reg.id));
      await cancelFeeDues(tx, [reg.id], 'Sign-up removed by an organiser');
      if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
      const promotedCount =
        reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
      return { removed: reg.id, promotedCount, isCancelledInstead: true };
    }
    await tx.delete(registrations).where(eq(registrations.id, reg.id));
    if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
    const promotedCount =
      reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
    return { removed: reg.id, promotedCount, isCancelledInstead: false };
  });
}

/**
 * An organiser cancels an entry from the list. A paid one needs their decision about its fee
 * (refund all, part, or nothing with a reason), checked before anything changes; the decision
 * is written in the payment's history and the refund asked for once the place is cancelled.
 */
export async function cancelEntryByOrganiser(
  ctx: AppContext,
  registrationId: string,
  input: CancelRegistrationInput,
  byUserId: string | null,
): Promise<RegistrationActionResult> {
  await findRegistration(ctx.db, registrationId);
  checkRefundDecision(await refundableFeeOf(ctx.db, registrationId), input);
  const result = await cancelRegistration(ctx, registrationId);
  const refund = await settleFeeOnCancel(ctx, registrationId, input, byUserId);
  return { registrationId, promotedCount: result.promotedCount, ...(refund ? { refund } : {}) };
}
