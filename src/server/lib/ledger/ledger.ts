import type { OfflinePaymentMethod, PaymentMethod, PaymentPurpose, PaymentState } from '@shared/payments';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { checkoutExpiries, type PaymentRow, paymentHistory, payments } from '../../db/schema/payments';
import { AppError } from '../app-error';
import { isUniqueViolation } from '../db-errors';
import { handlersOf } from './payment-purposes';

/**
 * The ledger's writes. Every function takes the caller's transaction: a payment and what it
 * pays for change together. Nothing here deletes or rewrites money that was recorded; state
 * changes are logged in payment_history, refunds and corrections are new rows.
 */

const liveStates: PaymentState[] = ['pending', 'paid', 'waived'];

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

function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AppError('VALIDATION', 'The amount must be a whole number of cents above zero.', undefined, {
      amountCents: 'Enter an amount above zero.',
    });
  }
}

async function logChange(
  tx: DbOrTx,
  paymentId: string,
  fromState: PaymentState | null,
  toState: PaymentState,
  byUserId: string | null | undefined,
  note = '',
): Promise<void> {
  await tx.insert(paymentHistory).values({ paymentId, fromState, toState, byUserId: byUserId ?? null, note });
}

async function insertPayment(
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
      purpose: input.purpose,
      purposeId: input.purposeId,
      userId: input.userId ?? null,
      payerName: input.payerName,
      payerEmail: input.payerEmail.toLowerCase(),
      amountCents: input.amountCents,
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

function checkReceipt(receipt: OfflineReceipt): void {
  if (receipt.method === 'cheque' && !receipt.chequeNumber?.trim()) {
    throw new AppError('VALIDATION', 'A cheque needs its number.', undefined, {
      chequeNumber: 'Enter the cheque number.',
    });
  }
}

async function runOnPaid(tx: Tx, payment: PaymentRow): Promise<void> {
  const handlers = handlersOf(payment.purpose);
  if (!handlers)
    throw new AppError('INTERNAL', `No handler is registered for "${payment.purpose}" payments.`);
  await handlers.onPaid(tx, payment);
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
      purpose: input.purpose,
      purposeId: input.purposeId,
      userId: input.userId ?? null,
      payerName: input.payerName,
      payerEmail: input.payerEmail.toLowerCase(),
      amountCents: input.amountCents,
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
  const [paid] = await tx
    .update(payments)
    .set({
      state: 'paid',
      settledAt: new Date(),
      updatedAt: new Date(),
      ...(change.stripePaymentIntentId ? { stripePaymentIntentId: change.stripePaymentIntentId } : {}),
      ...(change.stripeCheckoutSessionId ? { stripeCheckoutSessionId: change.stripeCheckoutSessionId } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, payment.state, 'paid', change.byUserId, change.note ?? '');
  await runOnPaid(tx, paid!);
  return { payment: paid!, changed: true };
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
  const [failed] = await tx
    .update(payments)
    .set({ state: 'failed', updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, 'pending', 'failed', change.byUserId, change.note ?? '');
  return { payment: failed!, changed: true };
}

/** A pending payment nobody will make (the sign-up was cancelled, a waiver replaced it). */
export async function cancelPayment(tx: Tx, change: StateChange): Promise<ChangeResult> {
  const payment = await lockPayment(tx, change.paymentId);
  if (payment.state === 'cancelled') return { payment, changed: false };
  if (payment.state !== 'pending') throw new AppError('CONFLICT', 'Only an open payment can be cancelled.');
  await closeCheckoutOf(tx, payment);
  const [cancelled] = await tx
    .update(payments)
    .set({ state: 'cancelled', updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, 'pending', 'cancelled', change.byUserId, change.note ?? '');
  return { payment: cancelled!, changed: true };
}

/** Cents already refunded on a payment (sum of its refund rows). */
export async function refundedCentsOf(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(eq(payments.refundOfPaymentId, paymentId));
  return Number(row?.total ?? 0);
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
  const [refunded] = await tx
    .update(payments)
    .set({ state: 'refunded', updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  await logChange(tx, payment.id, 'paid', 'refunded', change.byUserId, change.note ?? 'Refunded in full');
  // Money received twice settled nothing: giving it back undoes nothing.
  if (!payment.receivedTwiceOfPaymentId) await handlersOf(payment.purpose)?.onRefunded?.(tx, refunded!);
  return { payment: refunded!, refund, changed: true };
}

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
