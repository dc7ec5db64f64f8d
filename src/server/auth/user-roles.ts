import { rolesOf } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { type Role, roles as roleOrder } from '@shared/roles';
import { applyTwoFactorRule, type HeldRole, type TwoFactorNotice } from '@shared/two-factor-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { session, user } from '../db/schema/auth';
import { profileRoles, roles } from '../db/schema/roles';
import { VersionedReadCache } from '../lib/versioned-read-cache';

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

const twoFactorRoles = rolesOf(featureAccess.twoFactorPrompt);

/** Roles as held, and as honoured now under the two-factor rule (shared/two-factor-rules.ts). */
export async function loadHonouredRoles(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ roles: Role[]; notice: TwoFactorNotice | null }> {
  const rows = await db
    .select({
      role: roles.role,
      grantedAt: profileRoles.grantedAt,
      isTwoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .leftJoin(profileRoles, eq(profileRoles.profileId, user.id))
    .leftJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(eq(user.id, userId));
  return honoured(rows, now);
}

function honoured(
  rows: { role: string | null; grantedAt: Date | null; isTwoFactorEnabled: boolean | null }[],
  now: Date,
) {
  const held: HeldRole[] = rows.flatMap((r) =>
    r.role && r.grantedAt ? [{ role: r.role as Role, grantedAt: r.grantedAt }] : [],
  );
  const result = applyTwoFactorRule(held, rows[0]?.isTwoFactorEnabled === true, twoFactorRoles, now);
  return { roles: sortRoles(result.roles), notice: result.notice };
}

/** What the session check keeps per session: its expiry and its user's roles as held. */
interface LiveSessionFacts {
  expiresAt: number;
  held: { role: string | null; grantedAt: Date | null; isTwoFactorEnabled: boolean | null }[];
}

/**
 * Per session, behind the 'session-roles' read version (migration 0048): bumped in the writer's
 * transaction by any statement on the session rows, the users, profile_roles or roles, so the
 * version read that every request still makes sees a commit of any process at once.
 */
const liveSessionFacts = new VersionedReadCache<LiveSessionFacts | null>('session-roles', 20_000);

/**
 * The roles of a signed-in request, with the check that its session still exists: one
 * primary-key version read per signed-in API request (the join below only after a change), so a
 * role removed or a session ended through any process (or the CLI, or plain SQL) is refused by
 * every process on the very next request. The expiry and the two-factor rule are applied to
 * the kept rows on every request: a role that requires two-factor login is not honoured once
 * its 14 days of grace are over without it (docs/decisions/025). Null when the session is gone.
 */
export async function loadRolesOfLiveSession(
  db: DbOrTx,
  sessionId: string,
  now = new Date(),
): Promise<Role[] | null> {
  const facts = await liveSessionFacts.get(db, sessionId, () => loadLiveSessionFacts(db, sessionId));
  if (!facts || !(facts.expiresAt > now.getTime())) return null;
  return honoured(facts.held, now).roles;
}

async function loadLiveSessionFacts(db: DbOrTx, sessionId: string): Promise<LiveSessionFacts | null> {
  const rows = await db
    .select({
      expiresAt: session.expiresAt,
      role: roles.role,
      grantedAt: profileRoles.grantedAt,
      isTwoFactorEnabled: user.twoFactorEnabled,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profileRoles, eq(profileRoles.profileId, session.userId))
    .leftJoin(roles, eq(roles.id, profileRoles.roleId))
    .where(eq(session.id, sessionId));
  if (rows.length === 0) return null;
  return { expiresAt: rows[0]!.expiresAt.getTime(), held: rows };
}
