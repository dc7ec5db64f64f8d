import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { session, user } from '../db/schema/auth';
import { BusCache } from '../lib/bus-cache';

/**
 * Whether a session still exists, for Better Auth's cookie cache (which alone would accept
 * a signed-out or revoked session for up to 5 minutes). Live answers are kept in memory;
 * deleting a session row (sign-out, password reset or change, user deleted) reaches every
 * process through the database trigger and the bus ('session-ended|<session id>'). Dead
 * answers are never kept: a session being created may not be committed yet.
 */
const caches = new WeakMap<AppContext, BusCache<boolean>>();

function cacheOf(ctx: AppContext): BusCache<boolean> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new BusCache<boolean>(ctx.bus, {
      topic: 'session-ended',
      ttlMs: 5 * 60_000,
      maxEntries: 50_000,
      isCacheable: (isLive) => isLive,
    });
    caches.set(ctx, cache);
  }
  return cache;
}

export function isSessionLive(ctx: AppContext, sessionId: string): Promise<boolean> {
  return cacheOf(ctx).get(sessionId, async () => {
    const [row] = await ctx.db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.id, sessionId), gt(session.expiresAt, sql`now()`)))
      .limit(1);
    return !!row;
  });
}

/**
 * The account details a session shows (name, username, picture) change when the user row
 * does, whoever changes it (the member, or an admin on the member's profile). The stamp is the
 * row's updatedAt, part of the cookie cache's version: after a change, every cached session of
 * that user no longer matches, so its next read comes from the database with the new details.
 * Kept in memory per user; `announceUserChanged` drops it on every process.
 */
const userStamps = new WeakMap<AppContext, BusCache<string>>();

function userStampCacheOf(ctx: AppContext): BusCache<string> {
  let cache = userStamps.get(ctx);
  if (!cache) {
    cache = new BusCache<string>(ctx.bus, { topic: 'user-changed', ttlMs: 5 * 60_000, maxEntries: 50_000 });
    userStamps.set(ctx, cache);
  }
  return cache;
}

export function userStampOf(ctx: AppContext, userId: string): Promise<string> {
  return userStampCacheOf(ctx).get(userId, async () => {
    const [row] = await ctx.db
      .select({ updatedAt: user.updatedAt })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    return row ? String(row.updatedAt.getTime()) : 'gone';
  });
}

/**
 * After a committed change of a user row that sessions show: tells every process, and waits
 * until this one has heard it, so the answer to this request and every later one (here or
 * elsewhere) reads the new details.
 */
export async function announceUserChanged(ctx: AppContext, userId: string): Promise<void> {
  await ctx.bus.publish('user-changed', userId);
  await ctx.bus.flush();
}

/**
 * The cookie cache's version for a session (Better Auth's `cookieCache.version`): a cached
 * session answers only while its row exists and its user's details are those it was written with.
 */
export async function cookieCacheVersionOf(
  ctx: AppContext,
  sessionId: string,
  userId: string,
): Promise<string> {
  return (await isSessionLive(ctx, sessionId)) ? `live:${await userStampOf(ctx, userId)}` : 'ended';
}
