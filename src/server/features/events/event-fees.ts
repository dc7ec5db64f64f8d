import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { payments } from '../../db/schema/payments';
import { cancelPayment, createPendingPayment, findLivePayment } from '../../lib/ledger/ledger';
import { registerPaymentPurpose } from '../../lib/ledger/payment-purposes';
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
