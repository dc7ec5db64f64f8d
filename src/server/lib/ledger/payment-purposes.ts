import { type PaymentPurpose, paymentPurposeLabels } from '@shared/payments';
import type { DbOrTx, Tx } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';

/**
 * What the thing paid for does when its payment settles. Handlers run inside the
 * transaction that changes the payment, so "paid" and its consequence (an active
 * membership, a confirmed entry) commit together or not at all.
 */
/** hasSentReceipt: the purpose's own e-mail carried the receipt (the ledger sends none then). */
export type OnPaidResult = { hasSentReceipt: boolean } | undefined;

export interface PaymentPurposeHandlers {
  /** The payment just became paid (online or offline). Not called for waivers. */
  // biome-ignore lint/suspicious/noConfusingVoidType: most purposes answer nothing (an async no-op).
  onPaid(tx: Tx, payment: PaymentRow): Promise<OnPaidResult | void>;
  /** The payment was refunded in full. */
  onRefunded?(tx: Tx, payment: PaymentRow): Promise<void>;
  /** Labels for lists and the Checkout page, by purpose id ("Family membership 2027"). */
  describe?(db: DbOrTx, purposeIds: readonly string[]): Promise<Map<string, string>>;
}

// Code configuration, registered when each feature's routes are built (the same in every
// process): not request state.
const handlers = new Map<PaymentPurpose, PaymentPurposeHandlers>();

/** Registers (or replaces) the handlers of one purpose. */
export function registerPaymentPurpose(
  purpose: PaymentPurpose,
  purposeHandlers: PaymentPurposeHandlers,
): void {
  handlers.set(purpose, purposeHandlers);
}

export function handlersOf(purpose: PaymentPurpose): PaymentPurposeHandlers | undefined {
  return handlers.get(purpose);
}

/** "Purpose: label" for each payment (by payment id); the purpose's own label when none is known. */
export async function describePayments(
  db: DbOrTx,
  rows: readonly Pick<PaymentRow, 'id' | 'purpose' | 'purposeId'>[],
): Promise<Map<string, string>> {
  const byPurpose = new Map<PaymentPurpose, string[]>();
  for (const row of rows) {
    const ids = byPurpose.get(row.purpose) ?? [];
    ids.push(row.purposeId);
    byPurpose.set(row.purpose, ids);
  }
  const labels = new Map<PaymentPurpose, Map<string, string>>();
  for (const [purpose, ids] of byPurpose) {
    const handler = handlers.get(purpose);
    labels.set(purpose, handler?.describe ? await handler.describe(db, [...new Set(ids)]) : new Map());
  }
  return new Map(
    rows.map((row) => [
      row.id,
      labels.get(row.purpose)?.get(row.purposeId) ?? paymentPurposeLabels[row.purpose],
    ]),
  );
}
