import { isUuid } from '@shared/uuid';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { payments, stripeWebhookEvents } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { hasRefundFailed, recordCardRefundFailure } from '../../lib/ledger/card-refund-failures';
import { settleRefundRequests } from '../../lib/ledger/card-refunds';
import { lockPayment, refundedCentsOf } from '../../lib/ledger/ledger';
import {
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunded,
} from '../../lib/ledger/payment-state-changes';
import { isOnlinePaymentEnabled, stripeClient } from '../../lib/ledger/stripe-checkout';
import { wakeOutbox } from '../../lib/mail/enqueue-email';

export const badSignatureMessage = 'The Stripe signature is missing or does not match.';

type Session = Stripe.Checkout.Session;
type Charge = Stripe.Charge;
type Refund = Stripe.Refund;

/** The events that say a refund Stripe accepted has failed since (the object is the refund). */
const refundEventTypes = new Set(['refund.failed', 'refund.updated', 'charge.refund.updated']);

function isFailedRefund(event: Stripe.Event): boolean {
  if (!refundEventTypes.has(event.type)) return false;
  const refund = event.data.object as Refund;
  return refund.status === 'failed' || refund.status === 'canceled';
}

function sessionPaymentId(session: Session): string | null {
  const id = session.client_reference_id ?? session.metadata?.paymentId ?? null;
  return id && isUuid(id) ? id : null;
}

function intentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Which of our payments an event is about. Checkout events carry it; a refund names the
 * PaymentIntent, found in the ledger (or, if the refund overtook the checkout event, in the
 * PaymentIntent's metadata at Stripe).
 */
async function paymentIdOf(ctx: AppContext, event: Stripe.Event): Promise<string | null> {
  if (event.type.startsWith('checkout.session.')) return sessionPaymentId(event.data.object as Session);
  if (event.type === 'charge.refunded' || isFailedRefund(event)) {
    const intentId = intentIdOf((event.data.object as Charge | Refund).payment_intent);
    if (!intentId) return null;
    const [row] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.stripePaymentIntentId, intentId), isNull(payments.refundOfPaymentId)));
    if (row) return row.id;
    const stripe = await stripeClient(ctx.env);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const id = intent.metadata?.paymentId;
    return id && isUuid(id) ? id : null;
  }
  return null;
}

async function applyEvent(tx: Tx, event: Stripe.Event, paymentId: string): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Session;
      const intentId = intentIdOf(session.payment_intent);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        await markPaymentPaid(tx, {
          paymentId,
          stripePaymentIntentId: intentId,
          stripeCheckoutSessionId: session.id,
          amountCents: session.amount_total,
          note: `Stripe: ${event.type}`,
        });
      } else if (intentId) {
        // A bank debit: the money is on its way; async_payment_succeeded or _failed follows.
        const payment = await lockPayment(tx, paymentId);
        if (payment.state === 'pending' && !payment.stripePaymentIntentId) {
          await tx
            .update(payments)
            .set({ stripePaymentIntentId: intentId, updatedAt: new Date() })
            .where(eq(payments.id, paymentId));
        }
      }
      return;
    }
    case 'checkout.session.async_payment_failed':
      await markPaymentFailed(tx, { paymentId, note: 'Stripe: the bank refused the payment' });
      return;
    case 'charge.refunded': {
      const charge = event.data.object as Charge;
      // The refund may overtake the checkout event: the charge existed, so it was paid first.
      // The row that holds this money (the payment, or money received twice) takes the refund.
      const { payment } = await markPaymentPaid(tx, {
        paymentId,
        stripePaymentIntentId: intentIdOf(charge.payment_intent),
        amountCents: charge.amount,
        note: 'Stripe: paid (learnt from its refund)',
      });
      const recorded = await refundedCentsOf(tx, payment.id);
      const owed = Math.min(charge.amount_refunded, payment.amountCents) - recorded;
      // Stripe lists the newest refund first; one that already failed (its event overtook this
      // one) gave nothing back.
      const refundId = charge.refunds?.data?.[0]?.id ?? charge.id;
      if (owed > 0 && payment.state === 'paid' && !(await hasRefundFailed(tx, payment.id, refundId))) {
        await markPaymentRefunded(tx, {
          paymentId: payment.id,
          amountCents: owed,
          method: 'card_online',
          note: 'Stripe: refunded',
          stripeRefundReference: refundId,
        });
      }
      await settleRefundRequests(tx, payment.id);
      return;
    }
    case 'refund.failed':
    case 'refund.updated':
    case 'charge.refund.updated': {
      if (!isFailedRefund(event)) return;
      const refund = event.data.object as Refund;
      await recordCardRefundFailure(tx, {
        paymentId,
        refundId: refund.id,
        amountCents: refund.amount,
        reason: refund.failure_reason ?? refund.status ?? 'unknown',
      });
      return;
    }
    default:
      return;
  }
}

/**
 * Stripe's webhook: verifies the signature over the raw bytes, then applies the event and
 * records its id in ONE transaction, so a redelivered or concurrent duplicate changes nothing
 * and a failure (rolled back, answered 500) is retried by Stripe. Events that are not about
 * one of our payments are recorded and acknowledged.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Uint8Array,
  signature: string | undefined,
): Promise<{ isDuplicate: boolean }> {
  if (!isOnlinePaymentEnabled(ctx.env)) throw new AppError('NOT_FOUND', 'Online payment is not configured.');
  if (!signature) throw new AppError('BAD_REQUEST', badSignatureMessage);
  let event: Stripe.Event;
  try {
    event = (await stripeClient(ctx.env)).webhooks.constructEvent(
      Buffer.from(rawBody),
      signature,
      ctx.env.STRIPE_WEBHOOK_SECRET!,
    );
  } catch {
    throw new AppError('BAD_REQUEST', badSignatureMessage);
  }
  const paymentId = await paymentIdOf(ctx, event);
  const result = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type, paymentId })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (fresh.length === 0) return { isDuplicate: true };
    if (paymentId) {
      const [exists] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
      if (exists) await applyEvent(tx, event, paymentId);
      else ctx.logger.warn({ eventId: event.id, paymentId }, 'Stripe event for an unknown payment');
    }
    return { isDuplicate: false };
  });
  // A failed refund queued the payer's e-mail in that transaction.
  if (!result.isDuplicate && isFailedRefund(event)) wakeOutbox();
  return result;
}
