import type { Role } from '@shared/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { profileRoles, roles } from '../db/schema/roles';

/**
 * The accounts holding any role of `group` (a group of the access table, e.g. the roles a route
 * lets in), each once, but not `except`: who is told when a notice goes to "the league reps".
 */
export async function accountIdsWithRoles(
  db: DbOrTx,
  group: readonly Role[],
  except: readonly (string | null)[] = [],
): Promise<string[]> {
  if (group.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: profileRoles.profileId })
    .from(profileRoles)
    .innerJoin(roles, and(eq(roles.id, profileRoles.roleId), inArray(roles.role, [...group])))
    .orderBy(asc(profileRoles.profileId));
  return rows.map((r) => r.id).filter((id) => !except.includes(id));
}
