import { formatCents } from '@shared/payments';
import type { PaymentListItem } from '@shared/schemas/payments';

/** A refund row's amount reads as money going out. */
export function amountText(payment: Pick<PaymentListItem, 'amountCents' | 'refundOfPaymentId'>): string {
  return payment.refundOfPaymentId
    ? `−${formatCents(payment.amountCents)}`
    : formatCents(payment.amountCents);
}

export function dateText(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';
}

export function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
