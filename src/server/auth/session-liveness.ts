import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { session } from '../db/schema/auth';
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
