/** The ledger's vocabulary, shared by the server's schema and the client's pages. */
export const paymentPurposes = ['membership', 'event_fee', 'tournament_fee', 'series_fee'] as const;
export const paymentMethods = ['card_online', 'cash', 'cheque', 'bank_transfer', 'waiver'] as const;
export const offlinePaymentMethods = ['cash', 'cheque', 'bank_transfer'] as const;
export const paymentStates = ['pending', 'paid', 'failed', 'refunded', 'cancelled', 'waived'] as const;

export type PaymentPurpose = (typeof paymentPurposes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];
export type PaymentState = (typeof paymentStates)[number];

export const paymentPurposeLabels: Record<PaymentPurpose, string> = {
  membership: 'Membership dues',
  event_fee: 'Social event fee',
  tournament_fee: 'Tournament entry fee',
  series_fee: 'Series fee',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card_online: 'Card (online)',
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  waiver: 'Waiver',
};

export const paymentStateLabels: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  waived: 'Waived',
};

/** "$12.50" from integer cents (the ledger's only currency is USD). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * "$15.00", or "Free" for 0: an event's or a membership's price. Kept here, beside formatCents and
 * away from the zod schemas, so a page that only shows prices does not download zod.
 */
export function formatFee(cents: number): string {
  if (cents === 0) return 'Free';
  return usd.format(cents / 100);
}
