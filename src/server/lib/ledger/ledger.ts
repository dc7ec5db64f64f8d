import { paths } from '@shared/paths';
import {
  formatCents,
  type OfflinePaymentMethod,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentState,
  paymentPurposeLabels,
} from '@shared/payments';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { checkoutExpiries, type PaymentRow, paymentHistory, payments } from '../../db/schema/payments';
import { AppError } from '../app-error';
import { isUniqueViolation } from '../db-errors';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeNoticeEmail } from '../mail/notice-email';
import { queueNotice } from '../notices';
import { handlersOf } from './payment-purposes';
import { receiptNoticeOf } from './payment-receipts';

/**
 * The ledger's writes. Every function takes the caller's transaction: a payment and what it
 * pays for change together. Nothing here deletes or rewrites money that was recorded; state
 * changes are logged in payment_history, refunds and corrections are new rows.
 */

export const liveStates: PaymentState[] = ['pending', 'paid', 'waived'];

export const alreadyCoveredMessage = 'This is already paid, waived or waiting for a payment.';

export interface PaymentFor {
  purpose: PaymentPurpose;
  /** The membership or registration id. */
  purposeId: string;
  /** The account it belongs to (null for a visitor without one). */
  userId?: string | null;
  payerName: string;
  payerEmail: string;
  amountCents: number;
}

export function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AppError('VALIDATION', 'The amount must be a whole number of cents above zero.', undefined, {
      amountCents: 'Enter an amount above zero.',
    });
  }
}

export async function logChange(
  tx: DbOrTx,
  paymentId: string,
  fromState: PaymentState | null,
  toState: PaymentState,
  byUserId: string | null | undefined,
  note = '',
): Promise<void> {
  await tx.insert(paymentHistory).values({ paymentId, fromState, toState, byUserId: byUserId ?? null, note });
}

/** The payment moves from its state to `to` (with `values`), in the row and its history: the row as it now is. */
export async function changeState(
  tx: Tx,
  payment: PaymentRow,
  to: PaymentState,
  byUserId: string | null | undefined,
  note: string,
  values: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ state: to, updatedAt: new Date(), ...values })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, payment.state, to, byUserId, note);
  return row!;
}

/** The sum of a cents column over the rows of its table that `where` selects (0 for none). */
export async function centsSum(db: DbOrTx, cents: PgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cents}), 0)` })
    .from(cents.table)
    .where(where);
  return Number(row?.total ?? 0);
}

/** A new row's columns of what it is for and who pays (the address lower-cased, as the ledger compares it). */
function rowFor(input: PaymentFor) {
  return {
    purpose: input.purpose,
    purposeId: input.purposeId,
    userId: input.userId ?? null,
    payerName: input.payerName,
    payerEmail: input.payerEmail.toLowerCase(),
    amountCents: input.amountCents,
  };
}

export async function insertPayment(
  tx: DbOrTx,
  entry: typeof payments.$inferInsert,
  by: string | null,
  note: string,
) {
  // A payment that belongs to an account is that account's: its payer address is the
  // account's, whatever a form said, so it never shows in another person's payments.
  let values = entry;
  if (entry.userId) {
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, entry.userId));
    if (account) values = { ...entry, payerEmail: account.email.toLowerCase() };
  }
  try {
    const [row] = await tx.insert(payments).values(values).returning();
    await logChange(tx, row!.id, null, row!.state, by, note);
    return row!;
  } catch (err) {
    // Two requests raced to open a payment for the same thing: the partial unique index decided.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', alreadyCoveredMessage);
    throw err;
  }
}

/** Locks one payment row for this transaction; NOT_FOUND when there is none. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
  return row;
}

export async function getPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** The pending, paid or waived payment of one membership/registration, if any (refund rows excluded). */
export async function findLivePayment(
  db: DbOrTx,
  purpose: PaymentPurpose,
  purposeId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purpose),
        eq(payments.purposeId, purposeId),
        inArray(payments.state, liveStates),
        isNull(payments.refundOfPaymentId),
        isNull(payments.receivedTwiceOfPaymentId),
      ),
    );
  return row;
}

/**
 * A pending payment is leaving 'pending' by other means than its card (cash, a waiver, a
 * cancellation): its hosted Checkout page, if one was opened, must close so nobody pays
 * for something settled. Queued in the caller's transaction; the expiry worker asks Stripe
 * (lib/ledger/checkout-expiry.ts). Money that still arrives is recorded as received twice.
 */
async function closeCheckoutOf(tx: DbOrTx, payment: PaymentRow): Promise<void> {
  if (!payment.stripeCheckoutSessionId) return;
  await tx
    .insert(checkoutExpiries)
    .values({ sessionId: payment.stripeCheckoutSessionId, paymentId: payment.id })
    .onConflictDoNothing();
}

/** Every payment row of one membership/registration, oldest first (attempts, refunds, corrections). */
export async function paymentsFor(db: DbOrTx, purpose: PaymentPurpose, purposeIds: readonly string[]) {
  if (purposeIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), inArray(payments.purposeId, [...purposeIds])))
    .orderBy(asc(payments.createdAt));
}

/**
 * Opens a payment that is owed: online (card_online, then startCheckout) or offline (cash or
 * cheque on the day; the treasurer records it). CONFLICT when one is already live.
 */
export async function createPendingPayment(
  tx: DbOrTx,
  input: PaymentFor & {
    method?: Exclude<PaymentMethod, 'waiver'>;
    notes?: string;
    recordedBy?: string | null;
  },
): Promise<PaymentRow> {
  checkAmount(input.amountCents);
  return insertPayment(
    tx,
    {
      ...rowFor(input),
      method: input.method ?? 'card_online',
      state: 'pending',
      notes: input.notes ?? '',
      recordedBy: input.recordedBy ?? null,
    },
    input.recordedBy ?? null,
    'Payment opened',
  );
}

export interface OfflineReceipt {
  method: OfflinePaymentMethod;
  /** Required for cheques. */
  chequeNumber?: string | null;
  /** Who took the money (a name). */
  receivedBy: string;
  /** YYYY-MM-DD. */
  receivedOn: string;
  /** The signed-in treasurer/admin who records it. */
  recordedBy: string;
  notes?: string;
}

export function checkReceipt(receipt: OfflineReceipt): void {
  if (receipt.method === 'cheque' && !receipt.chequeNumber?.trim()) {
    throw new AppError('VALIDATION', 'A cheque needs its number.', undefined, {
      chequeNumber: 'Enter the cheque number.',
    });
  }
}

export async function runOnPaid(tx: Tx, payment: PaymentRow): Promise<void> {
  const handlers = handlersOf(payment.purpose);
  if (!handlers)
    throw new AppError('INTERNAL', `No handler is registered for "${payment.purpose}" payments.`);
  const result = await handlers.onPaid(tx, payment);
  // Every payment gets its receipt by e-mail (transactional: whatever the payer chose), unless
  // the purpose's own e-mail of this moment carried it (decision 039); push is added on choice.
  if (!result?.hasSentReceipt) {
    await enqueueEmail(tx, await composeNoticeEmail(tx, await receiptNoticeOf(tx, payment)));
  }
  if (payment.userId)
    await queueNotice(tx, {
      kind: 'payment-received',
      userId: payment.userId,
      email: null,
      push: {
        title: 'Payment received',
        body: `${formatCents(payment.amountCents)} received for ${paymentPurposeLabels[payment.purpose].toLowerCase()}. Thank you!`,
        url: paths.home,
        tag: `payment-${payment.id}`,
      },
    });
}

/**
 * Records cash, a cheque or a transfer: against an open (pending) payment when `paymentId`
 * is given or one is pending for the same purpose, otherwise as a new paid entry. Runs the
 * purpose's onPaid in the same transaction.
 */
export async function recordOfflinePayment(
  tx: Tx,
  input: OfflineReceipt & ({ paymentId: string; amountCents?: number } | PaymentFor),
): Promise<PaymentRow> {
  checkReceipt(input);
  const receipt = {
    method: input.method,
    chequeNumber: input.method === 'cheque' ? input.chequeNumber!.trim() : null,
    receivedBy: input.receivedBy,
    receivedOn: input.receivedOn,
    recordedBy: input.recordedBy,
  };
  let open: PaymentRow | undefined;
  if ('paymentId' in input) {
    open = await lockPayment(tx, input.paymentId);
  } else {
    const live = await findLivePayment(tx, input.purpose, input.purposeId);
    if (live) open = await lockPayment(tx, live.id);
  }
  if (open) {
    if (open.state !== 'pending') throw new AppError('CONFLICT', 'This payment is not open any more.');
    const amountCents = 'paymentId' in input ? (input.amountCents ?? open.amountCents) : input.amountCents;
    checkAmount(amountCents);
    if (amountCents !== open.amountCents) {
      throw new AppError('VALIDATION', 'The amount differs from what is owed.', undefined, {
        amountCents: `${open.amountCents} cents are owed.`,
      });
    }
    await closeCheckoutOf(tx, open);
    const [paid] = await tx
      .update(payments)
      .set({
        ...receipt,
        state: 'paid',
        settledAt: new Date(),
        updatedAt: new Date(),
        notes: input.notes ? [open.notes, input.notes].filter(Boolean).join('\n') : open.notes,
      })
      .where(eq(payments.id, open.id))
      .returning();
    await logChange(tx, open.id, 'pending', 'paid', input.recordedBy, `Received: ${input.method}`);
    await runOnPaid(tx, paid!);
    return paid!;
  }
  if ('paymentId' in input) throw new AppError('NOT_FOUND', 'No such payment.');
  checkAmount(input.amountCents);
  const paid = await insertPayment(
    tx,
    {
      ...rowFor(input),
      ...receipt,
      state: 'paid',
      settledAt: new Date(),
      notes: input.notes ?? '',
    },
    input.recordedBy,
    `Received: ${input.method}`,
  );
  await runOnPaid(tx, paid);
  return paid;
}

/**
 * A membership (or fee) without payment: an audited waiver row (state 'waived', method
 * 'waiver') holding the price waived, never counted as money received. A pending payment for
 * the same thing is cancelled first. Who may waive is the caller's check.
 */
export async function recordWaiver(
  tx: Tx,
  input: {
    purpose: PaymentPurpose;
    purposeId: string;
    userId: string | null;
    amountCents: number;
    reason: string;
    grantedBy: string | null;
    payerName?: string;
    payerEmail?: string;
  },
): Promise<PaymentRow> {
  checkAmount(input.amountCents);
  if (!input.reason.trim()) {
    throw new AppError('VALIDATION', 'A waiver needs its reason.', undefined, { reason: 'Say why.' });
  }
  let payerName = input.payerName;
  let payerEmail = input.payerEmail;
  if ((!payerName || !payerEmail) && input.userId) {
    const [person] = await tx
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, input.userId));
    payerName ??= person?.name;
    payerEmail ??= person?.email;
  }
  if (!payerName || !payerEmail) throw new AppError('VALIDATION', 'A waiver needs the person it is for.');
  const live = await findLivePayment(tx, input.purpose, input.purposeId);
  if (live) {
    if (live.state !== 'pending') throw new AppError('CONFLICT', alreadyCoveredMessage);
    await cancelPayment(tx, { paymentId: live.id, byUserId: input.grantedBy, note: 'Replaced by a waiver' });
  }
  return insertPayment(
    tx,
    {
      purpose: input.purpose,
      purposeId: input.purposeId,
      userId: input.userId,
      payerName,
      payerEmail: payerEmail.toLowerCase(),
      amountCents: input.amountCents,
      method: 'waiver',
      state: 'waived',
      recordedBy: input.grantedBy,
      notes: input.reason.trim(),
      settledAt: new Date(),
    },
    input.grantedBy,
    `Waived: ${input.reason.trim()}`,
  );
}

export interface StateChange {
  paymentId: string;
  /** Null for Stripe and the system. */
  byUserId?: string | null;
  note?: string;
}

export interface ChangeResult {
  payment: PaymentRow;
  /** False when the payment was already in that state (a repeated or late event). */
  changed: boolean;
}

/** A pending payment nobody will make (the sign-up was cancelled, a waiver replaced it). */
export async function cancelPayment(tx: Tx, change: StateChange): Promise<ChangeResult> {
  const payment = await lockPayment(tx, change.paymentId);
  if (payment.state === 'cancelled') return { payment, changed: false };
  if (payment.state !== 'pending') throw new AppError('CONFLICT', 'Only an open payment can be cancelled.');
  await closeCheckoutOf(tx, payment);
  const cancelled = await changeState(tx, payment, 'cancelled', change.byUserId, change.note ?? '');
  return { payment: cancelled, changed: true };
}

/** Cents already refunded on a payment (its refund rows; one that failed at Stripe gave nothing). */
export async function refundedCentsOf(db: DbOrTx, paymentId: string): Promise<number> {
  const refunds = and(eq(payments.refundOfPaymentId, paymentId), eq(payments.state, 'refunded'));
  return centsSum(db, payments.amountCents, refunds);
}
