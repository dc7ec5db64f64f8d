import { type Role, roles as roleOrder } from '@shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { profileRoles, roles } from '../db/schema/accounts';

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

interface CachedRoles {
  roles: Role[];
  expiresAt: number;
}

/**
 * Roles are read on every signed-in API request, so they are kept in memory for a
 * short time. Role changes in this process invalidate the entry at once; the TTL only
 * bounds staleness for changes made elsewhere (the operators' CLI on DATABASE_URL).
 */
export const roleCacheTtlMs = 30_000;
const maxEntries = 10_000;
const caches = new WeakMap<AppContext, Map<string, CachedRoles>>();

function cacheOf(ctx: AppContext): Map<string, CachedRoles> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
}

export async function cachedUserRoles(ctx: AppContext, userId: string, now = Date.now()): Promise<Role[]> {
  const cache = cacheOf(ctx);
  const hit = cache.get(userId);
  if (hit && hit.expiresAt > now) return hit.roles;
  const fresh = await loadUserRoles(ctx.db, userId);
  if (cache.size >= maxEntries) cache.clear();
  cache.set(userId, { roles: fresh, expiresAt: now + roleCacheTtlMs });
  return fresh;
}

export function invalidateUserRoles(ctx: AppContext, userId: string): void {
  cacheOf(ctx).delete(userId);
}
