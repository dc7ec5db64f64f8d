import { type Role, roles as roleOrder } from '@shared/roles';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { profileRoles, roles } from '../db/schema/accounts';
import { session } from '../db/schema/auth';

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
 * The roles of a signed-in request, read together with the check that its session still
 * exists: one indexed query per signed-in API request, so a role removed or a session ended
 * through any process (or the CLI) is refused by every process on the very next request.
 * Null when the session is gone.
 */
export async function loadRolesOfLiveSession(db: DbOrTx, sessionId: string): Promise<Role[] | null> {
  const rows = await db
    .select({ role: roles.role })
    .from(session)
    .leftJoin(profileRoles, eq(profileRoles.profileId, session.userId))
    .leftJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, sql`now()`)));
  if (rows.length === 0) return null;
  return sortRoles(rows.flatMap((r) => (r.role ? [r.role] : [])));
}
