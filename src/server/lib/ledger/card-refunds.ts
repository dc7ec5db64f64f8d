import { formatCents } from '@shared/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { cardRefundRequests, type PaymentRow } from '../../db/schema/payments';
import { AppError } from '../app-error';
import { centsSum, lockPayment, refundedCentsOf } from './ledger';
import { markPaymentRefunded } from './payment-state-changes';
import { callStripe, isOnlinePaymentEnabled, stripeClient } from './stripe-checkout';

/**
 * Card refunds. The ledger believes Stripe about card money: a refund is asked of Stripe and
 * its refund row written when the signed charge.refunded event arrives. So that parallel
 * requests (a double click, two treasurers) can never send more than was paid, each request
 * is first written with the payment row locked and capped at what is left after the recorded
 * refunds and the requests Stripe has not confirmed yet; Stripe is called after that commit,
 * with the request's id as its idempotency key.
 */

/** The seed's made-up Stripe ids (db/factories/payments.ts): no money ever moved at Stripe. */
export function isDemoStripeId(id: string | null): boolean {
  return id !== null && /^(pi|cs|re)_demo_/.test(id);
}

/** Cents asked of Stripe and not yet confirmed by its event. */
export async function openRefundRequestCents(db: DbOrTx, paymentId: string): Promise<number> {
  const open = and(eq(cardRefundRequests.paymentId, paymentId), eq(cardRefundRequests.state, 'requested'));
  return centsSum(db, cardRefundRequests.amountCents, open);
}

/** What can still be refunded on a paid row: paid − recorded refunds − open card requests. */
export async function refundableCentsOf(db: DbOrTx, payment: PaymentRow): Promise<number> {
  if (payment.state !== 'paid' || payment.refundOfPaymentId) return 0;
  const left =
    payment.amountCents -
    (await refundedCentsOf(db, payment.id)) -
    (await openRefundRequestCents(db, payment.id));
  return Math.max(0, left);
}

function checkRefundAmount(requested: number | undefined, left: number): number {
  if (left <= 0) {
    throw new AppError('CONFLICT', 'Everything paid has been refunded already, or is being refunded.');
  }
  const amount = requested ?? left;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
    throw new AppError('VALIDATION', `At most ${formatCents(left)} can be refunded.`, undefined, {
      amountCents: `At most ${formatCents(left)} can be refunded.`,
    });
  }
  return amount;
}

export interface CardRefundInput {
  paymentId: string;
  /** Blank: everything left. */
  amountCents?: number;
  reason: string;
  byUserId: string | null;
}

export interface CardRefundResult {
  /** True when Stripe was asked and its confirmation is on its way. */
  isPendingAtStripe: boolean;
  amountCents: number;
  /** The request asked of Stripe (null for a demo payment, refunded in the ledger at once). */
  requestId: string | null;
}

/**
 * Refunds a paid card payment (or money received twice): the request is reserved under the
 * row lock, then Stripe is asked. A demo payment of the seed (made-up Stripe ids) is refunded
 * in the ledger at once: it never moved money. Stripe's refusals and outages release the
 * reservation and answer a clear message.
 */
export async function requestCardRefund(ctx: AppContext, input: CardRefundInput): Promise<CardRefundResult> {
  const reserved = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (payment.method !== 'card_online' || payment.state !== 'paid' || payment.refundOfPaymentId) {
      throw new AppError('CONFLICT', 'Only a paid card payment can be refunded to the card.');
    }
    const amount = checkRefundAmount(input.amountCents, await refundableCentsOf(tx, payment));
    if (isDemoStripeId(payment.stripePaymentIntentId)) {
      await markPaymentRefunded(tx, {
        paymentId: payment.id,
        amountCents: amount,
        method: 'card_online',
        byUserId: input.byUserId,
        note: `${input.reason}\nDemo payment: no money moved at Stripe, so the refund is recorded at once.`,
      });
      return { payment, amount, requestId: null };
    }
    if (!payment.stripePaymentIntentId) {
      throw new AppError(
        'CONFLICT',
        'This card payment has no Stripe payment on record, so it cannot be refunded to the card. Refund it another way.',
      );
    }
    if (!isOnlinePaymentEnabled(ctx.env)) {
      throw new AppError(
        'UNAVAILABLE',
        'Card refunds go through Stripe, which is not set up on this server (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). Nothing was refunded.',
      );
    }
    const [request] = await tx
      .insert(cardRefundRequests)
      .values({
        paymentId: payment.id,
        amountCents: amount,
        reason: input.reason,
        requestedBy: input.byUserId,
      })
      .returning();
    return { payment, amount, requestId: request!.id };
  });
  if (!reserved.requestId) return { isPendingAtStripe: false, amountCents: reserved.amount, requestId: null };
  const requestId = reserved.requestId;
  try {
    const stripe = await stripeClient(ctx.env);
    const refund = await callStripe('nothing was refunded', () =>
      stripe.refunds.create(
        {
          payment_intent: reserved.payment.stripePaymentIntentId!,
          amount: reserved.amount,
          metadata: {
            paymentId: reserved.payment.id,
            refundRequestId: requestId,
            reason: input.reason.slice(0, 400),
          },
        },
        { idempotencyKey: `njtc-refund-${requestId}` },
      ),
    );
    await ctx.db
      .update(cardRefundRequests)
      .set({ stripeRefundId: refund.id })
      .where(eq(cardRefundRequests.id, requestId));
  } catch (err) {
    await ctx.db
      .update(cardRefundRequests)
      .set({
        state: 'failed',
        error: err instanceof Error ? err.message.slice(0, 500) : String(err),
        settledAt: new Date(),
      })
      .where(and(eq(cardRefundRequests.id, requestId), eq(cardRefundRequests.state, 'requested')));
    throw err;
  }
  return { isPendingAtStripe: true, amountCents: reserved.amount, requestId };
}

/**
 * After Stripe's charge.refunded was recorded on `paymentId`: the open requests that the
 * recorded refunds now cover are settled, oldest first (caller's transaction, row locked).
 */
export async function settleRefundRequests(tx: Tx, paymentId: string): Promise<void> {
  const recorded = await refundedCentsOf(tx, paymentId);
  const requests = await tx
    .select()
    .from(cardRefundRequests)
    .where(
      and(
        eq(cardRefundRequests.paymentId, paymentId),
        inArray(cardRefundRequests.state, ['requested', 'settled']),
      ),
    )
    .orderBy(asc(cardRefundRequests.createdAt));
  let covered = requests.filter((r) => r.state === 'settled').reduce((n, r) => n + r.amountCents, 0);
  const settle: string[] = [];
  for (const r of requests) {
    if (r.state !== 'requested') continue;
    if (covered + r.amountCents > recorded) break;
    covered += r.amountCents;
    settle.push(r.id);
  }
  if (settle.length > 0) {
    await tx
      .update(cardRefundRequests)
      .set({ state: 'settled', settledAt: new Date() })
      .where(inArray(cardRefundRequests.id, settle));
  }
}
