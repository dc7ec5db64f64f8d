import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type PaymentRow, paymentHistory, payments } from '../../db/schema/payments';
import { AppError } from '../app-error';
import {
  checkAmount,
  checkReceipt,
  insertPayment,
  lockPayment,
  logChange,
  type OfflineReceipt,
  refundedCentsOf,
} from './ledger';

/* The treasurer's checks of offline entries: verify, correct (a new entry), note; the history. */

/**
 * A second person confirms an offline entry (the cash is in the bank, the cheque cleared).
 * The one who recorded it cannot verify it.
 */
export async function verifyPayment(
  tx: Tx,
  input: { paymentId: string; byUserId: string },
): Promise<PaymentRow> {
  const payment = await lockPayment(tx, input.paymentId);
  if (payment.method === 'card_online' || payment.method === 'waiver' || payment.state !== 'paid') {
    throw new AppError('CONFLICT', 'Only a paid cash, cheque or transfer entry is verified.');
  }
  if (payment.verifiedBy) return payment;
  if (payment.recordedBy === input.byUserId) {
    throw new AppError('FORBIDDEN', 'Someone other than the person who recorded it must verify it.');
  }
  const [verified] = await tx
    .update(payments)
    .set({ verifiedBy: input.byUserId, verifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, 'paid', 'paid', input.byUserId, 'Verified');
  return verified!;
}

/**
 * Corrects an offline entry recorded wrongly (amount, method, cheque number, date): the old
 * row is cancelled and a new paid row points at it. What it pays for stays fulfilled, so
 * onPaid does not run again.
 */
export async function correctOfflinePayment(
  tx: Tx,
  input: OfflineReceipt & { paymentId: string; amountCents: number; reason: string },
): Promise<PaymentRow> {
  checkReceipt(input);
  checkAmount(input.amountCents);
  const old = await lockPayment(tx, input.paymentId);
  if (
    old.state !== 'paid' ||
    old.method === 'card_online' ||
    old.method === 'waiver' ||
    old.refundOfPaymentId
  ) {
    throw new AppError('CONFLICT', 'Only a paid cash, cheque or transfer entry can be corrected.');
  }
  if ((await refundedCentsOf(tx, old.id)) > 0) {
    throw new AppError('CONFLICT', 'This entry has refunds: record another refund instead.');
  }
  await tx.update(payments).set({ state: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, old.id));
  await logChange(tx, old.id, 'paid', 'cancelled', input.recordedBy, `Corrected: ${input.reason}`);
  return insertPayment(
    tx,
    {
      purpose: old.purpose,
      purposeId: old.purposeId,
      userId: old.userId,
      payerName: old.payerName,
      payerEmail: old.payerEmail,
      amountCents: input.amountCents,
      method: input.method,
      chequeNumber: input.method === 'cheque' ? input.chequeNumber!.trim() : null,
      receivedBy: input.receivedBy,
      receivedOn: input.receivedOn,
      recordedBy: input.recordedBy,
      state: 'paid',
      correctsPaymentId: old.id,
      notes: input.notes ?? '',
      settledAt: old.settledAt ?? new Date(),
    },
    input.recordedBy,
    `Correction of ${old.id}: ${input.reason}`,
  );
}

/** Adds a line to a payment's history without changing it (a decision about it, e.g. "fee kept"). */
export async function notePayment(
  tx: Tx,
  paymentId: string,
  byUserId: string | null,
  note: string,
): Promise<void> {
  const payment = await lockPayment(tx, paymentId);
  await logChange(tx, payment.id, payment.state, payment.state, byUserId, note);
}

/** A payment's history, oldest first. */
export async function historyOf(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(paymentHistory)
    .where(eq(paymentHistory.paymentId, paymentId))
    .orderBy(asc(paymentHistory.id));
}
