import { formatCents } from '@shared/payments';
import type {
  CancelRegistrationInput,
  RegistrationActionResult,
  RegistrationFee,
} from '@shared/schemas/events-registrations';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { payments } from '../../db/schema/payments';
import { AppError, fieldError } from '../../lib/app-error';
import { refundableCentsOf, requestCardRefund } from '../../lib/ledger/card-refunds';
import { cancelPayment, createPendingPayment, findLivePayment } from '../../lib/ledger/ledger';
import { owableCentsOf, recordOwedBack } from '../../lib/ledger/owed-back';
import { notePayment } from '../../lib/ledger/payment-corrections';
import { registerPaymentPurpose } from '../../lib/ledger/payment-purposes';
import { markPaymentRefunded } from '../../lib/ledger/payment-state-changes';
import type { EventTarget } from './event-targets';

/**
 * Fees of socials and tournaments in the one ledger: a confirmed place with a fee opens a
 * pending payment (payable on the day, or online when Stripe is configured); cancelling the
 * place cancels what is still open. A paid fee changes nothing about the place itself.
 */

const purposeOf = (target: Pick<EventTarget, 'kind'>) =>
  target.kind === 'social' ? 'event_fee' : 'tournament_fee';

export async function openFeeDue(
  tx: Tx,
  target: EventTarget,
  reg: { id: string; name: string; email: string | null; userId: string | null; signedUpBy?: string | null },
): Promise<string | null> {
  if (target.feeCents <= 0 || !reg.email) return null;
  const live = await findLivePayment(tx, purposeOf(target), reg.id);
  if (live) return live.id;
  const payment = await createPendingPayment(tx, {
    purpose: purposeOf(target),
    purposeId: reg.id,
    // A family person's fee is their manager's to pay: it shows in that account's payments.
    userId: reg.userId ?? reg.signedUpBy ?? null,
    payerName: reg.name,
    payerEmail: reg.email,
    amountCents: target.feeCents,
    method: 'cash',
    notes: 'Payable on the day',
  });
  return payment.id;
}

/** Cancels the open fee dues of these sign-ups (paid fees stay: the treasurer refunds them). */
export async function cancelFeeDues(tx: Tx, registrationIds: readonly string[], note: string): Promise<void> {
  if (registrationIds.length === 0) return;
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.purpose, ['event_fee', 'tournament_fee']),
        inArray(payments.purposeId, [...registrationIds]),
        eq(payments.state, 'pending'),
        isNull(payments.refundOfPaymentId),
      ),
    );
  for (const p of open) await cancelPayment(tx, { paymentId: p.id, note });
}

const feePurposes = ['event_fee', 'tournament_fee'] as const;

/**
 * Puts the paid fees of these cancelled sign-ups on the treasurer's "To refund" list as owed
 * back (the player cancelled, or the club called the event off): whatever the method, the
 * money is never left behind unnoticed. Caller's transaction.
 */
export async function oweBackPaidFees(
  tx: Tx,
  registrationIds: readonly string[],
  reason: string,
  byUserId: string | null,
): Promise<number> {
  let total = 0;
  for (const fee of (await feeRowsOf(tx, registrationIds)).values()) {
    if (fee.state !== 'paid') continue;
    const owed = await recordOwedBack(tx, {
      payment: fee,
      amountCents: await owableCentsOf(tx, fee),
      reason,
      byUserId,
    });
    total += owed?.amountCents ?? 0;
  }
  return total;
}

/** The entry's own fee row of each sign-up: its live one, else its latest (refund rows and money received twice aside). */
async function feeRowsOf(db: DbOrTx, registrationIds: readonly string[]) {
  if (registrationIds.length === 0) return new Map<string, typeof payments.$inferSelect>();
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.purpose, [...feePurposes]),
        inArray(payments.purposeId, [...registrationIds]),
        isNull(payments.refundOfPaymentId),
        isNull(payments.receivedTwiceOfPaymentId),
      ),
    )
    .orderBy(desc(payments.createdAt));
  const byRegistration = new Map<string, typeof payments.$inferSelect>();
  const isLive = (p: typeof payments.$inferSelect) => ['pending', 'paid', 'waived'].includes(p.state);
  for (const p of rows) {
    const known = byRegistration.get(p.purposeId);
    if (!known || (!isLive(known) && isLive(p))) byRegistration.set(p.purposeId, p);
  }
  return byRegistration;
}

/** The fee of each sign-up for the organisers' lists (what was paid, what can go back). */
export async function feesOf(
  db: DbOrTx,
  registrationIds: readonly string[],
): Promise<Map<string, RegistrationFee>> {
  const rows = await feeRowsOf(db, registrationIds);
  const fees = new Map<string, RegistrationFee>();
  for (const [id, p] of rows) {
    fees.set(id, {
      paymentId: p.id,
      state: p.state,
      method: p.method,
      amountCents: p.amountCents,
      refundableCents: await refundableCentsOf(db, p),
    });
  }
  return fees;
}

/** True when any payment row names this sign-up: it is cancelled, never deleted. */
export async function hasMoney(db: DbOrTx, registrationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.purpose, [...feePurposes]), eq(payments.purposeId, registrationId)))
    .limit(1);
  return row !== undefined;
}

/** The paid fee of a sign-up that still has money to give back, if any. */
export async function refundableFeeOf(db: DbOrTx, registrationId: string) {
  const row = (await feeRowsOf(db, [registrationId])).get(registrationId);
  if (row?.state !== 'paid') return null;
  const refundableCents = await refundableCentsOf(db, row);
  return refundableCents > 0 ? { payment: row, refundableCents } : null;
}

/**
 * Refuses to cancel a paid entry without a decision about its money (checked before anything
 * changes): the organiser says full, partial or none in the same dialog.
 */
export function checkRefundDecision(
  fee: { refundableCents: number } | null,
  input: CancelRegistrationInput,
): void {
  if (!fee) return;
  if (!input.refund) {
    throw fieldError(
      'VALIDATION',
      'refund',
      `This entry paid ${formatCents(fee.refundableCents)}: choose whether to refund it (all, part or nothing).`,
    );
  }
  if (input.refund === 'partial' && (input.refundCents ?? 0) > fee.refundableCents) {
    throw fieldError(
      'VALIDATION',
      'refundCents',
      `At most ${formatCents(fee.refundableCents)} can be refunded.`,
    );
  }
  if (input.refund === 'none' && !input.reason?.trim()) {
    throw fieldError('VALIDATION', 'reason', 'Say why the fee is kept.');
  }
}

/**
 * After an organiser cancelled a paid entry: records their decision on the fee's payment, then
 * gives the money back (card: through Stripe, serialised and capped; cash or cheque: a refund
 * entry now). A refund Stripe refuses leaves the cancellation done and says why.
 */
export async function settleFeeOnCancel(
  ctx: AppContext,
  registrationId: string,
  input: CancelRegistrationInput,
  byUserId: string | null,
): Promise<RegistrationActionResult['refund']> {
  const fee = await refundableFeeOf(ctx.db, registrationId);
  if (!fee || !input.refund) return undefined;
  const decision = input.refund;
  const amount = decision === 'none' ? 0 : decision === 'full' ? fee.refundableCents : input.refundCents!;
  const reason = input.reason?.trim() || 'Entry cancelled by an organiser';
  await ctx.db.transaction((tx) =>
    notePayment(
      tx,
      fee.payment.id,
      byUserId,
      decision === 'none'
        ? `Entry cancelled by an organiser; the fee is kept: ${reason}`
        : `Entry cancelled by an organiser; ${decision === 'full' ? 'full' : 'partial'} refund of ${formatCents(amount)}: ${reason}`,
    ),
  );
  if (decision === 'none') return { decision, amountCents: 0, isPendingAtStripe: false };
  try {
    if (fee.payment.method === 'card_online') {
      const result = await requestCardRefund(ctx, {
        paymentId: fee.payment.id,
        amountCents: amount,
        reason,
        byUserId,
      });
      return { decision, amountCents: amount, isPendingAtStripe: result.isPendingAtStripe };
    }
    await ctx.db.transaction((tx) =>
      markPaymentRefunded(tx, { paymentId: fee.payment.id, amountCents: amount, byUserId, note: reason }),
    );
    return { decision, amountCents: amount, isPendingAtStripe: false };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { decision, amountCents: 0, isPendingAtStripe: false, error: err.message };
  }
}

/** "Fall Mixer — fee" / "Winter Doubles — Mixed 3.5 — entry fee", by registration id. */
async function describeFees(
  db: Parameters<NonNullable<Parameters<typeof registerPaymentPurpose>[1]['describe']>>[0],
  ids: readonly string[],
) {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: registrations.id,
      label: sql<string>`coalesce(${socialEvents.title}, ${tournaments.title} || ' — ' || ${tournamentDivisions.name})`,
    })
    .from(registrations)
    .leftJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .leftJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .leftJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .where(inArray(registrations.id, uuids));
  return new Map(rows.map((r) => [r.id, r.label]));
}

export function registerEventFeePurposes(): void {
  for (const purpose of ['event_fee', 'tournament_fee'] as const) {
    registerPaymentPurpose(purpose, {
      async onPaid() {
        // The place was confirmed when the fee was opened; paying settles the money only.
      },
      async describe(db, ids) {
        const labels = await describeFees(db, ids);
        const suffix = purpose === 'event_fee' ? 'fee' : 'entry fee';
        return new Map([...labels].map(([id, label]) => [id, `${label} — ${suffix}`]));
      },
    });
  }
}
