import { mailListsApi } from '@shared/api/mail-lists';
import { paths } from '@shared/paths';
import { mailListTokenSchema } from '@shared/schemas/mail-lists';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { setMailListSubscription } from '../../lib/mail/mail-lists';
import { oneClickUnsubscribeRoutes } from '../../lib/one-click-unsubscribe';
import type { RateLimitRule } from '../../lib/rate-limit';

// Generous: RFC 8058 one-click unsubscribes arrive from mail providers' shared addresses.
const tokenLimit: RateLimitRule = {
  name: 'mail-list-token',
  windowMs: 60_000,
  max: 60,
  message: 'Too many attempts. Please wait a minute and try again.',
};

/** Leaving and rejoining a list of the club's bulk mail (lib/mail/mail-lists.ts). */
export function mailListRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(
    router,
    mailListsApi.subscription,
    { query: mailListTokenSchema, rateLimit: tokenLimit },
    async ({ query }) => setMailListSubscription(ctx.db, ctx.authSecret, query.token, null),
  );
  oneClickUnsubscribeRoutes(router, mailListsApi.unsubscribe, {
    rateLimit: tokenLimit,
    tokenSchema: mailListTokenSchema,
    pagePath: paths.mailUnsubscribe,
    unsubscribe: (token) => setMailListSubscription(ctx.db, ctx.authSecret, token, false),
  });
  handle(
    router,
    mailListsApi.resubscribe,
    { body: mailListTokenSchema, rateLimit: tokenLimit },
    async ({ body }) => setMailListSubscription(ctx.db, ctx.authSecret, body.token, true),
  );
  return router;
}
