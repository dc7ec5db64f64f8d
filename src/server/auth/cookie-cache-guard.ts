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

/** True when the joined value decodes to the compact cookie cache's shape. */
export function isWellFormedCookieCache(value: string): boolean {
  if (value.length === 0 || value.length > 64 * 1024 || !base64Url.test(value)) return false;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    return (
      isObject(parsed) &&
      typeof parsed.expiresAt === 'number' &&
      typeof parsed.signature === 'string' &&
      isObject(parsed.session) &&
      isObject(parsed.session.session) &&
      isObject(parsed.session.user)
    );
  } catch {
    return false;
  }
}

/**
 * The headers to give Better Auth: the same, or (only when the cookie cache is malformed) a
 * copy whose Cookie header leaves the cache cookies out.
 */
export function withoutMalformedCookieCache(headers: Headers): Headers {
  const cookie = headers.get('cookie');
  if (!cookie?.includes('session_data')) return headers;
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
  if (chunks.length === 0) return headers;
  const joined = chunks
    .sort((a, b) => a.index - b.index)
    .map((c) => {
      try {
        return decodeURIComponent(c.value);
      } catch {
        return '\u0000';
      }
    })
    .join('');
  if (isWellFormedCookieCache(joined)) return headers;
  const copy = new Headers(headers);
  copy.set('cookie', pairs.filter((pair) => !dataCookie.test(nameOf(pair))).join('; '));
  return copy;
}
