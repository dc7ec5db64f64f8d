import type { Page } from '@shared/schemas/paging';
import type { AdminUserRow, AdminUsersQuery, RoleAuditEntry } from '@shared/schemas/roles';
import { and, asc, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadRolesOfUsers, sortRoles } from '../../auth/user-roles';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profileRoles, roleAuditLog, roles } from '../../db/schema/roles';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

function filterOf(query: Pick<AdminUsersQuery, 'q' | 'role'>): SQL | undefined {
  const parts: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(or(ilike(user.name, pattern), ilike(user.username, pattern), ilike(user.email, pattern))!);
  }
  if (query.role) {
    parts.push(
      exists(
        sql`(select 1 from ${profileRoles} inner join ${roles} on ${roles.id} = ${profileRoles.roleId}
             where ${profileRoles.profileId} = ${user.id} and ${roles.role} = ${query.role})`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const userColumns = {
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
};

async function withRoles(
  db: DbOrTx,
  rows: Array<Omit<AdminUserRow, 'roles' | 'createdAt'> & { createdAt: Date }>,
): Promise<AdminUserRow[]> {
  const rolesByUser = await loadRolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    roles: rolesByUser.get(r.id) ?? [],
  }));
}

/** Admin user search by name, username or e-mail (case-insensitive), by name. */
export async function searchUsers(db: DbOrTx, query: AdminUsersQuery): Promise<Page<AdminUserRow>> {
  const where = filterOf(query);
  const [totalRow] = await db.select({ n: count() }).from(user).where(where);
  const rows = await db
    .select(userColumns)
    .from(user)
    .where(where)
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  return pageOf(await withRoles(db, rows), totalRow?.n ?? 0, query.page, query.pageSize);
}

/** Every matching user (CSV export), by name. */
export async function listUsersForExport(
  db: DbOrTx,
  query: Pick<AdminUsersQuery, 'q' | 'role'>,
): Promise<AdminUserRow[]> {
  const rows = await db
    .select(userColumns)
    .from(user)
    .where(filterOf(query))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id));
  return withRoles(db, rows);
}

/** The role audit log, newest first; optionally only changes of one user. */
export async function listRoleAudit(
  db: DbOrTx,
  query: { userId?: string; page: number; pageSize: number },
): Promise<Page<RoleAuditEntry>> {
  const actor = alias(user, 'actor');
  const target = alias(user, 'target');
  const where = query.userId ? eq(roleAuditLog.targetId, query.userId) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(roleAuditLog).where(where);
  const rows = await db
    .select({
      id: roleAuditLog.id,
      action: roleAuditLog.action,
      role: roleAuditLog.role,
      before: roleAuditLog.before,
      after: roleAuditLog.after,
      at: roleAuditLog.at,
      actorId: roleAuditLog.actorId,
      actorLabel: roleAuditLog.actorLabel,
      actorName: actor.name,
      actorUsername: actor.username,
      targetId: roleAuditLog.targetId,
      targetLabel: roleAuditLog.targetLabel,
      targetName: target.name,
      targetUsername: target.username,
    })
    .from(roleAuditLog)
    .leftJoin(actor, eq(actor.id, roleAuditLog.actorId))
    .leftJoin(target, eq(target.id, roleAuditLog.targetId))
    .where(where)
    .orderBy(desc(roleAuditLog.at), desc(roleAuditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      action: r.action,
      role: sortRoles([r.role])[0] ?? (r.role as RoleAuditEntry['role']),
      before: sortRoles(r.before),
      after: sortRoles(r.after),
      at: r.at.toISOString(),
      actor: { id: r.actorId, name: r.actorName ?? r.actorLabel, username: r.actorUsername },
      target: { id: r.targetId, name: r.targetName ?? r.targetLabel, username: r.targetUsername },
    })),
    totalRow?.n ?? 0,
    query.page,
    query.pageSize,
  );
}
