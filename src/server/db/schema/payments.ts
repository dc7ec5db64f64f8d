import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentMethods, paymentPurposes, paymentStates } from '../../../shared/payments';
import { user } from './auth';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';

/**
 * The one ledger: dues, event and tournament fees, paid online (Stripe Checkout) or offline.
 * History is never edited: a state change is logged in payment_history, a refund or a
 * correction is a new row pointing at the one it refunds or corrects, and nothing is deleted.
 * A refund row holds the refunded amount (positive) in state 'refunded'; a card refund that
 * Stripe accepted and that failed later moves to 'failed' (logged): the money came back to the
 * club and is owed again (owed_back), and the row stays as the record of what was tried.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    purpose: text({ enum: paymentPurposes }).notNull(),
    /** The membership or registration this pays for (its id as text). */
    purposeId: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    payerName: text().notNull(),
    payerEmail: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    method: text({ enum: paymentMethods }).notNull(),
    state: text({ enum: paymentStates }).notNull(),
    stripeCheckoutSessionId: text(),
    stripePaymentIntentId: text(),
    /** How many Checkout Sessions were opened for it (the idempotency key counts them). */
    checkoutAttempts: integer().notNull().default(0),
    chequeNumber: text(),
    /** Who took the cash or cheque (a name: not always someone with an account). */
    receivedBy: text(),
    receivedOn: date({ mode: 'string' }),
    recordedBy: text().references(() => user.id, { onDelete: 'set null' }),
    verifiedBy: text().references(() => user.id, { onDelete: 'set null' }),
    verifiedAt: instant(),
    notes: text().notNull().default(''),
    /** A card refund entry: Stripe's refund id, so a refund that fails later finds its entry. */
    stripeRefundId: text(),
    correctsPaymentId: uuid().references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    refundOfPaymentId: uuid().references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    /**
     * Money that arrived for something another entry (this id) had already settled: paid by
     * cash, waived or cancelled meanwhile. Recorded as received (never dropped) and shown to
     * the treasurer as "to refund"; it settles nothing itself.
     */
    receivedTwiceOfPaymentId: uuid().references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    /** When the money arrived (paid) or the refund was made; null while pending. */
    settledAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('payments_purpose_idx').on(t.purpose, t.purposeId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_state_idx').on(t.state, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_refund_of_idx').on(t.refundOfPaymentId),
    index('payments_stripe_refund_idx').on(t.stripeRefundId).where(sql`${t.stripeRefundId} is not null`),
    index('payments_received_twice_idx')
      .on(t.receivedTwiceOfPaymentId)
      .where(sql`${t.receivedTwiceOfPaymentId} is not null`),
    uniqueIndex('payments_checkout_session_idx').on(t.stripeCheckoutSessionId),
    // At most one live payment per thing paid for: a second "pay" races into this index.
    uniqueIndex('payments_live_purpose_idx')
      .on(t.purpose, t.purposeId)
      .where(
        sql`${t.state} in ('pending', 'paid', 'waived') and ${t.refundOfPaymentId} is null and ${t.receivedTwiceOfPaymentId} is null`,
      ),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_currency_check', sql`${t.currency} = 'usd'`),
    check('payments_waiver_check', sql`(${t.method} = 'waiver') = (${t.state} = 'waived')`),
    check(
      'payments_refund_check',
      sql`(${t.refundOfPaymentId} is null) or (${t.state} in ('refunded', 'failed') and ${t.correctsPaymentId} is null)`,
    ),
  ],
);

/** Every state change of a payment, including its creation (from_state null). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    paymentId: uuidRef(() => payments.id, 'restrict'),
    fromState: text({ enum: paymentStates }),
    toState: text({ enum: paymentStates }).notNull(),
    /** The account that made the change; null for Stripe (webhooks) and the system. */
    byUserId: text().references(() => user.id, { onDelete: 'set null' }),
    at: instantNow(),
    note: text().notNull().default(''),
  },
  (t) => [index('payment_history_payment_idx').on(t.paymentId, t.id)],
);

/** Stripe events already applied: a redelivered event id is a no-op (same transaction as its change). */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  paymentId: uuid(),
  receivedAt: instantNow(),
});

export const cardRefundStates = ['requested', 'settled', 'failed'] as const;

/**
 * Card refunds asked of Stripe and not yet confirmed by its charge.refunded event. A request
 * is written (payment row locked, capped at what is left after recorded refunds and other open
 * requests) before Stripe is called, so parallel refunds are serialised and can never add up
 * to more than was paid; Stripe's event records the refund row and settles the request.
 */
export const cardRefundRequests = pgTable(
  'card_refund_requests',
  {
    id: primaryId(),
    paymentId: uuidRef(() => payments.id, 'restrict'),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    requestedBy: text().references(() => user.id, { onDelete: 'set null' }),
    state: text({ enum: cardRefundStates }).notNull().default('requested'),
    stripeRefundId: text(),
    /** Why Stripe refused it (state 'failed'). */
    error: text(),
    createdAt: instantNow(),
    settledAt: instant(),
  },
  (t) => [
    index('card_refund_requests_payment_idx').on(t.paymentId, t.createdAt),
    check('card_refund_requests_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Stripe Checkout sessions to expire: a pending payment that left 'pending' otherwise (cash,
 * a waiver, a cancellation) while its hosted page was open. Written in that transaction; the
 * expiry worker claims each row once across processes (SKIP LOCKED) and asks Stripe.
 */
export const checkoutExpiries = pgTable(
  'checkout_expiries',
  {
    sessionId: text().primaryKey(),
    paymentId: uuidRef(() => payments.id, 'restrict'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instantNow(),
    /** When Stripe confirmed it (expired, or already complete/expired): null while to do. */
    doneAt: instant(),
    lastError: text(),
    createdAt: instantNow(),
  },
  (t) => [index('checkout_expiries_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`)],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Money the club owes back to a payer (a cancelled series, a player's own cancel, an event
 * the club called off, a card refund Stripe refused). It is a to-do on the treasurer's "To
 * refund" list, not money: the money moves as a new refund entry in `payments` (handed back
 * in cash, cheque or transfer, or refunded through Stripe), and this row then points at it.
 * Written in the same transaction as the change that made the money owed, so it is never lost.
 */
export const owedBack = pgTable(
  'owed_back',
  {
    id: primaryId(),
    paymentId: uuidRef(() => payments.id, 'restrict'),
    amountCents: integer().notNull(),
    /** Why it is owed, in words ("Whole series cancelled by the player"). */
    reason: text().notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
    /** Stripe's refusal of the last card refund tried for it; null when none failed. */
    cardRefundError: text(),
    /** When it was given back (or handed to Stripe); null while owed. */
    settledAt: instant(),
    settledBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The refund entry written when it was handed back (or recorded at once for a demo card). */
    refundPaymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    /** Why the club kept it instead (e.g. a cancel after the deadline, by club rule); null unless kept. */
    keptReason: text(),
    /** The card refund asked of Stripe for it. */
    cardRefundRequestId: uuid().references(() => cardRefundRequests.id, { onDelete: 'restrict' }),
    settledNote: text().notNull().default(''),
  },
  (t) => [
    index('owed_back_open_idx').on(t.createdAt).where(sql`${t.settledAt} is null`),
    index('owed_back_payment_idx').on(t.paymentId),
    check('owed_back_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type OwedBackRow = typeof owedBack.$inferSelect;
