import type { AppContext } from '../context';
import { getAuth } from './auth';
import { cookieCachePayloadOf, cookieCacheValueOf, withoutMalformedCookieCache } from './cookie-cache-guard';
import { cookieCacheVersionOf } from './session-liveness';

/*
 * Every session read of the app (the get-session route and the /api session middleware), through
 * Better Auth's own get-session (issue 24). A profile under get-session load showed about 14 % of
 * the time in WebCrypto: Better Auth checks two HMAC signatures per call (the session token
 * cookie, then the cookie cache) and imports the key again for each. Better Auth offers no way
 * to keep the key, so the answer itself is remembered:
 * - only an answer Better Auth gave from its cookie cache: 200, a session, no Set-Cookie (any
 *   refusal of the cache, a refresh or a database read sets cookies), with a well-formed cache
 *   naming the same session;
 * - keyed by the whole Cookie header: the very bytes whose signatures Better Auth checked, so the
 *   same header would pass the same checks again (the secret does not change while running);
 * - served only while Better Auth would still serve it from that cache: before the cache's and
 *   the session's expiry, and while the cache version (session row live, user details unchanged:
 *   session-liveness.ts, in memory and cleared on every process) is still the cookie's.
 * Anything else (no cache cookie, `disableCookieCache`, a stale entry) goes to Better Auth.
 */

/** Entries kept per process (a Cookie header and one answer each: a few MB at most). */
const memoSize = 2_000;

/** What Better Auth's get-session answers for a signed-in request (its JSON). */
export interface SessionAnswer {
  session: { id: string; expiresAt: string; [key: string]: unknown };
  user: { id: string; email: string; [key: string]: unknown };
}

interface Remembered {
  /** The JSON text Better Auth answered, sent again as it was. */
  body: string;
  answer: SessionAnswer;
  /** The cookie cache's version (the one Better Auth compared). */
  version: string;
  /** Before the cookie cache's expiry and the session's. */
  until: number;
}

export interface SessionRead {
  /** The parsed answer: null without a session. */
  answer: SessionAnswer | null;
  /** Better Auth's response (status, headers, body) to return as it is. */
  response: Response;
}

const answerHeaders = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  pragma: 'no-cache',
};

const readers = new WeakMap<AppContext, (headers: Headers, query?: SessionQuery) => Promise<SessionRead>>();

export interface SessionQuery {
  disableCookieCache?: boolean;
  disableRefresh?: boolean;
}

/** The session read of this app (one memo per app context). */
export function sessionReaderOf(
  ctx: AppContext,
): (headers: Headers, query?: SessionQuery) => Promise<SessionRead> {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = createSessionReader(ctx);
    readers.set(ctx, reader);
  }
  return reader;
}

function createSessionReader(ctx: AppContext) {
  const auth = getAuth(ctx);
  const memo = new Map<string, Remembered>();

  const remembered = async (cookie: string): Promise<Remembered | null> => {
    const entry = memo.get(cookie);
    if (!entry) return null;
    const version = await cookieCacheVersionOf(ctx, entry.answer.session.id, entry.answer.user.id);
    if (entry.until > Date.now() && version === entry.version) return entry;
    memo.delete(cookie);
    return null;
  };

  const remember = (cookie: string, body: string, answer: SessionAnswer) => {
    const cache = cookieCachePayloadOf(cookieCacheValueOf(cookie) ?? '');
    if (!cache || cache.session.session.id !== answer.session.id) return;
    const version = typeof cache.session.version === 'string' ? cache.session.version : '1';
    const until = Math.min(cache.expiresAt, Date.parse(answer.session.expiresAt));
    if (!(until > Date.now())) return;
    if (memo.size >= memoSize) memo.delete(memo.keys().next().value!);
    memo.set(cookie, { body, answer, version, until });
  };

  return async (rawHeaders: Headers, query: SessionQuery = {}): Promise<SessionRead> => {
    const headers = withoutMalformedCookieCache(rawHeaders);
    const cookie = headers.get('cookie') ?? '';
    const isMemoable = !query.disableCookieCache && cookie.includes('session_data');
    const hit = isMemoable ? await remembered(cookie) : null;
    if (hit) {
      return {
        answer: hit.answer,
        response: new Response(hit.body, { status: 200, headers: answerHeaders }),
      };
    }
    const response = await auth.api.getSession({ headers, query, asResponse: true });
    if (response.status !== 200) return { answer: null, response };
    const body = await response.text();
    const answer = JSON.parse(body) as SessionAnswer | null;
    if (answer && isMemoable && response.headers.getSetCookie().length === 0) remember(cookie, body, answer);
    return {
      answer,
      response: new Response(body, { status: response.status, headers: response.headers }),
    };
  };
}
