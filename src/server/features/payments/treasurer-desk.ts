import type { CancelPaymentInput, RecordPaymentInput, RefundPaymentInput } from '@shared/schemas/payments';
import { isUuid } from '@shared/uuid';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requestCardRefund } from '../../lib/ledger/card-refunds';
import { cancelPayment, getPayment, recordOfflinePayment } from '../../lib/ledger/ledger';
import { verifyPayment } from '../../lib/ledger/payment-corrections';
import { markPaymentRefunded } from '../../lib/ledger/payment-state-changes';
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
 * Gives money back. Offline payments: the refund entry is written now. Card payments (and
 * card money received twice): asked of Stripe and written when its signed charge.refunded
 * event arrives (lib/ledger/card-refunds.ts: serialised and capped at what is left).
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
    const { isPendingAtStripe } = await requestCardRefund(ctx, {
      paymentId,
      amountCents: input.amountCents,
      reason: input.reason,
      byUserId,
    });
    return { isPendingAtStripe };
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
