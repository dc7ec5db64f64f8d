import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { AppError } from './app-error';
import { refuseNulCharacters } from './http';

/** Dev server origins (Vite) that may call the API in development only. */
const devServerOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The origins whose pages may send write requests: PUBLIC_URL's, plus the dev server in development. */
export function trustedOriginsOf(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  const origins = [new URL(env.PUBLIC_URL).origin];
  if (env.NODE_ENV === 'development') origins.push(...devServerOrigins);
  return origins;
}

const safeMethods = new Set(['GET', 'HEAD']);

export const crossSiteMessage =
  "This request's origin is not this site, so it was refused. Reload the page and try again.";

/**
 * The guards of every /api request, in one step of Hono's chain rather than three (decision
 * 046: each step is a closure, a promise and an await per request). In this order:
 * - sameOriginGuard: CSRF protection for every non-GET/HEAD request. The browser's Origin must
 *   be one of ours (a missing or "null" Origin is refused too) and Sec-Fetch-Site must not say
 *   cross-site. Cookies are SameSite=Lax, but a sibling origin of the same site would still
 *   send them; the Origin check is what stops it. Runs before anything reads the body or the
 *   session.
 * - NUL characters in the path and the query string are refused (bodies are checked where they
 *   are parsed, in parseWith): PostgreSQL cannot store them in text.
 * - After the route: answers to requests with a session (and every auth answer) carry personal data
 *   or set cookies, so no cache, shared or private, keeps them. Public uploads keep their own
 *   long cache.
 */
export function apiGuards(
  env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>,
  options: { exemptPaths?: readonly string[] } = {},
): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOriginsOf(env));
  const exempt = new Set(options.exemptPaths ?? []);
  return (c, next) => {
    if (!safeMethods.has(c.req.method) && !exempt.has(c.req.path)) refuseCrossSite(c, trusted);
    const url = c.req.url;
    if (url.includes('%00') || url.includes('\u0000')) refuseNulInUrl(url);
    // Without any cookie there is no session, so nothing to do after the route: its promise is
    // passed on, no extra one per request (decision 044). Auth answers are always marked.
    if (c.req.header('cookie') === undefined && !c.req.path.startsWith('/api/auth/')) return next();
    return markNoStoreAfter(c, next);
  };
}

async function markNoStoreAfter(c: Context<AppEnv>, next: Next) {
  await next();
  // Decided by the session cookie (the session middleware's `readViewer`), not only by the
  // viewer: a route that never reads the viewer (decision 047) and an unknown route leave it
  // unread, and a request whose cookie turns out stale loses nothing by not being stored.
  const hasSessionCookie = c.get('readViewer') !== undefined || c.get('viewer')?.isSignedIn;
  if (hasSessionCookie || c.req.path.startsWith('/api/auth/')) markNoStore(c);
}

function refuseCrossSite(c: Context<AppEnv>, trusted: ReadonlySet<string>) {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || !origin || !trusted.has(origin)) {
    throw new AppError('FORBIDDEN', crossSiteMessage);
  }
}

function refuseNulInUrl(url: string) {
  const { pathname, searchParams } = new URL(url);
  const segments = pathname.split('/').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  refuseNulCharacters({ path: segments.join('/'), ...Object.fromEntries(searchParams) });
}

function markNoStore(c: Context<AppEnv>) {
  if (c.req.path.startsWith('/api/uploads/')) return;
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    // A response with immutable headers (straight from fetch): copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', 'no-store');
  }
}
