import { formatCents, paymentMethodLabels } from '@shared/payments';
import type { HandBackInput, KeepOwedInput, OwedBackItem } from '@shared/schemas/payments';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { type OwedBackRow, owedBack, type PaymentRow, payments } from '../../db/schema/payments';
import { AppError } from '../app-error';
import { escapeHtml } from '../mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../mail/enqueue-email';
import { refundableCentsOf, requestCardRefund } from './card-refunds';
import { centsSum, logChange } from './ledger';
import { describePayments } from './payment-purposes';
import { markPaymentRefunded } from './payment-state-changes';

/*
 * Money owed back (decision 042). Whatever makes the club owe money back — a cancelled
 * series, a player's own cancel, an event called off, a card refund Stripe refused — writes
 * an owed_back row in its own transaction, so it is on the treasurer's "To refund" list even
 * if the process stops right after. Giving it back is a new refund entry in the ledger: by
 * hand (cash, cheque, transfer) at once, or through Stripe for a card. The row then points at
 * what settled it; nothing is edited or deleted in the ledger.
 */

export const owedBackMessages = {
  notFound: 'No such amount owed back.',
  settled: 'This has been given back already.',
  notCard: 'This was not paid by card, so it cannot go back to a card: mark it as handed back.',
};

/** Cents of a payment on the list as owed back and not given back yet. */
export async function openOwedCentsOf(db: DbOrTx, paymentId: string): Promise<number> {
  const open = and(eq(owedBack.paymentId, paymentId), isNull(owedBack.settledAt));
  return centsSum(db, owedBack.amountCents, open);
}

/** What can still be put on the list as owed back: refundable, less what is owed already. */
export async function owableCentsOf(db: DbOrTx, payment: PaymentRow): Promise<number> {
  return Math.max(0, (await refundableCentsOf(db, payment)) - (await openOwedCentsOf(db, payment.id)));
}

/** Records `amountCents` of `payment` as owed back, with why (caller's transaction). */
export async function recordOwedBack(
  tx: Tx,
  input: { payment: PaymentRow; amountCents: number; reason: string; byUserId: string | null },
): Promise<OwedBackRow | null> {
  if (input.amountCents <= 0) return null;
  const [row] = await tx
    .insert(owedBack)
    .values({
      paymentId: input.payment.id,
      amountCents: input.amountCents,
      reason: input.reason,
      createdBy: input.byUserId,
    })
    .returning();
  await logChange(
    tx,
    input.payment.id,
    input.payment.state,
    input.payment.state,
    input.byUserId,
    `${input.reason}: ${formatCents(input.amountCents)} owed back (on the treasurer's list)`,
  );
  return row!;
}

/**
 * Takes an open owed amount off the treasurer's list, in one transaction with its row locked:
 * `settle` does what settles it and answers how (the refund, the reason it was kept…).
 */
async function settleOwed(
  ctx: AppContext,
  id: string,
  byUserId: string | null,
  settle: (tx: Tx, owed: OwedBackRow) => Promise<Partial<typeof owedBack.$inferInsert>>,
): Promise<OwedBackRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', owedBackMessages.notFound);
  return ctx.db.transaction(async (tx) => {
    const [owed] = await tx.select().from(owedBack).where(eq(owedBack.id, id)).for('update');
    if (!owed) throw new AppError('NOT_FOUND', owedBackMessages.notFound);
    if (owed.settledAt) throw new AppError('CONFLICT', owedBackMessages.settled);
    const how = await settle(tx, owed);
    await tx
      .update(owedBack)
      .set({ settledAt: new Date(), settledBy: byUserId, ...how })
      .where(eq(owedBack.id, owed.id));
    return owed;
  });
}

/**
 * The treasurer handed the money back in cash, by cheque or by transfer: a new refund entry
 * (method and note as given) and the owed row points at it. Also how a card payment is
 * settled once Stripe refused its refund (the card expired, the account closed).
 */
export async function handBackOwed(
  ctx: AppContext,
  id: string,
  input: HandBackInput,
  byUserId: string,
): Promise<void> {
  await settleOwed(ctx, id, byUserId, async (tx, owed) => {
    const how = [
      `Handed back: ${paymentMethodLabels[input.method].toLowerCase()}`,
      input.method === 'cheque' ? `cheque ${input.chequeNumber}` : '',
      `on ${input.handedBackOn}`,
    ]
      .filter(Boolean)
      .join(', ');
    const note = [`${owed.reason}. ${how}.`, input.note].filter(Boolean).join('\n');
    const { refund } = await markPaymentRefunded(tx, {
      paymentId: owed.paymentId,
      amountCents: owed.amountCents,
      method: input.method,
      byUserId,
      note,
    });
    if (!refund) throw new AppError('CONFLICT', 'Everything paid has been refunded already.');
    await tx
      .update(payments)
      .set({
        chequeNumber: input.method === 'cheque' ? input.chequeNumber : null,
        receivedOn: input.handedBackOn,
      })
      .where(eq(payments.id, refund.id));
    return { refundPaymentId: refund.id, settledNote: note };
  });
}

/**
 * The club keeps an owed amount instead of giving it back (a cancel after the deadline, by the
 * club's rule): no money moves, so no ledger entry; the row leaves the list with the reason,
 * the payment's history says so (the audit trail), and the payer is told why.
 */
export async function keepOwed(
  ctx: AppContext,
  id: string,
  input: KeepOwedInput,
  byUserId: string,
): Promise<void> {
  await settleOwed(ctx, id, byUserId, async (tx, owed) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, owed.paymentId));
    if (!payment) throw new AppError('NOT_FOUND', owedBackMessages.notFound);
    await logChange(
      tx,
      payment.id,
      payment.state,
      payment.state,
      byUserId,
      `${formatCents(owed.amountCents)} owed back (${owed.reason}) kept by the club: ${input.reason}`,
    );
    const [label] = (await describePayments(tx, [payment])).values();
    await enqueueEmail(tx, feeKeptEmail(payment, owed.amountCents, label ?? 'your payment', input.reason));
    return { keptReason: input.reason, settledNote: `Kept by the club: ${input.reason}` };
  });
  wakeOutbox();
}

export function feeKeptEmail(
  payment: Pick<PaymentRow, 'payerName' | 'payerEmail'>,
  amountCents: number,
  description: string,
  reason: string,
) {
  const amount = formatCents(amountCents);
  const lines = [
    `Hello ${payment.payerName},`,
    `About the ${amount} for ${description}: the club keeps it, and no refund will be made.`,
    `The reason: ${reason}`,
    "If you think this is a mistake, please contact the club's treasurer.",
  ];
  return {
    to: payment.payerEmail,
    subject: `About your refund (${amount})`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

export interface OwedCardRefundResult {
  isPendingAtStripe: boolean;
  amountCents: number;
}

/**
 * Gives owed card money back through Stripe. The row is claimed first (so a double click or
 * a second treasurer asks Stripe once), then Stripe is asked; a refusal releases the claim,
 * keeps Stripe's reason on the row for the list, and answers the error.
 */
export async function refundOwedToCard(
  ctx: AppContext,
  id: string,
  byUserId: string | null,
): Promise<OwedCardRefundResult> {
  const owed = await settleOwed(ctx, id, byUserId, async (tx, row) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
    if (payment?.method !== 'card_online') throw new AppError('CONFLICT', owedBackMessages.notCard);
    return {};
  });
  try {
    const result = await requestCardRefund(ctx, {
      paymentId: owed.paymentId,
      amountCents: owed.amountCents,
      reason: owed.reason,
      byUserId,
    });
    await ctx.db
      .update(owedBack)
      .set({
        cardRefundRequestId: result.requestId,
        settledNote: result.isPendingAtStripe
          ? 'Refund asked of Stripe'
          : 'Demo card payment: refunded in the ledger',
      })
      .where(eq(owedBack.id, owed.id));
    return { isPendingAtStripe: result.isPendingAtStripe, amountCents: result.amountCents };
  } catch (err) {
    await ctx.db
      .update(owedBack)
      .set({
        settledAt: null,
        settledBy: null,
        cardRefundError: err instanceof Error ? err.message.slice(0, 500) : String(err),
      })
      .where(eq(owedBack.id, owed.id));
    throw err;
  }
}

/**
 * After a cancellation the player made: each owed card amount goes back through Stripe. One
 * Stripe refuses stays on the treasurer's list with the reason, and the payer gets an e-mail
 * that says so (the cancel e-mail only said a refund was asked for).
 */
export async function refundOwedCardsAfterCancel(
  ctx: AppContext,
  owedIds: readonly string[],
  byUserId: string | null,
): Promise<{ failedCents: number }> {
  let failedCents = 0;
  for (const id of owedIds) {
    try {
      await refundOwedToCard(ctx, id, byUserId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ctx.logger.warn({ err, owedBackId: id }, 'card refund not made: left on the treasurer list');
      const [row] = await ctx.db
        .select({ owed: owedBack, payment: payments })
        .from(owedBack)
        .innerJoin(payments, eq(payments.id, owedBack.paymentId))
        .where(eq(owedBack.id, id));
      if (!row) continue;
      failedCents += row.owed.amountCents;
      const [label] = (await describePayments(ctx.db, [row.payment])).values();
      await enqueueEmail(ctx.db, cardRefundFailedEmail(row.payment, row.owed.amountCents, label ?? ''));
      wakeOutbox();
    }
  }
  return { failedCents };
}

export function cardRefundFailedEmail(
  payment: Pick<PaymentRow, 'payerName' | 'payerEmail'>,
  amountCents: number,
  description: string,
) {
  const amount = formatCents(amountCents);
  const lines = [
    `Hello ${payment.payerName},`,
    `We could not refund ${amount} to your card for ${description}: the refund did not go through.`,
    'The money is still owed to you. The treasurer will contact you to give it back another way.',
  ];
  return {
    to: payment.payerEmail,
    subject: `We could not refund your card (${amount})`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

/** The open amounts owed back, oldest first, for the treasurer's list and its CSV. */
export async function listOwedBack(db: DbOrTx): Promise<OwedBackItem[]> {
  const rows = await db
    .select({ owed: owedBack, payment: payments })
    .from(owedBack)
    .innerJoin(payments, eq(payments.id, owedBack.paymentId))
    .where(and(isNull(owedBack.settledAt)))
    .orderBy(asc(owedBack.createdAt), asc(owedBack.id))
    .limit(500);
  const labels = await describePayments(
    db,
    rows.map((r) => r.payment),
  );
  return rows.map(({ owed, payment }) => ({
    id: owed.id,
    paymentId: payment.id,
    userId: payment.userId,
    payerName: payment.payerName,
    payerEmail: payment.payerEmail,
    description: labels.get(payment.id) ?? '',
    method: payment.method,
    amountCents: owed.amountCents,
    reason: owed.reason,
    createdAt: owed.createdAt.toISOString(),
    cardRefundError: owed.cardRefundError,
  }));
}
