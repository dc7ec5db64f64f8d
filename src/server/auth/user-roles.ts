import { type Role, roles as roleOrder } from '@shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { profileRoles, roles } from '../db/schema/accounts';
import { BusCache } from '../lib/bus-cache';

/** Roles sorted like src/shared/roles.ts (most powerful first). */
export function sortRoles(list: readonly string[]): Role[] {
  return roleOrder.filter((r) => list.includes(r));
}

/** §6: a user's roles, read by joining profile_roles to roles. */
export async function loadUserRoles(db: DbOrTx, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: roles.role })
    .from(profileRoles)
    .innerJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(eq(profileRoles.profileId, userId))
    .orderBy(asc(roles.id));
  return sortRoles(rows.map((r) => r.role));
}

/** Roles of many users at once (admin lists). */
export async function loadRolesOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ profileId: profileRoles.profileId, role: roles.role })
    .from(profileRoles)
    .innerJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(inArray(profileRoles.profileId, userIds));
  const raw = new Map<string, string[]>();
  for (const row of rows) raw.set(row.profileId, [...(raw.get(row.profileId) ?? []), row.role]);
  for (const id of userIds) map.set(id, sortRoles(raw.get(id) ?? []));
  return map;
}

/**
 * Roles are read on every signed-in API request, so they are kept in memory. Any write to
 * profile_roles (this process, another one, the CLI) reaches every process through the
 * database trigger and the bus ('roles|<user id>'), which drops the entry; the TTL is only
 * a backstop.
 */
export const roleCacheTtlMs = 30_000;
const caches = new WeakMap<AppContext, BusCache<Role[]>>();

function cacheOf(ctx: AppContext): BusCache<Role[]> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new BusCache(ctx.bus, { topic: 'roles', ttlMs: roleCacheTtlMs, maxEntries: 10_000 });
    caches.set(ctx, cache);
  }
  return cache;
}

export function cachedUserRoles(ctx: AppContext, userId: string, now = Date.now()): Promise<Role[]> {
  return cacheOf(ctx).get(userId, () => loadUserRoles(ctx.db, userId), now);
}

/** Drops the entry at once in this process (the trigger's message follows for the others). */
export function invalidateUserRoles(ctx: AppContext, userId: string): void {
  cacheOf(ctx).drop(userId);
}
