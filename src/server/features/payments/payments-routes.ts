import { paymentsApi } from '@shared/api/payments';
import { paths } from '@shared/paths';
import {
  cancelPaymentSchema,
  handBackSchema,
  keepOwedSchema,
  openDuesQuerySchema,
  paymentListQuerySchema,
  recordPaymentSchema,
  refundPaymentSchema,
} from '@shared/schemas/payments';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { csvFileName, csvResponse } from '../../lib/csv';
import { jsonBodyMaxBytes, readBodyBytes } from '../../lib/http';
import { handBackOwed, keepOwed, refundOwedToCard } from '../../lib/ledger/owed-back';
import { isOnlinePaymentEnabled, startCheckout } from '../../lib/ledger/stripe-checkout';
import { requireAccess } from '../../lib/require-access';
import {
  exportOwedBackCsv,
  exportPaymentsCsv,
  getPaymentDetail,
  getPaymentItem,
  getPaymentStatus,
  getTreasurerSummary,
  getUserPurchases,
  listOpenDues,
  listPayments,
  listUserPayments,
} from './payment-views';
import { handleStripeWebhook } from './stripe-webhook';
import { cancelDues, recordDuesPayment, refundPaymentEntry, verifyPaymentEntry } from './treasurer-desk';

export const paymentRateLimits = {
  checkout: {
    name: 'payment-checkout',
    windowMs: 10 * 60_000,
    max: 20,
    message: 'Too many payment attempts. Please wait a few minutes and try again.',
  },
};

function signedInId(c: { get(key: 'viewer'): { userId: string | null } }): string {
  const id = c.get('viewer').userId;
  if (!id) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return id;
}

export function paymentsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();

  // Stripe signs the raw bytes: read them as they came (within the JSON body limit), never parsed first.
  // Public: Stripe's call is signed, not signed in (the signature is checked before anything).
  router.post('/payments/stripe-webhook', requireAccess('public'), async (c) => {
    const raw = await readBodyBytes(c, jsonBodyMaxBytes);
    const { isDuplicate } = await handleStripeWebhook(ctx, raw, c.req.header('stripe-signature'));
    return c.json({ received: true, isDuplicate });
  });

  handle(router, paymentsApi.config, {}, async () => ({
    isOnlinePaymentEnabled: isOnlinePaymentEnabled(ctx.env),
  }));
  // The payment's random id is what Stripe's return link carries: a secret of the payer's.
  handle(router, paymentsApi.status, { isSecretLink: true }, async ({ params }) =>
    getPaymentStatus(ctx.db, ctx.env, params.id),
  );
  handle(router, paymentsApi.checkout, { rateLimit: paymentRateLimits.checkout }, async ({ params }) => {
    await getPaymentItem(ctx.db, params.id);
    return {
      url: await startCheckout(ctx, params.id, {
        successPath: paths.paymentSuccess,
        cancelPath: paths.paymentSuccess,
      }),
    };
  });
  handle(
    router,
    paymentsApi.userPayments,
    { record: async ({ userId }) => ({ ownerId: userId }) },
    async ({ params }) => ({ payments: await listUserPayments(ctx.db, params.userId) }),
  );

  handle(router, paymentsApi.list, { query: paymentListQuerySchema }, async ({ query }) =>
    listPayments(ctx.db, query),
  );
  csvRoute(router, ctx.db, paymentsApi.csv, paymentListQuerySchema, 'payments', exportPaymentsCsv);
  handle(router, paymentsApi.detail, {}, async ({ params }) => getPaymentDetail(ctx.db, params.id));

  handle(router, paymentsApi.summary, {}, async () => getTreasurerSummary(ctx.db));
  handle(router, paymentsApi.openDues, { query: openDuesQuerySchema }, async ({ query }) => ({
    items: await listOpenDues(ctx.db, query.q),
  }));
  handle(router, paymentsApi.record, { body: recordPaymentSchema }, async ({ params, body }, c) => ({
    payment: await recordDuesPayment(ctx, params.id, body, signedInId(c)),
  }));
  handle(router, paymentsApi.verify, {}, async ({ params }, c) => ({
    payment: await verifyPaymentEntry(ctx, params.id, signedInId(c)),
  }));
  handle(router, paymentsApi.refund, { body: refundPaymentSchema }, async ({ params, body }, c) => {
    const { isPendingAtStripe } = await refundPaymentEntry(ctx, params.id, body, signedInId(c));
    return { payment: await getPaymentItem(ctx.db, params.id), isPendingAtStripe };
  });
  handle(router, paymentsApi.cancel, { body: cancelPaymentSchema }, async ({ params, body }, c) => ({
    payment: await cancelDues(ctx, params.id, body, signedInId(c)),
  }));
  handle(router, paymentsApi.handBack, { body: handBackSchema }, async ({ params, body }, c) => {
    await handBackOwed(ctx, params.id, body, signedInId(c));
    return { ok: true as const };
  });
  handle(router, paymentsApi.keepOwed, { body: keepOwedSchema }, async ({ params, body }, c) => {
    await keepOwed(ctx, params.id, body, signedInId(c));
    return { ok: true as const };
  });
  handle(router, paymentsApi.refundOwedToCard, {}, async ({ params }, c) =>
    refundOwedToCard(ctx, params.id, signedInId(c)),
  );
  handle(router, paymentsApi.owedBackCsv, {}, async (_input, c) =>
    csvResponse(c, await csvFileName(ctx.db, 'owed-back'), await exportOwedBackCsv(ctx.db)),
  );
  handle(router, paymentsApi.userPurchases, {}, async ({ params }) =>
    getUserPurchases(ctx.db, params.userId),
  );
  return router;
}
