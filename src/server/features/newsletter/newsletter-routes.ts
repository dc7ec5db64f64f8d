import { newsletterIssuesApi } from '@shared/api/club-messages';
import type { AnswerOf } from '@shared/api/define';
import { newsletterApi } from '@shared/api/newsletter';
import { newsletterMessages } from '@shared/newsletter-rules';
import { paths } from '@shared/paths';
import {
  checkEmailSubscriptionSchema,
  importSubscribersSchema,
  newsletterTokenSchema,
  subscribeEmailSchema,
  subscriberListQuerySchema,
} from '@shared/schemas/newsletter';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { clientAddress } from '../../lib/client-address';
import { csvFileName, csvResponse } from '../../lib/csv';
import { countExistenceCheck, isLookupWorthyEmail } from '../../lib/existence-checks';
import { oneClickUnsubscribeRoutes } from '../../lib/one-click-unsubscribe';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  exportSubscribersCsv,
  importSubscribers,
  listSubscribers,
  removeSubscriber,
} from './newsletter-subscribers';
import {
  checkEmailSubscription,
  confirmSubscription,
  subscribeEmail,
  unsubscribeEmail,
} from './newsletter-subscriptions';

/** Per client address. Subscribing sends mail, so it is the tightest. */
export const newsletterRateLimits = {
  check: { name: 'newsletter-check', windowMs: 60_000, max: 60, message: newsletterMessages.tooManyAttempts },
  subscribe: {
    name: 'newsletter-subscribe',
    windowMs: 10 * 60_000,
    max: 10,
    message: newsletterMessages.tooManyAttempts,
  },
  // Generous: RFC 8058 one-click unsubscribes arrive from mail providers' shared addresses.
  token: { name: 'newsletter-token', windowMs: 60_000, max: 60, message: newsletterMessages.tooManyAttempts },
} as const satisfies Record<string, RateLimitRule>;

export function newsletterRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(
    router,
    newsletterApi.checkEmail,
    { query: checkEmailSubscriptionSchema, rateLimit: newsletterRateLimits.check },
    async ({ query }, c) => {
      if (!isLookupWorthyEmail(query.email)) return { isSubscribed: false };
      await countExistenceCheck(ctx.rateLimiter, clientAddress(c), 'newsletter', query.email);
      return checkEmailSubscription(ctx, query.email);
    },
  );
  handle(
    router,
    newsletterApi.subscribe,
    { body: subscribeEmailSchema, rateLimit: newsletterRateLimits.subscribe },
    async ({ body }) => {
      const { status } = await subscribeEmail(ctx, body);
      return { ok: true as const, status };
    },
  );
  handle(
    router,
    newsletterApi.confirm,
    {
      body: newsletterTokenSchema,
      rateLimit: newsletterRateLimits.token,
      isSecretLink: true,
    },
    async ({ body }) => confirmSubscription(ctx, body.token),
  );
  oneClickUnsubscribeRoutes(router, newsletterApi.unsubscribe, {
    rateLimit: newsletterRateLimits.token,
    tokenSchema: newsletterTokenSchema,
    pagePath: paths.newsletterUnsubscribe,
    unsubscribe: (token): Promise<AnswerOf<typeof newsletterApi.unsubscribe>> => unsubscribeEmail(ctx, token),
  });
  // The board's subscribers list (issue 22 §2).
  const admin = newsletterIssuesApi;
  handle(router, admin.subscribers, { query: subscriberListQuerySchema }, async ({ query }) =>
    listSubscribers(ctx, query),
  );
  handle(router, admin.subscribersCsv, { query: subscriberListQuerySchema }, async ({ query }, c) =>
    csvResponse(
      c,
      await csvFileName(ctx.db, 'newsletter-subscribers'),
      await exportSubscribersCsv(ctx, query),
    ),
  );
  handle(router, admin.remove, {}, async ({ params }, c) => {
    await removeSubscriber(ctx, params.id, c.var.viewer.userId);
  });
  handle(router, admin.import, { body: importSubscribersSchema }, async ({ body }) =>
    importSubscribers(ctx, body.csv),
  );
  return router;
}
