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
 * The security headers of every answer except the build's hashed assets (app.ts mountAssets):
 * the set Hono's secureHeaders sends by default (no Cross-Origin-Embedder-Policy), with the
 * app's policy. HSTS only when PUBLIC_URL is https: browsers ignore it over plain http, where it
 * would only mislead.
 */
export function securityHeadersOf(publicUrl: string): ReadonlyArray<readonly [string, string]> {
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(publicUrl.startsWith('https:')
      ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', contentSecurityPolicy],
  ];
}

/** What @hono/node-server passes as the environment of a request (c.env). */
interface NodeBindings {
  outgoing?: ServerResponse | Http2ServerResponse;
}

/**
 * Sets the security headers on every answer. A header the route set itself is kept (the
 * uploads' and attachments' `default-src 'none'; sandbox` policy); the others are the app's.
 *
 * Served by Node (@hono/node-server) the headers go on Node's own response before the route
 * runs: Node merges them under the answer's headers when it writes them (the answer's win).
 * That spares every request building a Fetch `Headers` object, twelve validated `set` calls
 * and the sorted copy the adapter then makes of it (decision 044: about a third of what the
 * middleware cost on a no-database GET). In-process requests (`app.request` in tests, the
 * first paint's reads) have no Node response: the same headers are added to the answer.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const headers = securityHeadersOf(publicUrl);
  return async (c, next) => {
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    const answer = c.res.headers;
    for (const [name, value] of headers) if (!answer.has(name)) answer.set(name, value);
  };
}
