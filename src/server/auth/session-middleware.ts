import type { MiddlewareHandler } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../context';
import { authCookiePrefix, getAuth } from './auth';
import { cachedUserRoles } from './user-roles';

const sessionCookieMarker = `${authCookiePrefix}.session_token=`;

/**
 * Sets c.var.viewer for every /api request from the Better Auth session. Requests
 * without a session cookie stay anonymous at no cost; with one, Better Auth reads
 * its signed cookie cache (no database) and roles come from a short in-memory cache.
 * /api/auth/* is left to Better Auth itself.
 */
export function sessionMiddleware(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const auth = getAuth(ctx);
  return async (c, next) => {
    c.set('viewer', anonymousRequestViewer);
    const cookie = c.req.header('cookie');
    if (!cookie?.includes(sessionCookieMarker) || c.req.path.startsWith('/api/auth/')) {
      await next();
      return;
    }
    let refreshedCookies: string[] = [];
    try {
      const { headers, response } = await auth.api.getSession({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      // When the cookie cache had expired Better Auth read the database and re-issued it.
      refreshedCookies = headers?.getSetCookie() ?? [];
      if (response?.user) {
        const viewer: RequestViewer = {
          isSignedIn: true,
          userId: response.user.id,
          email: response.user.email,
          roles: await cachedUserRoles(ctx, response.user.id),
        };
        c.set('viewer', viewer);
      }
    } catch (err) {
      // A broken or stale cookie is an anonymous request, not a server error.
      ctx.logger.warn(
        { err: (err as Error).message },
        'session lookup failed; treating the request as anonymous',
      );
    }
    await next();
    for (const value of refreshedCookies) c.res.headers.append('set-cookie', value);
  };
}
