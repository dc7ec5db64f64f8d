import { newsletterMessages } from '@shared/newsletter-rules';
import { paths } from '@shared/paths';
import {
  checkEmailSubscriptionSchema,
  newsletterTokenSchema,
  subscribeEmailSchema,
} from '@shared/schemas/newsletter';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { parseWith, readJson, readQuery } from '../../lib/http';
import type { RateLimitRule } from '../../lib/rate-limit';
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
  const limit = ctx.rateLimiter;
  return new Hono<AppEnv>()
    .get('/check-email-subscription', limit.perAddress(newsletterRateLimits.check), async (c) => {
      const { email } = readQuery(c, checkEmailSubscriptionSchema);
      return c.json(await checkEmailSubscription(ctx, email));
    })
    .post('/subscribe-email', limit.perAddress(newsletterRateLimits.subscribe), async (c) => {
      const input = await readJson(c, subscribeEmailSchema);
      const { status } = await subscribeEmail(ctx, input);
      return c.json({ ok: true as const, status });
    })
    .post('/newsletter/confirm', limit.perAddress(newsletterRateLimits.token), async (c) => {
      const { token } = await readJson(c, newsletterTokenSchema);
      return c.json(await confirmSubscription(ctx, token));
    })
    .post('/newsletter/unsubscribe', limit.perAddress(newsletterRateLimits.token), async (c) => {
      // RFC 8058 one-click: the provider POSTs "List-Unsubscribe=One-Click" to the URL holding the token.
      const fromUrl = c.req.query('token');
      const { token } =
        fromUrl !== undefined
          ? parseWith(newsletterTokenSchema, { token: fromUrl })
          : await readJson(c, newsletterTokenSchema);
      return c.json(await unsubscribeEmail(ctx, token));
    })
    .get('/newsletter/unsubscribe', (c) => {
      // A mail client opening the List-Unsubscribe URL in a browser lands on the page; GET never acts.
      const token = c.req.query('token') ?? '';
      return c.redirect(`${paths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`, 303);
    });
}
