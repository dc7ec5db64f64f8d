import { formatCents } from '@shared/payments';
import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cardRefundRequests, owedBack, payments } from '../../db/schema/payments';
import { enqueueEmail } from '../mail/enqueue-email';
import { lockPayment, logChange } from './ledger';
import { cardRefundFailedEmail, recordOwedBack } from './owed-back';
import { describePayments } from './payment-purposes';

/*
 * A card refund that Stripe accepted and that failed later (decision 042): days after the
 * refund was created, the card network sends it back (the card was closed, the account is
 * gone) and Stripe says so with refund.failed / refund.updated (status 'failed' or 'canceled').
 * The money is back in the club's Stripe balance and still owed to the payer, so the ledger
 * follows, in the webhook's transaction (the event is recorded once, so this runs once):
 *  - the refund entry moves to 'failed' (logged; kept as the record of what was tried);
 *  - the original is 'paid' again when that refund had made it 'refunded';
 *  - the card refund request is 'failed' with Stripe's reason;
 *  - the amount is back on the treasurer's "To refund" list: the owed row that asked for this
 *    refund is reopened with the reason, or a new one is written;
 *  - the payer gets the e-mail that says the card refund did not go through.
 */

export const cardRefundFailedReason = 'Card refund failed at Stripe';

export interface CardRefundFailure {
  /** Our payment the refund was made on (found through the refund's PaymentIntent). */
  paymentId: string;
  /** Stripe's refund id (re_…). */
  refundId: string;
  amountCents: number;
  /** Stripe's failure_reason, or the status when it gives none. */
  reason: string;
}

/** Stripe's failure_reason codes, in words the treasurer can act on. */
const reasonTexts: Record<string, string> = {
  expired_or_canceled_card: 'the card has expired or was cancelled',
  lost_or_stolen_card: 'the card was reported lost or stolen',
  declined: "the card's bank declined the refund",
  merchant_request: 'the refund was cancelled',
  unknown: 'Stripe gave no reason',
};

/** Stripe's reason in words, for the list ("Card refund failed: …") and the history. */
export function describeRefundFailure(reason: string): string {
  return `${reasonTexts[reason] ?? reason.replaceAll('_', ' ')} (after Stripe had accepted the refund)`;
}

/** Whether Stripe's refund `refundId` on `paymentId` is already known to have failed. */
export async function hasRefundFailed(tx: Tx, paymentId: string, refundId: string): Promise<boolean> {
  const [failedRow] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.refundOfPaymentId, paymentId),
        eq(payments.stripeRefundId, refundId),
        eq(payments.state, 'failed'),
      ),
    );
  if (failedRow) return true;
  const [failedRequest] = await tx
    .select({ id: cardRefundRequests.id })
    .from(cardRefundRequests)
    .where(
      and(
        eq(cardRefundRequests.paymentId, paymentId),
        eq(cardRefundRequests.stripeRefundId, refundId),
        eq(cardRefundRequests.state, 'failed'),
      ),
    );
  return !!failedRequest;
}

/** Applies a failed card refund to the ledger; false when it was applied already (or unknown). */
export async function recordCardRefundFailure(tx: Tx, failure: CardRefundFailure): Promise<boolean> {
  const payment = await lockPayment(tx, failure.paymentId);
  const [refundRow] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.refundOfPaymentId, payment.id), eq(payments.stripeRefundId, failure.refundId)))
    .for('update');
  const [request] = await tx
    .select()
    .from(cardRefundRequests)
    .where(
      and(
        eq(cardRefundRequests.paymentId, payment.id),
        eq(cardRefundRequests.stripeRefundId, failure.refundId),
      ),
    )
    .for('update');
  const isRefundOpen = refundRow?.state === 'refunded';
  const isRequestOpen = !!request && request.state !== 'failed';
  if (!isRefundOpen && !isRequestOpen) return false;

  const why = describeRefundFailure(failure.reason);
  const amountCents = refundRow?.amountCents ?? request?.amountCents ?? failure.amountCents;
  let current = payment;
  if (refundRow && isRefundOpen) {
    await tx
      .update(payments)
      .set({ state: 'failed', updatedAt: new Date() })
      .where(eq(payments.id, refundRow.id));
    await logChange(tx, refundRow.id, 'refunded', 'failed', null, `${cardRefundFailedReason}: ${why}`);
    if (payment.state === 'refunded') {
      // Its handlers (e.g. dues cancelled) stay done: the payer is owed the money, not the place.
      const [paid] = await tx
        .update(payments)
        .set({ state: 'paid', updatedAt: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      await logChange(
        tx,
        payment.id,
        'refunded',
        'paid',
        null,
        `${cardRefundFailedReason}: ${why}; the money is with the club again`,
      );
      current = paid!;
    }
  }
  if (request && isRequestOpen) {
    await tx
      .update(cardRefundRequests)
      .set({ state: 'failed', error: why, settledAt: new Date() })
      .where(eq(cardRefundRequests.id, request.id));
  }
  await putBackOnTheList(tx, {
    payment: current,
    refundRowId: refundRow?.id ?? null,
    requestId: request?.id ?? null,
    amountCents,
    why,
  });
  const [label] = (await describePayments(tx, [current])).values();
  await enqueueEmail(tx, cardRefundFailedEmail(current, amountCents, label ?? 'your payment'));
  return true;
}

/** Reopens the owed row this refund settled, or writes a new one (a refund made from a payment's page). */
async function putBackOnTheList(
  tx: Tx,
  input: {
    payment: typeof payments.$inferSelect;
    refundRowId: string | null;
    requestId: string | null;
    amountCents: number;
    why: string;
  },
): Promise<void> {
  const settledBy = [
    input.requestId ? eq(owedBack.cardRefundRequestId, input.requestId) : undefined,
    input.refundRowId ? eq(owedBack.refundPaymentId, input.refundRowId) : undefined,
  ].filter((c) => c !== undefined);
  const [owed] = settledBy.length
    ? await tx
        .select()
        .from(owedBack)
        .where(and(eq(owedBack.paymentId, input.payment.id), or(...settledBy)))
        .for('update')
    : [];
  if (owed) {
    await tx
      .update(owedBack)
      .set({
        settledAt: null,
        settledBy: null,
        refundPaymentId: null,
        cardRefundRequestId: null,
        settledNote: '',
        cardRefundError: input.why,
      })
      .where(eq(owedBack.id, owed.id));
    await logChange(
      tx,
      input.payment.id,
      input.payment.state,
      input.payment.state,
      null,
      `${cardRefundFailedReason}: ${input.why}. ${formatCents(owed.amountCents)} is back on the treasurer's list`,
    );
    return;
  }
  const row = await recordOwedBack(tx, {
    payment: input.payment,
    amountCents: input.amountCents,
    reason: cardRefundFailedReason,
    byUserId: null,
  });
  if (row) await tx.update(owedBack).set({ cardRefundError: input.why }).where(eq(owedBack.id, row.id));
}
