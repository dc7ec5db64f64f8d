import { isIP } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv } from '../context';
import { clientAddress } from '../lib/client-address';
import { clientAddressHeader, getAuth } from './auth';

const sessionEndingPaths = new Set([
  '/api/auth/sign-out',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
]);

/** Better Auth bodies are small JSON: anything bigger is refused before parsing. */
const maxAuthBodyBytes = 64 * 1024;

/** The socket address as an IP for Better Auth's limiter ('local' in-process requests → loopback). */
function addressFor(c: Parameters<typeof clientAddress>[0]): string {
  const address = clientAddress(c);
  return isIP(address) ? address : '127.0.0.1';
}

/**
 * Better Auth's handler under /api/auth/* (GET and POST: it uses no other method).
 * Every endpoint here is public in the policy table; Better Auth checks sessions,
 * Origin and its own rate limits itself. Error bodies get our `error` field too.
 */
export function authRoutes(ctx: AppContext) {
  const auth = getAuth(ctx);
  const handle = async (req: Request, address: string): Promise<Response> => {
    const headers = new Headers(req.headers);
    headers.set(clientAddressHeader, address);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const forwarded = new Request(req.url, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    const res = await auth.handler(forwarded);
    // These delete session rows: answer only once this process has heard the triggers'
    // messages, so no copy of an ended session is served from the cookie cache afterwards.
    if (res.status < 400 && sessionEndingPaths.has(new URL(req.url).pathname)) await ctx.bus.flush();
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
    return withErrorField(res);
  };

  return new Hono<AppEnv>()
    .get('/auth/get-session', async (c) => {
      // The hottest auth call (every navigation): Better Auth's own endpoint through its
      // server API, skipping the per-request router its HTTP handler builds. Same answer,
      // same Set-Cookie refreshes; get-session has no rate limit and no origin-checked params.
      const res = await auth.api.getSession({
        headers: c.req.raw.headers,
        query: c.req.query() as { disableCookieCache?: boolean; disableRefresh?: boolean },
        asResponse: true,
      });
      return res.status < 400 ? res : withErrorField(res);
    })
    .on(
      ['GET', 'POST'],
      '/auth/*',
      bodyLimit({
        maxSize: maxAuthBodyBytes,
        onError: (c) => c.json({ error: 'The request is too large.' }, 413),
      }),
      (c) => handle(c.req.raw, addressFor(c)),
    );
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
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
