import type { Context, MiddlewareHandler, Next } from 'hono';
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
 * Sets c.var.viewer for /api requests from the Better Auth session. Requests without a session
 * cookie stay anonymous at no cost; with one, the session is read when the route's access guard
 * asks for it (`readViewer`), so a route that never looks at the viewer (the health checks)
 * reads no session at all. The read: Better Auth's signed cookie cache (no database,
 * session-read.ts), then the roles and the check that the session still exists (one version read
 * while nothing changed, user-roles.ts).
 * /api/auth/* is left to Better Auth itself.
 */
export function sessionMiddleware(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const readSession = sessionReaderOf(ctx);
  // Not async without a session cookie: the route's promise is passed on, no extra one per
  // anonymous request (decision 044).
  return (c, next) => {
    c.set('viewer', anonymousRequestViewer);
    const cookie = c.req.header('cookie');
    if (!hasSessionCookie(cookie) || c.req.path.startsWith('/api/auth/')) return next();
    return withSession(c, next);
  };

  async function withSession(c: Context<AppEnv>, next: Next): Promise<void> {
    let refreshedCookies: string[] = [];
    const read = async () => {
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
    };
    let reading: Promise<void> | undefined;
    c.set('readViewer', () => {
      reading ??= read();
      return reading;
    });
    await next();
    for (const value of refreshedCookies) c.res.headers.append('set-cookie', value);
  }
}
