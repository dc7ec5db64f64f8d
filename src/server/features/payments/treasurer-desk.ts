import type { CancelPaymentInput, RecordPaymentInput, RefundPaymentInput } from '@shared/schemas/payments';
import { isUuid } from '@shared/uuid';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  cancelPayment,
  getPayment,
  markPaymentRefunded,
  recordOfflinePayment,
  refundedCentsOf,
  verifyPayment,
} from '../../lib/ledger/ledger';
import { stripeClient } from '../../lib/ledger/stripe-checkout';
import { getPaymentItem } from './payment-views';

function checkId(id: string): void {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such payment.');
}

/** Cash, a cheque or a transfer received for open dues: the pending payment becomes paid. */
export async function recordDuesPayment(
  ctx: AppContext,
  paymentId: string,
  input: RecordPaymentInput,
  byUserId: string,
) {
  checkId(paymentId);
  await ctx.db.transaction((tx) =>
    recordOfflinePayment(tx, {
      paymentId,
      method: input.method,
      chequeNumber: input.chequeNumber,
      receivedBy: input.receivedBy,
      receivedOn: input.receivedOn,
      recordedBy: byUserId,
      notes: input.notes,
    }),
  );
  return getPaymentItem(ctx.db, paymentId);
}

export async function verifyPaymentEntry(ctx: AppContext, paymentId: string, byUserId: string) {
  checkId(paymentId);
  await ctx.db.transaction((tx) => verifyPayment(tx, { paymentId, byUserId }));
  return getPaymentItem(ctx.db, paymentId);
}

/**
 * Gives money back. Offline payments: the refund entry is written now. Card payments: the
 * refund is asked of Stripe and written when its signed charge.refunded event arrives (the
 * ledger only believes Stripe about card money).
 */
export async function refundPaymentEntry(
  ctx: AppContext,
  paymentId: string,
  input: RefundPaymentInput,
  byUserId: string,
): Promise<{ isPendingAtStripe: boolean }> {
  checkId(paymentId);
  const payment = await getPayment(ctx.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment.');
  if (payment.method === 'card_online') {
    if (payment.state !== 'paid' || !payment.stripePaymentIntentId) {
      throw new AppError('CONFLICT', 'Only a paid card payment can be refunded.');
    }
    const left = payment.amountCents - (await refundedCentsOf(ctx.db, paymentId));
    const amount = input.amountCents ?? left;
    if (amount < 1 || amount > left) {
      throw new AppError('VALIDATION', 'That is more than is left to refund.', undefined, {
        amountCents: `At most ${left} cents can be refunded.`,
      });
    }
    await stripeClient(ctx.env).refunds.create(
      {
        payment_intent: payment.stripePaymentIntentId,
        amount,
        metadata: { paymentId, reason: input.reason },
      },
      { idempotencyKey: `njtc-refund-${paymentId}-${left}-${amount}` },
    );
    return { isPendingAtStripe: true };
  }
  await ctx.db.transaction((tx) =>
    markPaymentRefunded(tx, { paymentId, amountCents: input.amountCents, byUserId, note: input.reason }),
  );
  return { isPendingAtStripe: false };
}

export async function cancelDues(
  ctx: AppContext,
  paymentId: string,
  input: CancelPaymentInput,
  byUserId: string,
) {
  checkId(paymentId);
  await ctx.db.transaction((tx) => cancelPayment(tx, { paymentId, byUserId, note: input.reason }));
  return getPaymentItem(ctx.db, paymentId);
}
