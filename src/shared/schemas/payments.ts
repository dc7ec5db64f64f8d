import {
  type OfflinePaymentMethod,
  offlinePaymentMethods,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentState,
  paymentMethods,
  paymentPurposes,
  paymentStates,
} from '../payments';
import { z } from '../zod';
import { type Page, searchSchema, sortedPage } from './paging';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-31.');

export const paymentSortKeys = [
  'createdAt',
  'amountCents',
  'payerName',
  'state',
  'method',
  'purpose',
] as const;
export type PaymentSortKey = (typeof paymentSortKeys)[number];

/** /payment_intents filters: every one optional; dates are the club's calendar days (YYYY-MM-DD, inclusive). */
export const paymentListQuerySchema = z.object({
  q: searchSchema.optional(),
  state: z.enum(paymentStates, { error: 'Unknown state.' }).optional(),
  method: z.enum(paymentMethods, { error: 'Unknown method.' }).optional(),
  purpose: z.enum(paymentPurposes, { error: 'Unknown purpose.' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** One person's account. */
  userId: z.string().trim().min(1).max(100).optional(),
  ...sortedPage(paymentSortKeys, 'createdAt', 'desc'),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentPageSize = 50;

/** Treasurer: cash, a cheque or a transfer received against open dues. */
export const recordPaymentSchema = z
  .object({
    method: z.enum(offlinePaymentMethods, { error: 'Choose cash, cheque or bank transfer.' }),
    chequeNumber: z.string().trim().max(40, 'At most 40 characters.').optional().default(''),
    receivedBy: z.string().trim().min(1, 'Say who received it.').max(100, 'At most 100 characters.'),
    receivedOn: isoDate,
    notes: z.string().trim().max(1000, 'At most 1000 characters.').optional().default(''),
  })
  .refine((v) => v.method !== 'cheque' || v.chequeNumber !== '', {
    path: ['chequeNumber'],
    message: 'Enter the cheque number.',
  });
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;
export type RecordPaymentForm = z.input<typeof recordPaymentSchema>;

/** Treasurer: money given back (blank amount: everything not yet refunded). */
export const refundPaymentSchema = z.object({
  amountCents: z
    .number({ error: 'The amount is a number of cents.' })
    .int('Whole cents only.')
    .min(1, 'Enter an amount above zero.')
    .optional(),
  reason: z.string().trim().min(1, 'Say why.').max(500, 'At most 500 characters.'),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/** The refund form: the amount typed in dollars (blank: everything left), sent as cents. */
export const refundFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) > 0), {
      message: 'Enter an amount in dollars, e.g. 25.00.',
    }),
  reason: refundPaymentSchema.shape.reason,
});
export type RefundForm = z.input<typeof refundFormSchema>;

/** The refund form's values as the API takes them. */
export function refundInputOf(form: z.output<typeof refundFormSchema>): RefundPaymentInput {
  return {
    amountCents: form.amount === '' ? undefined : Math.round(Number(form.amount) * 100),
    reason: form.reason,
  };
}

/** Treasurer: money owed back handed over in cash, by cheque or by transfer (a new refund entry). */
export const handBackSchema = z
  .object({
    method: z.enum(offlinePaymentMethods, { error: 'Choose cash, cheque or bank transfer.' }),
    chequeNumber: z.string().trim().max(40, 'At most 40 characters.').optional().default(''),
    handedBackOn: isoDate,
    note: z.string().trim().max(500, 'At most 500 characters.').optional().default(''),
  })
  .refine((v) => v.method !== 'cheque' || v.chequeNumber !== '', {
    path: ['chequeNumber'],
    message: 'Enter the cheque number.',
  });
export type HandBackInput = z.infer<typeof handBackSchema>;
export type HandBackForm = z.input<typeof handBackSchema>;

/** The club keeps an amount on the "To refund" list instead of giving it back (a rule, a fee earned). */
export const keepOwedSchema = z.object({
  reason: z
    .string({ error: 'Say why the club keeps it.' })
    .trim()
    .min(1, 'Say why the club keeps it.')
    .max(500, 'At most 500 characters.'),
});
export type KeepOwedInput = z.infer<typeof keepOwedSchema>;

/** Money the club owes back to someone, not yet given back (the treasurer's "To refund" list). */
export interface OwedBackItem {
  id: string;
  paymentId: string;
  userId: string | null;
  payerName: string;
  payerEmail: string;
  /** What it was for ("Thursday Social — fee"). */
  description: string;
  /** How it was paid: a card one goes back through Stripe, the rest by hand. */
  method: PaymentMethod;
  amountCents: number;
  /** Why it is owed. */
  reason: string;
  /** Since when. */
  createdAt: string;
  /** Stripe's refusal of the last card refund tried, if one failed. */
  cardRefundError: string | null;
}

export const cancelPaymentSchema = z.object({
  reason: z.string().trim().min(1, 'Say why.').max(500, 'At most 500 characters.'),
});

export type CancelPaymentInput = z.infer<typeof cancelPaymentSchema>;

export const openDuesQuerySchema = z.object({
  q: searchSchema.optional(),
});

/** One payment as lists show it. */
export interface PaymentListItem {
  id: string;
  purpose: PaymentPurpose;
  purposeId: string;
  /** "Family membership 2027", "Fall Mixer — fee"… */
  description: string;
  userId: string | null;
  payerName: string;
  payerEmail: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  state: PaymentState;
  chequeNumber: string | null;
  receivedBy: string | null;
  receivedOn: string | null;
  recordedById: string | null;
  recordedByName: string | null;
  verifiedByName: string | null;
  verifiedAt: string | null;
  refundOfPaymentId: string | null;
  correctsPaymentId: string | null;
  /** Card money that arrived after this entry's due was settled otherwise: to refund. */
  receivedTwiceOfPaymentId: string | null;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  notes: string;
  settledAt: string | null;
  createdAt: string;
}

/** Sums over every payment matching the filters (not only the page shown). */
export interface PaymentTotals {
  count: number;
  /** Money in: paid entries (and entries refunded later, which were paid first). */
  receivedCents: number;
  /** Money given back (refund entries). */
  refundedCents: number;
  netCents: number;
  pendingCents: number;
  /** Price waived: never money. */
  waivedCents: number;
}

export interface PaymentPage extends Page<PaymentListItem> {
  totals: PaymentTotals;
}

export interface PaymentHistoryEntry {
  id: number;
  fromState: PaymentState | null;
  toState: PaymentState;
  byName: string | null;
  at: string;
  note: string;
}

export interface PaymentDetail {
  payment: PaymentListItem;
  history: PaymentHistoryEntry[];
  /** Refund rows, corrections, and the row this one refunds or corrects. */
  related: PaymentListItem[];
  /** Cents that can still be refunded (paid entries). */
  refundableCents: number;
}

/** What /payment/success shows: the ledger's state, nothing personal. */
export interface PaymentStatus {
  id: string;
  state: PaymentState;
  method: PaymentMethod;
  amountCents: number;
  description: string;
  purpose: PaymentPurpose;
  isOnlinePaymentEnabled: boolean;
}

export interface TreasurerSummary {
  today: PaymentTotals;
  year: PaymentTotals;
  /** Offline entries nobody has verified yet. */
  unverified: PaymentListItem[];
  /** Money received twice (card money for something settled otherwise) not yet given back. */
  toRefund: Array<PaymentListItem & { refundableCents: number }>;
  /** Money owed back after a cancellation or a refused card refund, oldest first. */
  owedBack: OwedBackItem[];
  openDuesCount: number;
  openDuesCents: number;
}

export interface OpenDues {
  items: PaymentListItem[];
}

export interface UserPurchases {
  person: { id: string; name: string; email: string; username: string | null };
  payments: PaymentListItem[];
  totals: PaymentTotals;
}

export interface MyPayments {
  payments: PaymentListItem[];
}

export interface PaymentsConfig {
  isOnlinePaymentEnabled: boolean;
}

export type { OfflinePaymentMethod };
