import type { SeriesCancelResult } from '@shared/schemas/events-series';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { registrations, socialEvents } from '../../db/schema/events';
import { eventSeries, seriesSignups } from '../../db/schema/events-series';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { cancelPayment, createPendingPayment } from '../../lib/ledger/ledger';
import { owableCentsOf, recordOwedBack, refundOwedCardsAfterCancel } from '../../lib/ledger/owed-back';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { cancelFeeDues } from './event-fees';
import { emailEventOf, loadEventTarget } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { seriesCancelledEmail } from './registration-emails';
import { cancelledAs } from './registration-values';
import { promoteWaitlisted, renumberWaitlist } from './waitlist';

/*
 * Cancelling a whole-series sign-up in one step (issue 23 §3): one transaction releases the
 * place in every session still to come (each session locked in id order, as the sign-up took
 * them), promotes each session's waitlist, and settles the money in the ledger by new entries
 * only: open fees are cancelled, paid card fees refunded through Stripe after the commit (the
 * refund rows are written when Stripe confirms, lib/ledger/card-refunds.ts), cash or cheque
 * paid is noted as owed back for the treasurer. Sessions already held stay as history, and a
 * per-series price keeps the share of the sessions held. The person gets one e-mail.
 */

export const seriesCancelMessages = {
  notFound: 'You have no whole-series sign-up for this series.',
  nothingLeft:
    'Every session of your series sign-up has started or is over, so there is nothing left to cancel.',
};

const reason = 'Whole series cancelled by the player';

/** Share of `cents` for `part` of `whole` sessions (whole cents, rounded down for the club). */
const shareOf = (cents: number, part: number, whole: number) =>
  whole === 0 ? 0 : Math.floor((cents * part) / whole);

export async function cancelSeriesSignup(
  ctx: AppContext,
  seriesId: string,
  userId: string,
  now = new Date(),
): Promise<SeriesCancelResult> {
  if (!isUuid(seriesId)) throw new AppError('NOT_FOUND', seriesCancelMessages.notFound);
  const timeZone = await resolveClubTimeZone(ctx.db);
  const touched: string[] = [];
  const { result, cardRefunds } = await ctx.db.transaction(async (tx) => {
    // The series row first, as a series sign-up takes it: the two never cross.
    const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
    if (!series) throw new AppError('NOT_FOUND', seriesCancelMessages.notFound);
    const [signup] = await tx
      .select()
      .from(seriesSignups)
      .where(
        and(
          eq(seriesSignups.seriesId, seriesId),
          eq(seriesSignups.userId, userId),
          eq(seriesSignups.status, 'active'),
        ),
      )
      .for('update');
    if (!signup) throw new AppError('NOT_FOUND', seriesCancelMessages.notFound);
    const regs = await tx
      .select({ reg: registrations, startsAt: socialEvents.startsAt, sessionStatus: socialEvents.status })
      .from(registrations)
      .innerJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
      .where(and(eq(registrations.seriesSignupId, signup.id), ne(registrations.status, 'cancelled')))
      .orderBy(asc(registrations.socialEventId));
    const coming = regs.filter((r) => r.startsAt > now && r.sessionStatus === 'published');
    const heldConfirmed = regs.filter((r) => r.startsAt <= now && r.reg.status === 'confirmed').length;
    if (coming.length === 0) throw new AppError('CONFLICT', seriesCancelMessages.nothingLeft);

    const money = { cancelledDueCents: 0, cardRefundCents: 0, owedBackCents: 0, stillDueCents: 0 };
    const cardRefunds: string[] = [];
    const comingIds = coming.map((r) => r.reg.id);
    // Each session's fee (per-session mode) before it is cancelled: open ones go, paid ones come back.
    const fees = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'event_fee'),
          inArray(payments.purposeId, comingIds),
          inArray(payments.state, ['pending', 'paid']),
          isNull(payments.refundOfPaymentId),
          isNull(payments.receivedTwiceOfPaymentId),
        ),
      );
    for (const fee of fees) {
      if (fee.state === 'pending') money.cancelledDueCents += fee.amountCents;
      else await giveBack(tx, fee, await owableCentsOf(tx, fee), money, cardRefunds, userId);
    }

    let cancelledConfirmed = 0;
    for (const { reg } of coming) {
      // Locks the session row (id order), as a single cancel or a sign-up does.
      const target = await loadEventTarget(tx, { kind: 'social', id: reg.socialEventId! }, timeZone, {
        lock: true,
      });
      await tx.update(registrations).set(cancelledAs('player', now)).where(eq(registrations.id, reg.id));
      touched.push(reg.eventRef);
      if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
      else {
        cancelledConfirmed += 1;
        await promoteWaitlisted(tx, ctx, target, timeZone, now);
      }
    }
    await cancelFeeDues(tx, comingIds, reason);

    // The per-series price: the share of the sessions cancelled is released or given back.
    const [seriesFee] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'series_fee'),
          eq(payments.purposeId, signup.id),
          inArray(payments.state, ['pending', 'paid']),
          isNull(payments.refundOfPaymentId),
          isNull(payments.receivedTwiceOfPaymentId),
        ),
      )
      .limit(1);
    if (seriesFee) {
      const placed = heldConfirmed + cancelledConfirmed;
      if (seriesFee.state === 'pending') {
        money.cancelledDueCents += seriesFee.amountCents;
        await cancelPayment(tx, { paymentId: seriesFee.id, byUserId: userId, note: reason });
        // Sessions already held are still owed: a new open entry for their share.
        const kept = seriesFee.amountCents - shareOf(seriesFee.amountCents, cancelledConfirmed, placed);
        if (kept > 0) {
          money.cancelledDueCents -= kept;
          money.stillDueCents = kept;
          await createPendingPayment(tx, {
            purpose: 'series_fee',
            purposeId: signup.id,
            userId: seriesFee.userId,
            payerName: seriesFee.payerName,
            payerEmail: seriesFee.payerEmail,
            amountCents: kept,
            method: 'cash',
            notes: `Series price for the ${heldConfirmed} of ${placed} sessions held before the series was cancelled`,
          });
        }
      } else {
        const back = Math.min(
          shareOf(seriesFee.amountCents, cancelledConfirmed, placed),
          await owableCentsOf(tx, seriesFee),
        );
        await giveBack(tx, seriesFee, back, money, cardRefunds, userId);
      }
    }

    await tx
      .update(seriesSignups)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(seriesSignups.id, signup.id));
    const first = await loadEventTarget(tx, { kind: 'social', id: coming[0]!.reg.socialEventId! }, timeZone, {
      lock: false,
    });
    const sessions = coming.map((r) => r.startsAt).sort((a, b) => a.getTime() - b.getTime());
    await enqueueEmail(
      tx,
      seriesCancelledEmail(
        ctx.env,
        emailEventOf(first, timeZone),
        { name: signup.name, email: signup.email, waitlistPosition: null },
        sessions,
        money,
      ),
    );
    return {
      result: {
        title: first.title,
        timeZone,
        cancelledSessions: sessions.map((d) => d.toISOString()),
        ...money,
      } satisfies SeriesCancelResult,
      cardRefunds,
    };
  });
  wakeOutbox();
  await notifyRegistrationChanges(ctx, touched);
  // Card money goes back through Stripe after the commit (each amount is already owed back on
  // the treasurer's list); one Stripe refuses stays there and the player is told by e-mail.
  await refundOwedCardsAfterCancel(ctx, cardRefunds, userId);
  return result;
}

/**
 * A paid fee's share to give back: owed back on the treasurer's list (same transaction); a
 * card share is then refunded through Stripe after the commit (its owed id collected).
 */
async function giveBack(
  tx: Tx,
  fee: typeof payments.$inferSelect,
  cents: number,
  money: { cardRefundCents: number; owedBackCents: number },
  cardRefunds: string[],
  userId: string,
): Promise<void> {
  const owed = await recordOwedBack(tx, { payment: fee, amountCents: cents, reason, byUserId: userId });
  if (!owed) return;
  if (fee.method === 'card_online') {
    money.cardRefundCents += cents;
    cardRefunds.push(owed.id);
  } else money.owedBackCents += cents;
}
