import type { AnswerOf } from '@shared/api/define';
import { newsletterApi } from '@shared/api/newsletter';
import { newsletterMessages } from '@shared/newsletter-rules';
import { paths } from '@shared/paths';
import {
  checkEmailSubscriptionSchema,
  newsletterTokenSchema,
  subscribeEmailSchema,
} from '@shared/schemas/newsletter';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle, rateLimitOf } from '../../lib/api-route';
import { clientAddress } from '../../lib/client-address';
import { countExistenceCheck, isLookupWorthyEmail } from '../../lib/existence-checks';
import { parseWith, readJson } from '../../lib/http';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requireAccess } from '../../lib/require-access';
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
  // Not through handle: RFC 8058's one-click POST is a form body with the token in the URL.
  router.post(
    newsletterApi.unsubscribe.path.slice('/api'.length),
    rateLimitOf(newsletterRateLimits.token),
    requireAccess(newsletterApi.unsubscribe.access),
    async (c) => {
      const fromUrl = c.req.query('token');
      const { token } =
        fromUrl !== undefined
          ? parseWith(newsletterTokenSchema, { token: fromUrl })
          : await readJson(c, newsletterTokenSchema);
      const result: AnswerOf<typeof newsletterApi.unsubscribe> = await unsubscribeEmail(ctx, token);
      return c.json(result);
    },
  );
  // A mail client opening the List-Unsubscribe URL in a browser lands on the page; GET never acts.
  router.get('/newsletter/unsubscribe', requireAccess('public'), (c) => {
    const token = c.req.query('token') ?? '';
    return c.redirect(`${paths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`, 303);
  });
  return router;
}
