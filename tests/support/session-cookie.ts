import { createHmac } from 'node:crypto';
import { getAuth } from '@server/auth/auth';
import type { AppContext } from '@server/context';

/**
 * A signed-in session written the way Better Auth writes one at sign-in, without the sign-in:
 * its session row (through Better Auth's own internal adapter, so the row is exactly what a
 * sign-in stores) and the signed session cookie a browser would then hold. For tests and
 * journeys that need someone signed in but are not about signing in: no password check
 * (an scrypt run), no per-address sign-in limit.
 */
export interface DirectSession {
  /** The cookie's name as Better Auth names it for this app (prefix, `__Secure-` on https). */
  cookieName: string;
  /** The cookie's value as it travels in a Cookie header (URI-encoded, as Set-Cookie sends it). */
  cookieValue: string;
  expiresAt: Date;
}

/**
 * better-call's signCookieValue (what Better Auth's setSignedCookie uses): `${value}.${base64
 * HMAC-SHA256(value, secret)}`, URI-encoded. The session is read back by verifying it.
 */
export function signCookieValue(value: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(value).digest('base64');
  return encodeURIComponent(`${value}.${signature}`);
}

export async function createDirectSession(ctx: AppContext, userId: string): Promise<DirectSession> {
  const auth = await getAuth(ctx).$context;
  const row = await auth.internalAdapter.createSession(userId);
  if (!row) throw new Error(`could not create a session for ${userId}`);
  return {
    cookieName: auth.authCookies.sessionToken.name,
    cookieValue: signCookieValue(row.token, auth.secret),
    expiresAt: row.expiresAt,
  };
}

/** `name=value` for a Cookie header. */
export function cookiePair(session: DirectSession): string {
  return `${session.cookieName}=${session.cookieValue}`;
}
