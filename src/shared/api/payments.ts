import { boardStaff, ownerOr, staff } from '../access';
import type {
  cancelPaymentSchema,
  MyPayments,
  OpenDues,
  openDuesQuerySchema,
  PaymentDetail,
  PaymentListItem,
  PaymentPage,
  PaymentStatus,
  PaymentsConfig,
  paymentListQuerySchema,
  recordPaymentSchema,
  refundPaymentSchema,
  TreasurerSummary,
  UserPurchases,
} from '../schemas/payments';
import { answer, defineRoute, schema } from './define';

/** The ledger's calls: payers (status, checkout), staff lists, the treasurer's desk. */
export const paymentsApi = {
  config: defineRoute({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    answer: answer<PaymentsConfig>(),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/payments/:id/status',
    access: 'public',
    answer: answer<PaymentStatus>(),
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/payments/:id/checkout',
    access: 'public',
    answer: answer<{ url: string }>(),
  }),
  userPayments: defineRoute({
    method: 'GET',
    path: '/api/users/:userId/payments',
    access: ownerOr(boardStaff),
    answer: answer<MyPayments>(),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/payment-intents',
    access: staff,
    query: schema<typeof paymentListQuerySchema>(),
    answer: answer<PaymentPage>(),
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/payment-intents.csv',
    access: staff,
    query: schema<typeof paymentListQuerySchema>(),
    answer: answer<string>(),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/payment-intents/:id',
    access: staff,
    answer: answer<PaymentDetail>(),
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/admin/payments/summary',
    access: boardStaff,
    answer: answer<TreasurerSummary>(),
  }),
  openDues: defineRoute({
    method: 'GET',
    path: '/api/admin/payments/open-dues',
    access: boardStaff,
    query: schema<typeof openDuesQuerySchema>(),
    answer: answer<OpenDues>(),
  }),
  record: defineRoute({
    method: 'POST',
    path: '/api/admin/payments/:id/record',
    access: boardStaff,
    body: schema<typeof recordPaymentSchema>(),
    answer: answer<{ payment: PaymentListItem }>(),
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/admin/payments/:id/verify',
    access: boardStaff,
    answer: answer<{ payment: PaymentListItem }>(),
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    access: boardStaff,
    body: schema<typeof refundPaymentSchema>(),
    answer: answer<{ payment: PaymentListItem; isPendingAtStripe: boolean }>(),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/admin/payments/:id/cancel',
    access: boardStaff,
    body: schema<typeof cancelPaymentSchema>(),
    answer: answer<{ payment: PaymentListItem }>(),
  }),
  userPurchases: defineRoute({
    method: 'GET',
    path: '/api/admin/user-purchases/:userId',
    access: boardStaff,
    answer: answer<UserPurchases>(),
  }),
};
