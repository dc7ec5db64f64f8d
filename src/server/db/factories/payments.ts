import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PaymentPurpose, PaymentState } from '@shared/payments';
import { and, eq, gt, or } from 'drizzle-orm';
import { createPendingPayment, recordOfflinePayment } from '../../lib/ledger/ledger';
import { markPaymentPaid, markPaymentRefunded } from '../../lib/ledger/payment-state-changes';
import type { DbOrTx, Tx } from '../client';
import { registrations, socialEvents } from '../schema/events';
import { memberships } from '../schema/membership';
import { owedBack, paymentHistory, payments } from '../schema/payments';
import { owedBackDemo } from '../seed-data/owed-back';
import { insertRegistration } from './events';

const day = 24 * 60 * 60 * 1000;

interface DemoPayment {
  purpose: PaymentPurpose;
  purposeId: string;
  payerName: string;
  payerEmail: string;
  amountCents: number;
  method: PaymentMethod;
  state: PaymentState;
  daysAgo: number;
  chequeNumber?: string;
  receivedBy?: string;
  notes?: string;
  isStripe?: boolean;
}

function stripeId(prefix: string): string {
  return `${prefix}_demo_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

async function insertDemo(db: DbOrTx, p: DemoPayment, now: Date, refundOf?: string) {
  const at = new Date(now.getTime() - p.daysAgo * day);
  const isSettled = p.state !== 'pending';
  const [row] = await db
    .insert(payments)
    .values({
      purpose: p.purpose,
      purposeId: p.purposeId,
      payerName: p.payerName,
      payerEmail: p.payerEmail,
      amountCents: p.amountCents,
      method: p.method,
      state: p.state,
      chequeNumber: p.chequeNumber ?? null,
      receivedBy: p.receivedBy ?? null,
      receivedOn: p.receivedBy ? at.toISOString().slice(0, 10) : null,
      stripeCheckoutSessionId: p.isStripe ? stripeId('cs') : null,
      stripePaymentIntentId: p.isStripe ? stripeId('pi') : null,
      checkoutAttempts: p.isStripe ? 1 : 0,
      notes: p.notes ?? '',
      refundOfPaymentId: refundOf ?? null,
      settledAt: isSettled ? at : null,
      createdAt: new Date(at.getTime() - (p.isStripe ? 5 * 60_000 : 0)),
      updatedAt: at,
    })
    .returning();
  await db.insert(paymentHistory).values({
    paymentId: row!.id,
    fromState: null,
    toState: refundOf || !p.isStripe ? p.state : 'pending',
    at: row!.createdAt,
    note: refundOf ? `Refund of ${refundOf}` : 'Payment opened (demo)',
  });
  if (p.isStripe && !refundOf && p.state !== 'pending') {
    await db.insert(paymentHistory).values({
      paymentId: row!.id,
      fromState: 'pending',
      toState: 'paid',
      at,
      note: 'Stripe: checkout.session.completed',
    });
  }
  return row!;
}

/**
 * Believable ledger rows with dates relative to today: fees of the demo socials' sign-ups (one
 * paid online, one in cash, the rest due on the day). Membership dues are not made up here: they
 * belong to the demo members' real memberships and go through the ledger in seedDemoPeople
 * (paid online, in cash, by cheque, still open, and one paid online then refunded).
 * Idempotent: skips when the ledger has rows.
 */
export async function seedPayments(db: DbOrTx, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: payments.id }).from(payments).limit(1);
  if (any) return;

  // Fees of the first paid upcoming social's sign-ups: one paid online, one in cash, the rest due on the day.
  const [paid] = await db
    .select({ id: socialEvents.id, feeCents: socialEvents.feeCents })
    .from(socialEvents)
    .where(and(gt(socialEvents.feeCents, 0), gt(socialEvents.startsAt, now)))
    .limit(1);
  if (!paid) return;
  const signUps = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.socialEventId, paid.id), eq(registrations.status, 'confirmed')));
  for (const [i, r] of signUps.entries()) {
    const how: Pick<DemoPayment, 'method' | 'state' | 'isStripe' | 'receivedBy' | 'notes'> =
      i === 0
        ? { method: 'card_online', state: 'paid', isStripe: true }
        : i === 1
          ? { method: 'cash', state: 'paid', receivedBy: 'Social chair' }
          : { method: 'cash', state: 'pending', notes: 'Payable on the day' };
    await insertDemo(
      db,
      {
        purpose: 'event_fee',
        purposeId: r.id,
        payerName: r.name,
        payerEmail: r.email,
        amountCents: paid.feeCents,
        daysAgo: 1,
        ...how,
      },
      now,
    );
  }
  await seedOwedBack(db, paid, now);
}

/** Fees paid, then the sign-up cancelled by the player: owed back on the treasurer's list. */
export async function seedOwedBack(db: DbOrTx, social: { id: string; feeCents: number }, now: Date) {
  for (const d of owedBackDemo) {
    const reg = await insertRegistration(db, { socialEventId: social.id }, d.person, {
      status: 'cancelled',
      createdAt: new Date(now.getTime() - d.owedDaysAgo * day),
    });
    const fee = await insertDemo(
      db,
      {
        purpose: 'event_fee',
        purposeId: reg.id,
        payerName: d.person.name,
        payerEmail: d.person.email,
        amountCents: social.feeCents,
        method: d.method,
        state: 'paid',
        daysAgo: d.paidDaysAgo,
        isStripe: d.method === 'card_online',
        receivedBy: d.method === 'cash' ? 'Social chair' : undefined,
      },
      now,
    );
    const reason = 'Sign-up cancelled by the player';
    await db.insert(owedBack).values({
      paymentId: fee.id,
      amountCents: social.feeCents,
      reason,
      createdAt: new Date(now.getTime() - d.owedDaysAgo * day),
      cardRefundError: d.cardRefundError ?? null,
    });
    await db.insert(paymentHistory).values({
      paymentId: fee.id,
      fromState: 'paid',
      toState: 'paid',
      at: new Date(now.getTime() - d.owedDaysAgo * day),
      note: `${reason}: owed back (on the treasurer's list)`,
    });
  }
}

/** How a demo membership's dues went: still open, paid online, or cash/cheque taken by the treasurer. */
export type DuesOutcome =
  | { how: 'open'; method: 'card_online' | 'cash'; notes?: string }
  | { how: 'online' }
  /** Paid online, then refunded in full (the member withdrew): the ledger cancels the membership. */
  | { how: 'refunded'; note: string; refundedBy: string }
  | { how: 'cash' | 'cheque'; chequeNumber?: string; receivedBy: string; recordedBy: string };

/**
 * Runs a membership's dues through the ledger as the app does (open, then Stripe's webhook or
 * the treasurer's receipt), so the ledger's onPaid activates the membership and grants the
 * member role; then dates the entries `at` (demo history relative to today).
 */
export async function settleMembershipDues(
  tx: Tx,
  m: { id: string; userId: string; priceCents: number },
  payer: { name: string; email: string },
  outcome: DuesOutcome,
  at: Date,
): Promise<void> {
  const isOnline =
    outcome.how === 'online' ||
    outcome.how === 'refunded' ||
    (outcome.how === 'open' && outcome.method === 'card_online');
  const open = await createPendingPayment(tx, {
    purpose: 'membership',
    purposeId: m.id,
    userId: m.userId,
    payerName: payer.name,
    payerEmail: payer.email,
    amountCents: m.priceCents,
    method: isOnline ? 'card_online' : 'cash',
    notes:
      outcome.how === 'open' && outcome.notes
        ? outcome.notes
        : isOnline
          ? 'Membership dues, online'
          : 'Membership dues, cash or cheque',
  });
  await tx.update(memberships).set({ paymentId: open.id }).where(eq(memberships.id, m.id));
  if (outcome.how === 'online' || outcome.how === 'refunded') {
    await markPaymentPaid(tx, {
      paymentId: open.id,
      stripeCheckoutSessionId: stripeId('cs'),
      stripePaymentIntentId: stripeId('pi'),
      note: 'Stripe: checkout.session.completed',
    });
    if (outcome.how === 'refunded') {
      await markPaymentRefunded(tx, {
        paymentId: open.id,
        byUserId: outcome.refundedBy,
        note: outcome.note,
        stripeRefundReference: stripeId('re'),
      });
    }
  } else if (outcome.how !== 'open') {
    await recordOfflinePayment(tx, {
      paymentId: open.id,
      method: outcome.how,
      chequeNumber: outcome.chequeNumber ?? null,
      receivedBy: outcome.receivedBy,
      receivedOn: at.toISOString().slice(0, 10),
      recordedBy: outcome.recordedBy,
    });
  }
  const isSettled = outcome.how !== 'open';
  await tx
    .update(payments)
    .set({
      createdAt: new Date(at.getTime() - (isOnline ? 5 * 60_000 : 0)),
      updatedAt: at,
      ...(isSettled ? { settledAt: at } : {}),
    })
    .where(eq(payments.id, open.id));
  await tx.update(paymentHistory).set({ at }).where(eq(paymentHistory.paymentId, open.id));
  if (outcome.how === 'refunded') {
    // The member withdrew a couple of days after paying (never later than today).
    const refundAt = new Date(Math.min(Date.now(), at.getTime() + 2 * day));
    const [refund] = await tx
      .update(payments)
      .set({ createdAt: refundAt, updatedAt: refundAt, settledAt: refundAt })
      .where(eq(payments.refundOfPaymentId, open.id))
      .returning({ id: payments.id });
    await tx.update(payments).set({ updatedAt: refundAt }).where(eq(payments.id, open.id));
    await tx
      .update(paymentHistory)
      .set({ at: refundAt })
      .where(
        or(
          eq(paymentHistory.paymentId, refund!.id),
          and(eq(paymentHistory.paymentId, open.id), eq(paymentHistory.toState, 'refunded')),
        ),
      );
    return;
  }
  if (isSettled) {
    await tx.update(memberships).set({ activatedAt: at, updatedAt: at }).where(eq(memberships.id, m.id));
  }
}
