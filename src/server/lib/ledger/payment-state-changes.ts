import type { PaymentMethod, PaymentState } from '@shared/payments';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema/payments';
import { AppError } from '../app-error';
import {
  type ChangeResult,
  changeState,
  checkAmount,
  insertPayment,
  liveStates,
  lockPayment,
  logChange,
  refundedCentsOf,
  runOnPaid,
  type StateChange,
} from './ledger';
import { handlersOf } from './payment-purposes';

/* A payment's state changes: paid (once, or recorded to refund if paid twice), failed, refunded. */

export interface PaidResult extends ChangeResult {
  /**
   * True when the money arrived for something already settled (paid otherwise, waived or
   * cancelled): `payment` is then the new "received twice" row holding it, to refund.
   */
  isReceivedTwice: boolean;
}

/**
 * Money arrived for a payment. A pending (or failed) one becomes paid and the purpose's onPaid
 * runs, once. The same money seen again (a repeated or late event: same PaymentIntent) changes
 * nothing. Money for something already settled — paid in cash meanwhile, waived, cancelled, or
 * paid by another card payment — is never dropped: it is recorded as a new paid row "received
 * twice" (receivedTwiceOfPaymentId), settling nothing, for the treasurer to refund.
 */
export async function markPaymentPaid(
  tx: Tx,
  change: StateChange & {
    stripePaymentIntentId?: string | null;
    stripeCheckoutSessionId?: string | null;
    /** The amount the money came in with (Stripe's), when known; else the payment's. */
    amountCents?: number | null;
  },
): Promise<PaidResult> {
  const payment = await lockPayment(tx, change.paymentId);
  const intent = change.stripePaymentIntentId ?? null;
  if (payment.state === 'pending' || payment.state === 'failed') {
    const coveredBy = payment.state === 'failed' ? await otherLivePayment(tx, payment) : undefined;
    if (!coveredBy) return { ...(await settle(tx, payment, change)), isReceivedTwice: false };
    return recordReceivedTwice(tx, payment, coveredBy.id, intent, change);
  }
  // No PaymentIntent: no money moved (a free checkout) or an entry made before intents were kept.
  if (!intent || payment.stripePaymentIntentId === intent) {
    return { payment, changed: false, isReceivedTwice: false };
  }
  const [seen] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.stripePaymentIntentId, intent), isNull(payments.refundOfPaymentId)))
    .limit(1);
  if (seen) return { payment: seen, changed: false, isReceivedTwice: seen.receivedTwiceOfPaymentId !== null };
  const settledBy =
    payment.state === 'cancelled' ? ((await otherLivePayment(tx, payment))?.id ?? payment.id) : payment.id;
  return recordReceivedTwice(tx, payment, settledBy, intent, change);
}

/** The live (pending, paid, waived) entry of the same thing, other than `payment`. */
async function otherLivePayment(tx: Tx, payment: PaymentRow) {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, payment.purpose),
        eq(payments.purposeId, payment.purposeId),
        inArray(payments.state, liveStates),
        isNull(payments.refundOfPaymentId),
        isNull(payments.receivedTwiceOfPaymentId),
        ne(payments.id, payment.id),
      ),
    );
  return other;
}

async function settle(
  tx: Tx,
  payment: PaymentRow,
  change: StateChange & { stripePaymentIntentId?: string | null; stripeCheckoutSessionId?: string | null },
): Promise<ChangeResult> {
  const paid = await changeState(tx, payment, 'paid', change.byUserId, change.note ?? '', {
    settledAt: new Date(),
    ...(change.stripePaymentIntentId ? { stripePaymentIntentId: change.stripePaymentIntentId } : {}),
    ...(change.stripeCheckoutSessionId ? { stripeCheckoutSessionId: change.stripeCheckoutSessionId } : {}),
  });
  await runOnPaid(tx, paid);
  return { payment: paid, changed: true };
}

const settledHow: Record<PaymentState, string> = {
  pending: 'was still open',
  paid: 'was already paid',
  failed: 'had failed',
  refunded: 'was already paid (and refunded)',
  cancelled: 'was cancelled',
  waived: 'was waived',
};

async function recordReceivedTwice(
  tx: Tx,
  payment: PaymentRow,
  settledBy: string,
  intent: string | null,
  change: StateChange & { amountCents?: number | null },
): Promise<PaidResult> {
  const how = payment.id === settledBy ? settledHow[payment.state] : 'was covered by another entry';
  const note = `Card payment received after this ${how}: refund it.`;
  const [row] = await tx
    .insert(payments)
    .values({
      purpose: payment.purpose,
      purposeId: payment.purposeId,
      userId: payment.userId,
      payerName: payment.payerName,
      payerEmail: payment.payerEmail,
      amountCents: change.amountCents && change.amountCents > 0 ? change.amountCents : payment.amountCents,
      method: 'card_online',
      state: 'paid',
      stripePaymentIntentId: intent,
      receivedTwiceOfPaymentId: settledBy,
      notes: note,
      settledAt: new Date(),
    })
    .returning();
  await logChange(tx, row!.id, null, 'paid', change.byUserId, `${change.note ?? 'Stripe'}: ${note}`);
  await logChange(
    tx,
    payment.id,
    payment.state,
    payment.state,
    change.byUserId,
    `Card money received again (${row!.id}): to refund.`,
  );
  return { payment: row!, changed: true, isReceivedTwice: true };
}

/** A pending payment that did not go through (e.g. a bank debit bounced). Anything else: no change. */
export async function markPaymentFailed(tx: Tx, change: StateChange): Promise<ChangeResult> {
  const payment = await lockPayment(tx, change.paymentId);
  if (payment.state !== 'pending') return { payment, changed: false };
  const failed = await changeState(tx, payment, 'failed', change.byUserId, change.note ?? '');
  return { payment: failed, changed: true };
}

export interface RefundResult extends ChangeResult {
  /** The new refund row (null when nothing was left to refund). */
  refund: PaymentRow | null;
}

/**
 * Refunds a paid payment, in full (default) or in part, as a NEW row (state 'refunded',
 * refund_of_payment_id) holding the amount given back. When the refunds reach the amount
 * paid, the original becomes 'refunded' and the purpose's onRefunded runs.
 */
export async function markPaymentRefunded(
  tx: Tx,
  change: StateChange & {
    amountCents?: number;
    /** How the money went back; defaults to the original's method. */
    method?: Exclude<PaymentMethod, 'waiver'>;
    stripeRefundReference?: string | null;
  },
): Promise<RefundResult> {
  const payment = await lockPayment(tx, change.paymentId);
  if (payment.refundOfPaymentId) throw new AppError('CONFLICT', 'A refund cannot be refunded.');
  if (payment.state === 'refunded') return { payment, refund: null, changed: false };
  if (payment.state !== 'paid') throw new AppError('CONFLICT', 'Only a paid payment can be refunded.');
  const already = await refundedCentsOf(tx, payment.id);
  const left = payment.amountCents - already;
  const amountCents = change.amountCents ?? left;
  checkAmount(amountCents);
  if (amountCents > left) {
    throw new AppError('VALIDATION', 'That is more than is left to refund.', undefined, {
      amountCents: `At most ${left} cents can be refunded.`,
    });
  }
  const refund = await insertPayment(
    tx,
    {
      purpose: payment.purpose,
      purposeId: payment.purposeId,
      userId: payment.userId,
      payerName: payment.payerName,
      payerEmail: payment.payerEmail,
      amountCents,
      method: change.method ?? (payment.method === 'waiver' ? 'cash' : payment.method),
      state: 'refunded',
      refundOfPaymentId: payment.id,
      stripePaymentIntentId: payment.stripePaymentIntentId,
      stripeRefundId: change.stripeRefundReference ?? null,
      recordedBy: change.byUserId ?? null,
      notes: [change.note, change.stripeRefundReference ? `Stripe: ${change.stripeRefundReference}` : '']
        .filter(Boolean)
        .join('\n'),
      settledAt: new Date(),
    },
    change.byUserId ?? null,
    `Refund of ${payment.id}`,
  );
  if (amountCents < left) return { payment, refund, changed: true };
  const refunded = await changeState(
    tx,
    payment,
    'refunded',
    change.byUserId,
    change.note ?? 'Refunded in full',
  );
  // Money received twice settled nothing: giving it back undoes nothing.
  if (!payment.receivedTwiceOfPaymentId) await handlersOf(payment.purpose)?.onRefunded?.(tx, refunded);
  return { payment: refunded, refund, changed: true };
}
