import type { ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
import type { MiddlewareHandler } from 'hono';

/** The app's document policy: no inline script, nothing from other origins, never framed. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of an API answer (decision 046): it loads nothing and is framed by nobody, as
 * OWASP's REST Security Cheat Sheet advises. Shown as a document (a member opening a JSON
 * address), it runs no script, fetches nothing and cannot be put in a frame.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Which set of security headers an answer gets: JSON API (under /api) or everything else. */
export type AnswerKind = 'api' | 'page';

/** Is this path one of the API's (/api and below), whose answers get the API set? */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api';
}

/**
 * The security headers of every answer except the build's hashed assets (app.ts mountAssets),
 * per kind of answer (decision 046):
 * - pages (HTML, and the other answers outside /api: public files, robots.txt, the calendar
 *   feed) get the set Hono's secureHeaders sends by default (no Cross-Origin-Embedder-Policy)
 *   with the app's policy, less X-Download-Options (Internet Explorer's downloads only);
 * - API answers get what a JSON answer can use: no sniffing, same-origin resource and opener
 *   policies, no Referer, never framed (CSP and X-Frame-Options: DENY), a policy that loads
 *   nothing. The document-only headers (Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 *   X-XSS-Protection) and the Flash/Acrobat one (X-Permitted-Cross-Domain-Policies) are left out.
 * HSTS only when PUBLIC_URL is https (both kinds): browsers ignore it over plain http, where it
 * would only mislead.
 */
export function securityHeadersOf(
  publicUrl: string,
  kind: AnswerKind,
): ReadonlyArray<readonly [string, string]> {
  const hsts = publicUrl.startsWith('https:')
    ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const]
    : [];
  if (kind === 'api') {
    return [
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Referrer-Policy', 'no-referrer'],
      ...hsts,
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Content-Security-Policy', apiContentSecurityPolicy],
    ];
  }
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...hsts,
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', contentSecurityPolicy],
  ];
}

/** Marks the environment of a request whose Node response has this app's security headers. */
const headersSetKey = Symbol('securityHeadersSet');

/** What @hono/node-server passes as the environment of a request (c.env), one per request. */
interface NodeBindings {
  outgoing?: ServerResponse | Http2ServerResponse;
  [headersSetKey]?: true;
}

/**
 * Sets the security headers on every answer, the set of its kind (API or page, by path). A
 * header the route set itself is kept (the uploads' and attachments' `default-src 'none';
 * sandbox` policy); the others are the app's. Both sets are built once, here.
 *
 * Served by Node (@hono/node-server) the headers go on Node's own response before the route
 * runs: Node merges them under the answer's headers when it writes them (the answer's win).
 * That spares every request building a Fetch `Headers` object, twelve validated `set` calls
 * and the sorted copy the adapter then makes of it (decision 044: about a third of what the
 * middleware cost on a no-database GET). In-process requests (`app.request` in tests, the
 * first paint's reads, which carry the page's Node response) get the headers of their kind
 * added to their own answer.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const apiHeaders = securityHeadersOf(publicUrl, 'api');
  const pageHeaders = securityHeadersOf(publicUrl, 'page');
  const addToAnswer = async (c: Parameters<MiddlewareHandler>[0], next: () => Promise<void>) => {
    const headers = isApiPath(c.req.path) ? apiHeaders : pageHeaders;
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
  };
  // Not async on Node's path: the route's promise is passed on, no extra one per request.
  return (c, next) => {
    const env = c.env as NodeBindings | undefined;
    const outgoing = env?.outgoing;
    // A page's own reads (`app.request` with the page's c.env, first-paint.ts and
    // member-paint.ts) pass the page's environment, and so its Node response, on: they must not
    // put their API set on the page. The adapter makes one environment per request, so a mark
    // on it tells the page's own step from its reads' (a WeakSet of the responses did the same
    // for more work per request and for the garbage collector).
    if (!env || !outgoing || outgoing.headersSent || env[headersSetKey]) return addToAnswer(c, next);
    env[headersSetKey] = true;
    const headers = isApiPath(c.req.path) ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  };
}
