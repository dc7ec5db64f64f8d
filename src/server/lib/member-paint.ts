import type { Viewer } from '@shared/access';
import type { PaintedSession } from '@shared/first-paint';
import type { MeResponse } from '@shared/schemas/profiles';
import type { Hono } from 'hono';

/** The member a signed-in page is painted for (issue 24, docs/decisions/020-server-first-paint.md). */
export interface PaintMember {
  session: PaintedSession;
  viewer: Viewer;
  /** Cookies Better Auth re-issued while reading the session (its cookie cache refreshed). */
  setCookies: string[];
}

/**
 * Who the Cookie header signs in, asked exactly as the app asks (get-session, then /api/me for the
 * roles and a check that the session row is live): null when nobody or anything failed, and the
 * page then comes unpainted. Only the session's user and expiry are kept, never its token.
 */
export async function memberOf(app: Hono, cookie: string, env: unknown): Promise<PaintMember | null> {
  try {
    const headers = { accept: 'application/json', cookie };
    const sessionRes = await app.request('/api/auth/get-session', { headers }, env);
    const setCookies = sessionRes.headers.getSetCookie();
    if (!sessionRes.ok) return null;
    const answer = (await sessionRes.json()) as {
      user?: Record<string, unknown>;
      session?: { expiresAt?: string };
    } | null;
    const user = answer?.user;
    if (!user || user.isAnonymous === true) return null;
    const meRes = await app.request('/api/me', { headers }, env);
    if (!meRes.ok) return null;
    const me = (await meRes.json()) as MeResponse;
    if (me.user.id !== user.id) return null;
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return {
      session: {
        user: {
          id: String(user.id),
          email: String(user.email ?? ''),
          name: text(user.name),
          username: text(user.username),
          image: text(user.image),
          isAnonymous: false,
          twoFactorEnabled: user.twoFactorEnabled === true,
        },
        expiresAt: answer?.session?.expiresAt ?? null,
      },
      viewer: { isSignedIn: true, roles: me.roles, userId: me.user.id },
      setCookies,
    };
  } catch {
    return null;
  }
}
