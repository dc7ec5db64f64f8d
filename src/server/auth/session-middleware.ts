import type { MiddlewareHandler } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../context';
import { authCookiePrefix } from './auth';
import { sessionReaderOf } from './session-read';
import { loadRolesOfLiveSession } from './user-roles';

const sessionCookieMarker = `${authCookiePrefix}.session_token=`;

/** Does the request carry a session cookie (not whether the session is still valid)? */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(sessionCookieMarker) ?? false;
}

/**
 * Sets c.var.viewer for every /api request from the Better Auth session. Requests
 * without a session cookie stay anonymous at no cost; with one, Better Auth reads
 * its signed cookie cache (no database), then one indexed query reads the roles and checks
 * that the session still exists.
 * /api/auth/* is left to Better Auth itself.
 */
export function sessionMiddleware(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const readSession = sessionReaderOf(ctx);
  return async (c, next) => {
    c.set('viewer', anonymousRequestViewer);
    const cookie = c.req.header('cookie');
    if (!hasSessionCookie(cookie) || c.req.path.startsWith('/api/auth/')) {
      await next();
      return;
    }
    let refreshedCookies: string[] = [];
    try {
      const { answer: response, response: res } = await readSession(c.req.raw.headers);
      // When the cookie cache had expired Better Auth read the database and re-issued it.
      refreshedCookies = res.headers.getSetCookie();
      // The cookie cache alone could be a moment behind another process: the roles are read
      // with a check that the session row still exists.
      const roles = response?.user ? await loadRolesOfLiveSession(ctx.db, response.session.id) : null;
      if (response?.user && roles) {
        const viewer: RequestViewer = {
          isSignedIn: true,
          userId: response.user.id,
          email: response.user.email,
          roles,
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
