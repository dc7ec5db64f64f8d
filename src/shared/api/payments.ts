import { boardStaff, ownerOr, staff } from '../access';
import type {
  cancelPaymentSchema,
  handBackSchema,
  keepOwedSchema,
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
import { route, withCsv } from './define';

/** The ledger's calls: payers (status, checkout), staff lists, the treasurer's desk. */
export const paymentsApi = withCsv(
  {
    config: route('GET /api/payments/config', 'public').answers<PaymentsConfig>(),
    status: route('GET /api/payments/:id/status', 'public').answers<PaymentStatus>(),
    checkout: route('POST /api/payments/:id/checkout', 'public').answers<{ url: string }>(),
    userPayments: route('GET /api/users/:userId/payments', ownerOr(boardStaff)).answers<MyPayments>(),
    list: route('GET /api/payment-intents', staff)
      .query<typeof paymentListQuerySchema>()
      .answers<PaymentPage>(),
    detail: route('GET /api/payment-intents/:id', staff).answers<PaymentDetail>(),
    summary: route('GET /api/admin/payments/summary', boardStaff).answers<TreasurerSummary>(),
    openDues: route('GET /api/admin/payments/open-dues', boardStaff)
      .query<typeof openDuesQuerySchema>()
      .answers<OpenDues>(),
    record: route('POST /api/admin/payments/:id/record', boardStaff)
      .body<typeof recordPaymentSchema>()
      .answers<{ payment: PaymentListItem }>(),
    verify: route('POST /api/admin/payments/:id/verify', boardStaff).answers<{ payment: PaymentListItem }>(),
    refund: route('POST /api/admin/payments/:id/refund', boardStaff)
      .body<typeof refundPaymentSchema>()
      .answers<{ payment: PaymentListItem; isPendingAtStripe: boolean }>(),
    cancel: route('POST /api/admin/payments/:id/cancel', boardStaff)
      .body<typeof cancelPaymentSchema>()
      .answers<{ payment: PaymentListItem }>(),
    handBack: route('POST /api/admin/owed-back/:id/hand-back', boardStaff)
      .body<typeof handBackSchema>()
      .answers<{ ok: true }>(),
    keepOwed: route('POST /api/admin/owed-back/:id/keep', boardStaff)
      .body<typeof keepOwedSchema>()
      .answers<{ ok: true }>(),
    refundOwedToCard: route('POST /api/admin/owed-back/:id/refund-card', boardStaff).answers<{
      isPendingAtStripe: boolean;
      amountCents: number;
    }>(),
    owedBackCsv: route('GET /api/admin/owed-back.csv', boardStaff).answers<string>(),
    userPurchases: route('GET /api/admin/user-purchases/:userId', boardStaff).answers<UserPurchases>(),
  },
  { csv: 'list' },
);
