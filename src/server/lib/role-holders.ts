import { rolesOf } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import type { Role } from '@shared/roles';
import { applyTwoFactorRule, type HeldRole } from '@shared/two-factor-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';
import { profileRoles, roles } from '../db/schema/roles';

const twoFactorRoles = rolesOf(featureAccess.twoFactorPrompt);

/**
 * The accounts holding any role of `group` (a group of the access table, e.g. the roles a route
 * lets in), each once, but not `except`: who is told when a notice goes to "the league reps".
 * A role is counted as the server honours it on a request: one suspended under the two-factor
 * rule (its grace over without two-factor login, docs/decisions/025) tells nobody, since its
 * holder could not act on the notice until they turn two-factor login on.
 */
export async function accountIdsWithRoles(
  db: DbOrTx,
  group: readonly Role[],
  except: readonly (string | null)[] = [],
  now = new Date(),
): Promise<string[]> {
  if (group.length === 0) return [];
  const holders = db
    .select({ id: profileRoles.profileId })
    .from(profileRoles)
    .innerJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(inArray(roles.role, [...group]));
  const rows = await db
    .select({
      id: profileRoles.profileId,
      role: roles.role,
      grantedAt: profileRoles.grantedAt,
      isTwoFactorEnabled: user.twoFactorEnabled,
    })
    .from(profileRoles)
    .innerJoin(roles, eq(roles.id, profileRoles.roleId))
    .innerJoin(user, eq(user.id, profileRoles.profileId))
    .where(inArray(profileRoles.profileId, holders))
    .orderBy(asc(profileRoles.profileId));
  const byAccount = new Map<string, { held: HeldRole[]; isTwoFactorEnabled: boolean }>();
  for (const row of rows) {
    const entry = byAccount.get(row.id) ?? { held: [], isTwoFactorEnabled: row.isTwoFactorEnabled === true };
    entry.held.push({ role: row.role as Role, grantedAt: row.grantedAt });
    byAccount.set(row.id, entry);
  }
  const ids: string[] = [];
  for (const [id, { held, isTwoFactorEnabled }] of byAccount) {
    if (except.includes(id)) continue;
    const honoured = applyTwoFactorRule(held, isTwoFactorEnabled, twoFactorRoles, now).roles;
    if (honoured.some((role) => group.includes(role))) ids.push(id);
  }
  return ids;
}
