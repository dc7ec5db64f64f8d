import type { Role } from '@shared/roles';
import type { UserRolesResponse } from '@shared/schemas/roles';
import { and, count, eq, sql } from 'drizzle-orm';
import { loadUserRoles, sortRoles } from '../auth/user-roles';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { user } from '../db/schema/auth';
import { profileRoles, roleAuditLog, roles } from '../db/schema/roles';
import { AppError } from './app-error';

export const lastAdminMessage = 'The club must keep at least one admin.';

/** Who makes a change: a signed-in user, or an operator tool with a label. */
export interface RoleActor {
  id: string | null;
  label?: string;
}

export interface RoleChange {
  targetId: string;
  role: Role;
  actor: RoleActor;
}

async function lockRole(tx: Tx, role: Role): Promise<number> {
  // The role row is locked for the transaction: concurrent changes of one role run one
  // after the other, so two admins cannot both be removed at once. NO KEY UPDATE does not
  // conflict with the KEY SHARE locks that profile_roles inserts (sign-ups) take on it.
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.role, role))
    .for('no key update');
  if (!row) throw new AppError('INTERNAL', `The role "${role}" is missing from the database.`);
  return row.id;
}

async function targetOf(tx: Tx, targetId: string) {
  const [row] = await tx
    .select({ id: user.id, name: user.name, username: user.username, email: user.email })
    .from(user)
    .where(eq(user.id, targetId));
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return row;
}

function labelOf(target: { name: string; username: string | null; email: string }): string {
  return `${target.name}${target.username ? ` (@${target.username})` : ''} <${target.email}>`;
}

async function audit(
  tx: Tx,
  change: RoleChange,
  target: { name: string; username: string | null; email: string },
  action: 'grant' | 'revoke',
  before: Role[],
  after: Role[],
) {
  await tx.insert(roleAuditLog).values({
    actorId: change.actor.id,
    actorLabel: change.actor.label ?? null,
    targetId: change.targetId,
    targetLabel: labelOf(target),
    action,
    role: change.role,
    before,
    after,
    // Wall-clock time, not the transaction's: an automatic guest change made in the same
    // transaction lists after the change that caused it.
    at: sql`clock_timestamp()`,
  });
}

/** Gives a user a role inside the caller's transaction, with its audit row. No-op if held. */
export async function grantRoleInTx(tx: Tx, change: RoleChange): Promise<UserRolesResponse> {
  const roleId = await lockRole(tx, change.role);
  const target = await targetOf(tx, change.targetId);
  const before = await loadUserRoles(tx, change.targetId);
  if (before.includes(change.role)) return { userId: change.targetId, roles: before, changed: false };
  await tx
    .insert(profileRoles)
    .values({ profileId: change.targetId, roleId, grantedBy: change.actor.id })
    .onConflictDoNothing();
  const after = sortRoles([...before, change.role]);
  await audit(tx, change, target, 'grant', before, after);
  return { userId: change.targetId, roles: after, changed: true };
}

/**
 * Takes a role from a user inside the caller's transaction, with its audit row.
 * The last admin keeps the admin role (409).
 */
export async function revokeRoleInTx(tx: Tx, change: RoleChange): Promise<UserRolesResponse> {
  const roleId = await lockRole(tx, change.role);
  const target = await targetOf(tx, change.targetId);
  const before = await loadUserRoles(tx, change.targetId);
  if (!before.includes(change.role)) return { userId: change.targetId, roles: before, changed: false };
  if (change.role === 'admin') {
    const [row] = await tx.select({ n: count() }).from(profileRoles).where(eq(profileRoles.roleId, roleId));
    if ((row?.n ?? 0) <= 1) throw new AppError('CONFLICT', lastAdminMessage);
  }
  await tx
    .delete(profileRoles)
    .where(and(eq(profileRoles.profileId, change.targetId), eq(profileRoles.roleId, roleId)));
  const after = before.filter((r) => r !== change.role);
  await audit(tx, change, target, 'revoke', before, after);
  return { userId: change.targetId, roles: after, changed: true };
}

/**
 * Gives a user a role: the change and its audit row are one transaction. Guest is the
 * automatic role of someone with no other: granting any other role removes it (audited, in
 * the same transaction).
 */
export async function grantRole(ctx: AppContext, change: RoleChange): Promise<UserRolesResponse> {
  return ctx.db.transaction((tx) => grantRoleReplacingGuestInTx(tx, change));
}

/** grantRole inside the caller's transaction (e.g. a membership that becomes active). */
export async function grantRoleReplacingGuestInTx(tx: Tx, change: RoleChange): Promise<UserRolesResponse> {
  const result = await grantRoleInTx(tx, change);
  if (!result.changed || change.role === 'guest' || !result.roles.includes('guest')) return result;
  return revokeRoleInTx(tx, { ...change, role: 'guest' });
}

/**
 * Takes a role from a user: one transaction with its audit row; the last admin stays admin.
 * Removing someone's last role gives the automatic guest role back (audited, same transaction).
 */
export async function revokeRole(ctx: AppContext, change: RoleChange): Promise<UserRolesResponse> {
  return ctx.db.transaction((tx) => revokeRoleRestoringGuestInTx(tx, change));
}

/** revokeRole inside the caller's transaction (e.g. a membership that lapses). */
export async function revokeRoleRestoringGuestInTx(tx: Tx, change: RoleChange): Promise<UserRolesResponse> {
  const result = await revokeRoleInTx(tx, change);
  if (!result.changed || change.role === 'guest' || result.roles.length > 0) return result;
  return grantRoleInTx(tx, { ...change, role: 'guest' });
}

/**
 * A new account's roles, inside the caller's transaction: exactly `list`, each grant audited
 * (the guest role the new user row got from its trigger goes, audited, unless `list` holds it).
 * Granted in canonical order (guest last): concurrent creations lock role rows in the same order.
 */
export async function setInitialRolesInTx(
  tx: Tx,
  targetId: string,
  list: readonly Role[],
  actor: RoleActor,
): Promise<Role[]> {
  for (const role of sortRoles(list)) await grantRoleInTx(tx, { targetId, role, actor });
  if (!list.includes('guest')) await revokeRoleInTx(tx, { targetId, role: 'guest', actor });
  return loadUserRoles(tx, targetId);
}

/** Several grants and revocations (operators' CLI): each is its own audited change. */
export async function changeRoles(
  ctx: AppContext,
  targetId: string,
  changes: { add?: readonly Role[]; remove?: readonly Role[] },
  actor: RoleActor,
): Promise<Role[]> {
  let current = await loadUserRoles(ctx.db, targetId);
  for (const role of changes.add ?? []) current = (await grantRole(ctx, { targetId, role, actor })).roles;
  for (const role of changes.remove ?? []) current = (await revokeRole(ctx, { targetId, role, actor })).roles;
  return current;
}
