import { formatClubDateTime } from '@shared/club-time';
import { formatCents, paymentMethodLabels } from '@shared/payments';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';
import { resolveClubTimeZone } from '../club-time-zone';
import type { NoticeFor } from '../mail/notice-email';
import { describePayments } from './payment-purposes';

/*
 * The receipt of a payment (issue 22 §3, decision 039): the 'payment-received' notice, e-mailed
 * to the payer for every payment that becomes paid, in the transaction that records it.
 */

/** "R-3F9A21C4": short enough to read out on the phone, unique enough to find the payment. */
export function receiptReference(paymentId: string): string {
  return `R-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The receipt notice of a paid payment, to its payer. */
export async function receiptNoticeOf(db: DbOrTx, payment: PaymentRow): Promise<NoticeFor> {
  const [label] = (await describePayments(db, [payment])).values();
  const timeZone = await resolveClubTimeZone(db);
  const paidAt = payment.receivedOn
    ? new Date(`${payment.receivedOn}T12:00:00Z`)
    : (payment.settledAt ?? new Date());
  const date = formatClubDateTime(paidAt, payment.receivedOn ? 'UTC' : timeZone, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return {
    key: 'payment-received',
    to: { email: payment.payerEmail, name: payment.payerName },
    facts: {
      'payment.amount': formatCents(payment.amountCents),
      'payment.method': paymentMethodLabels[payment.method],
      'payment.for': label ?? '',
      'payment.date': date,
      'payment.reference': receiptReference(payment.id),
    },
  };
}
