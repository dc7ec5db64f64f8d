import { isIP } from 'node:net';
import { codeForStatus } from '@shared/errors';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { clientAddress } from '../lib/client-address';
import {
  isJsonContentType,
  jsonBodyMaxBytes,
  parseJsonText,
  readBodyBytes,
  refuseNulCharacters,
} from '../lib/http';
import { requireAccess } from '../lib/require-access';
import { accountLimits, authRateRuleFor, authRequestMarks, clientAddressHeader, getAuth } from './auth';
import { withoutMalformedCookieCache } from './cookie-cache-guard';
import { sessionReaderOf } from './session-read';

const sessionEndingPaths = new Set([
  '/api/auth/sign-out',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
]);

/** The socket address as an IP for Better Auth's limiter ('local' in-process requests → loopback). */
function addressFor(c: Parameters<typeof clientAddress>[0]): string {
  const address = clientAddress(c);
  return isIP(address) ? address : '127.0.0.1';
}

/**
 * Better Auth's handler under /api/auth/* (GET and POST: it uses no other method).
 * Every endpoint here is public in the policy table; Better Auth checks sessions and Origin.
 * The per-address limits (authRateRuleFor) run here, before the body is read; the body is
 * then read with the same limits as every JSON body (size, depth, NUL). Error bodies get our
 * `error` field too.
 */
export function authRoutes(ctx: AppContext) {
  const auth = getAuth(ctx);
  const readSession = sessionReaderOf(ctx);
  const handle = async (c: Context<AppEnv>, address: string): Promise<Response> => {
    const req = c.req.raw;
    // The per-address limit first: a refused request costs one counter, never a body read.
    const rule = authRateRuleFor(c.req.path.slice('/api/auth'.length));
    if (rule) {
      const hit = await ctx.rateLimiter.take(rule, clientAddress(c));
      if (hit.isOverLimit) return tooManyRequests(rule, hit.retryAfter);
    }
    const headers = new Headers(withoutMalformedCookieCache(req.headers));
    headers.set(clientAddressHeader, address);
    const bytes = req.method === 'GET' || req.method === 'HEAD' ? null : await readAuthBody(c);
    const body = bytes && bytes.byteLength > 0 ? bytes : undefined;
    if (body) headers.set('content-length', String(body.byteLength));
    else headers.delete('content-length');
    const forwarded = new Request(req.url, { method: req.method, headers, body });
    const marks: { verificationMailRetryAfter?: number } = {};
    const res = await authRequestMarks.run(marks, () => auth.handler(forwarded));
    // The confirmation link this request would have sent was over its limit (auth.ts): say so,
    // instead of "not verified" as if a new link were on its way.
    if (marks.verificationMailRetryAfter && res.status === 403) {
      return tooManyRequests(accountLimits.verificationMail, marks.verificationMailRetryAfter);
    }
    // These delete session rows: answer only once this process has heard the triggers'
    // messages, so no copy of an ended session is served from the cookie cache afterwards.
    if (res.status < 400 && sessionEndingPaths.has(new URL(req.url).pathname)) await ctx.bus.flush();
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
    return withErrorField(res);
  };

  // Public: Better Auth's endpoints (sign-up, sign-in, sessions, resets, 2FA) check sessions themselves.
  return new Hono<AppEnv>()
    .get('/auth/get-session', requireAccess('public'), async (c) => {
      // The hottest auth call (every navigation): Better Auth's own endpoint through its
      // server API, skipping the per-request router its HTTP handler builds. Same answer,
      // same Set-Cookie refreshes; get-session has no rate limit and no origin-checked params.
      // Answers Better Auth gave from the cookie cache are remembered (session-read.ts).
      const { response: res } = await readSession(
        c.req.raw.headers,
        c.req.query() as { disableCookieCache?: boolean; disableRefresh?: boolean },
      );
      return res.status < 400 ? res : withErrorField(res);
    })
    .on(['GET', 'POST'], '/auth/*', requireAccess('public'), (c) => handle(c, addressFor(c)));
}

/**
 * Better Auth bodies are small JSON: read as a stream up to 64 KB (413 past it), only as
 * application/json (415), and with the same NUL check as every other input (400).
 */
async function readAuthBody(c: Context<AppEnv>): Promise<Uint8Array<ArrayBuffer>> {
  const type = c.req.header('content-type');
  const bytes = await readBodyBytes(c, jsonBodyMaxBytes);
  if (bytes.byteLength === 0) return bytes;
  if (!isJsonContentType(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request as JSON (Content-Type: application/json).',
    );
  }
  refuseNulCharacters(parseJsonText(new TextDecoder().decode(bytes)));
  return bytes;
}

/** The 429 of a per-address limit, as Better Auth's own limiter answered it (plus our fields). */
function tooManyRequests(rule: { message: string }, retryAfter: number): Response {
  return new Response(JSON.stringify({ error: rule.message, message: rule.message, code: 'RATE_LIMITED' }), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(retryAfter),
      'x-retry-after': String(retryAfter),
    },
  });
}

/** Better Auth answers errors as {message, code}; the app's convention adds {error}. */
async function withErrorField(res: Response): Promise<Response> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: res.status, headers: res.headers });
  }
  if (body && typeof body === 'object' && !('error' in body)) {
    const message = (body as { message?: unknown }).message;
    (body as Record<string, unknown>).error =
      typeof message === 'string' && message ? message : 'The request could not be completed.';
  }
  if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code !== 'string') {
    (body as Record<string, unknown>).code = codeForStatus(res.status);
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
