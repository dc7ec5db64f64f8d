import { paths } from '@shared/paths';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { memberships, membershipTypes } from '../../db/schema/membership';
import type { PaymentRow } from '../../db/schema/payments';
import { clubToday } from '../../lib/club-time-zone';
import { cancelPayment, createPendingPayment, findLivePayment, recordWaiver } from '../../lib/ledger/ledger';
import { type OnPaidResult, registerPaymentPurpose } from '../../lib/ledger/payment-purposes';
import { receiptNoticeOf } from '../../lib/ledger/payment-receipts';
import { isOnlinePaymentEnabled, startCheckout } from '../../lib/ledger/stripe-checkout';
import { activateMembership, syncMemberRole } from './membership-activation';

/**
 * The seam between memberships and the payments ledger (src/server/lib/ledger): dues are a
 * pending ledger entry until the treasurer records cash/cheque or Stripe's webhook says paid;
 * a no-pay membership is a ledger waiver. The ledger calls back here (onPaid) inside the
 * transaction that marks the payment paid, so the membership and the money change together.
 */
export function isOnlineDuesPaymentEnabled(env: AppContext['env']): boolean {
  return isOnlinePaymentEnabled(env);
}

export interface DuesFor {
  membershipId: string;
  userId: string;
  payerName: string;
  payerEmail: string;
  amountCents: number;
}

/** Opens the dues entry of a new membership (card online, or cash/cheque for the treasurer). */
export async function openDues(tx: Tx, dues: DuesFor, isOnline: boolean, recordedBy: string | null) {
  const payment = await createPendingPayment(tx, {
    purpose: 'membership',
    purposeId: dues.membershipId,
    userId: dues.userId,
    payerName: dues.payerName,
    payerEmail: dues.payerEmail,
    amountCents: dues.amountCents,
    method: isOnline ? 'card_online' : 'cash',
    notes: isOnline ? 'Membership dues, online' : 'Membership dues, cash or cheque',
    recordedBy,
  });
  await tx.update(memberships).set({ paymentId: payment.id }).where(eq(memberships.id, dues.membershipId));
  return payment;
}

/** Closes the open dues of a membership that is being replaced (a new attempt, a waiver). */
export async function closeDues(tx: Tx, membershipId: string, byUserId: string | null, note: string) {
  const live = await findLivePayment(tx, 'membership', membershipId);
  if (live?.state === 'pending') await cancelPayment(tx, { paymentId: live.id, byUserId, note });
}

/** The audited waiver entry of a no-pay membership (the price waived, its reason, who granted it). */
export async function recordDuesWaiver(
  tx: Tx,
  m: { id: string; userId: string; priceCents: number; waiverReason: string | null },
  grantedBy: string | null,
) {
  if (m.priceCents <= 0) return null;
  const row = await recordWaiver(tx, {
    purpose: 'membership',
    purposeId: m.id,
    userId: m.userId,
    amountCents: m.priceCents,
    reason: m.waiverReason ?? 'no-pay membership',
    grantedBy,
  });
  await tx.update(memberships).set({ paymentId: row.id }).where(eq(memberships.id, m.id));
  return row;
}

/** The hosted payment page of a membership's dues; Stripe sends the payer back to /payment/success. */
export function checkoutForDues(ctx: AppContext, paymentId: string): Promise<string> {
  return startCheckout(ctx, paymentId, {
    successPath: paths.paymentSuccess,
    cancelPath: paths.formsMembership,
  });
}

async function describeMemberships(db: DbOrTx, ids: readonly string[]) {
  const rows = await db
    .select({ id: memberships.id, year: memberships.year, name: membershipTypes.name })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .where(inArray(memberships.id, [...ids]));
  return new Map(rows.map((r) => [r.id, `${r.name} membership ${r.year}`]));
}

async function onDuesPaid(tx: Tx, payment: PaymentRow): Promise<OnPaidResult> {
  // The receipt is a section of the membership's confirmation: one e-mail (decision 039).
  const receipt = await receiptNoticeOf(tx, payment);
  const isActivated = await activateMembership(tx, payment.purposeId, {
    status: 'paid',
    paymentId: payment.id,
    receipt,
  });
  if (isActivated) return { hasSentReceipt: true };
  // Paid late for an attempt that was replaced: the money still makes this membership the
  // live one of its year (a newer unpaid attempt gives way).
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, payment.purposeId)).for('update');
  if (m?.paymentStatus !== 'cancelled') return { hasSentReceipt: false };
  const rivals = await tx
    .select({ id: memberships.id, status: memberships.paymentStatus })
    .from(memberships)
    .where(
      sql`${memberships.userId} = ${m.userId} and ${memberships.year} = ${m.year} and ${memberships.id} <> ${m.id}
        and ${memberships.paymentStatus} in ('pending', 'waiver_requested', 'paid', 'waived')`,
    );
  if (rivals.some((r) => r.status === 'paid' || r.status === 'waived')) return { hasSentReceipt: false };
  for (const rival of rivals) {
    await closeDues(tx, rival.id, null, 'Replaced by a paid attempt');
    await tx
      .update(memberships)
      .set({ paymentStatus: 'cancelled', updatedAt: sql`now()` })
      .where(eq(memberships.id, rival.id));
  }
  await tx.update(memberships).set({ paymentStatus: 'pending' }).where(eq(memberships.id, m.id));
  const isLateActivated = await activateMembership(tx, m.id, {
    status: 'paid',
    paymentId: payment.id,
    receipt,
  });
  return { hasSentReceipt: isLateActivated };
}

async function onDuesRefunded(tx: Tx, payment: PaymentRow) {
  const [m] = await tx
    .update(memberships)
    .set({ paymentStatus: 'cancelled', activatedAt: null, updatedAt: sql`now()` })
    .where(sql`${memberships.id} = ${payment.purposeId} and ${memberships.paymentStatus} = 'paid'`)
    .returning({ userId: memberships.userId });
  if (m) await syncMemberRole(tx, m.userId, await clubToday(tx));
}

/** Registered once per app (code configuration, the same in every process). */
export function registerMembershipPayments(): void {
  registerPaymentPurpose('membership', {
    onPaid: onDuesPaid,
    onRefunded: onDuesRefunded,
    describe: describeMemberships,
  });
}
