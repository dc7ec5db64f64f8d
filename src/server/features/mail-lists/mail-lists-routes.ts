import { mailListsApi } from '@shared/api/mail-lists';
import { paths } from '@shared/paths';
import { mailListTokenSchema } from '@shared/schemas/mail-lists';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle, rateLimitOf } from '../../lib/api-route';
import { parseWith, readJson } from '../../lib/http';
import { setMailListSubscription } from '../../lib/mail/mail-lists';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requireAccess } from '../../lib/require-access';

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
  // Not through handle: RFC 8058's one-click POST is a form body with the token in the URL.
  router.post(
    mailListsApi.unsubscribe.path.slice('/api'.length),
    rateLimitOf(tokenLimit),
    requireAccess(mailListsApi.unsubscribe.access),
    async (c) => {
      const fromUrl = c.req.query('token');
      const { token } =
        fromUrl !== undefined
          ? parseWith(mailListTokenSchema, { token: fromUrl })
          : await readJson(c, mailListTokenSchema);
      return c.json(await setMailListSubscription(ctx.db, ctx.authSecret, token, false));
    },
  );
  handle(
    router,
    mailListsApi.resubscribe,
    { body: mailListTokenSchema, rateLimit: tokenLimit },
    async ({ body }) => setMailListSubscription(ctx.db, ctx.authSecret, body.token, true),
  );
  // A mail client opening the List-Unsubscribe address in a browser lands on the page; GET never acts.
  router.get(mailListsApi.unsubscribe.path.slice('/api'.length), requireAccess('public'), (c) =>
    c.redirect(`${paths.mailUnsubscribe}?token=${encodeURIComponent(c.req.query('token') ?? '')}`, 303),
  );
  return router;
}
