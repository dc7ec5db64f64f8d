import { authCookiePrefix } from './auth';

/**
 * The session cookie cache (`njtc.session_data`, maybe split in `.0`, `.1`… chunks) as Better
 * Auth writes it with the compact strategy: base64url of {session, expiresAt, signature}. A
 * value that is not even that shape made Better Auth throw (500 and error logs) although the
 * session token next to it was valid (issue 18). Such a cookie is dropped before Better Auth
 * reads the headers: the request is served as one without a cookie cache (one database read).
 * A well-formed value with a wrong signature is Better Auth's to refuse (it reads the database).
 */
const dataCookie = new RegExp(
  `^(?:__Secure-|__Host-)?${authCookiePrefix.replace('.', '\\.')}\\.session_data(?:\\.(\\d+))?$`,
);
const base64Url = /^[A-Za-z0-9_-]*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the compact cookie cache holds (unverified: Better Auth checks its signature). */
export interface CookieCachePayload {
  expiresAt: number;
  session: { session: Record<string, unknown>; user: Record<string, unknown>; version?: unknown };
}

/** The joined value decoded, or null when it is not the compact cookie cache's shape. */
export function cookieCachePayloadOf(value: string): CookieCachePayload | null {
  if (value.length === 0 || value.length > 64 * 1024 || !base64Url.test(value)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    return isObject(parsed) &&
      typeof parsed.expiresAt === 'number' &&
      typeof parsed.signature === 'string' &&
      isObject(parsed.session) &&
      isObject(parsed.session.session) &&
      isObject(parsed.session.user)
      ? (parsed as unknown as CookieCachePayload)
      : null;
  } catch {
    return null;
  }
}

/** True when the joined value decodes to the compact cookie cache's shape. */
export function isWellFormedCookieCache(value: string): boolean {
  return cookieCachePayloadOf(value) !== null;
}

/** The cookie cache's joined value in a Cookie header (its chunks in order), or null. */
export function cookieCacheValueOf(cookie: string): string | null {
  if (!cookie.includes('session_data')) return null;
  const pairs = cookie
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const nameOf = (pair: string) => (pair.includes('=') ? pair.slice(0, pair.indexOf('=')) : pair);
  const chunks: { index: number; value: string }[] = [];
  for (const pair of pairs) {
    const match = dataCookie.exec(nameOf(pair));
    if (match) chunks.push({ index: Number(match[1] ?? 0), value: pair.slice(nameOf(pair).length + 1) });
  }
  if (chunks.length === 0) return null;
  return chunks
    .sort((a, b) => a.index - b.index)
    .map((c) => {
      try {
        return decodeURIComponent(c.value);
      } catch {
        return '\u0000';
      }
    })
    .join('');
}

/**
 * The headers to give Better Auth: the same, or (only when the cookie cache is malformed) a
 * copy whose Cookie header leaves the cache cookies out.
 */
export function withoutMalformedCookieCache(headers: Headers): Headers {
  const cookie = headers.get('cookie');
  const joined = cookie ? cookieCacheValueOf(cookie) : null;
  if (joined === null || isWellFormedCookieCache(joined)) return headers;
  const nameOf = (pair: string) => (pair.includes('=') ? pair.slice(0, pair.indexOf('=')) : pair);
  const copy = new Headers(headers);
  copy.set(
    'cookie',
    cookie!
      .split(';')
      .map((part) => part.trim())
      .filter((pair) => pair && !dataCookie.test(nameOf(pair)))
      .join('; '),
  );
  return copy;
}
