import type { ApiRoute } from '@shared/api/define';
import type { z } from '@shared/zod';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { rateLimitOf } from './api-route';
import { parseWith, readJson } from './http';
import type { RateLimitRule } from './rate-limit';
import { requireAccess } from './require-access';

/**
 * The unsubscribe address of a list's e-mails (the newsletter, the club's bulk mail), not through
 * `handle`: RFC 8058's one-click POST is a form body with the token in the URL (the landing
 * page posts it as JSON), and a mail client opening the List-Unsubscribe address in a browser
 * sends a GET, which lands on `pagePath` and never acts.
 */
export function oneClickUnsubscribeRoutes<S extends z.ZodType<{ token: string }>>(
  router: Hono<AppEnv>,
  route: ApiRoute,
  options: {
    rateLimit: RateLimitRule;
    tokenSchema: S;
    pagePath: string;
    unsubscribe: (token: string) => Promise<object>;
  },
): void {
  const path = route.path.slice('/api'.length);
  router.post(path, rateLimitOf(options.rateLimit), requireAccess(route.access), async (c) => {
    const fromUrl = c.req.query('token');
    const { token } =
      fromUrl !== undefined
        ? parseWith(options.tokenSchema, { token: fromUrl })
        : await readJson(c, options.tokenSchema);
    return c.json(await options.unsubscribe(token));
  });
  router.get(path, requireAccess('public'), (c) =>
    c.redirect(`${options.pagePath}?token=${encodeURIComponent(c.req.query('token') ?? '')}`, 303),
  );
}
