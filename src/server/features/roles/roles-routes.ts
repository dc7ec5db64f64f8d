import { rolesApi } from '@shared/api/roles';
import { toCsv } from '@shared/csv';
import {
  adminUsersQuerySchema,
  assignRoleSchema,
  roleAuditQuerySchema,
  roleSchema,
} from '@shared/schemas/roles';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { csvFileName, csvResponse } from '../../lib/csv';
import { parseWith } from '../../lib/http';
import { grantRole, revokeRole } from '../../lib/role-changes';
import { listRoleAudit, listUsersForExport, searchUsers } from './admin-users';

/** Role assignment for admins (/admin/AssignRolePage). */
export function roleRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, rolesApi.users, { query: adminUsersQuerySchema }, async ({ query }) =>
    searchUsers(ctx.db, query),
  );
  handle(router, rolesApi.usersCsv, { query: adminUsersQuerySchema }, async ({ query }, c) => {
    const rows = await listUsersForExport(ctx.db, query);
    const csv = toCsv(
      rows,
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Username', value: (r) => r.username },
        { header: 'E-mail', value: (r) => r.email },
        { header: 'E-mail confirmed', value: (r) => (r.emailVerified ? 'yes' : 'no') },
        { header: 'Two-factor login', value: (r) => (r.twoFactorEnabled ? 'on' : 'off') },
        { header: 'Roles', value: (r) => r.roles.join(' ') },
        { header: 'Member since', day: (r) => r.createdAt },
        { header: 'User id', value: (r) => r.id },
      ],
      { timeZone: await resolveClubTimeZone(ctx.db) },
    );
    return csvResponse(c, await csvFileName(ctx.db, 'users'), csv);
  });
  handle(router, rolesApi.grant, { body: assignRoleSchema }, async ({ params, body }, c) =>
    grantRole(ctx, { targetId: params.id, role: body.role, actor: { id: c.get('viewer').userId } }),
  );
  handle(router, rolesApi.revoke, {}, async ({ params }, c) => {
    const role = parseWith(roleSchema, params.role);
    return revokeRole(ctx, { targetId: params.id, role, actor: { id: c.get('viewer').userId } });
  });
  handle(router, rolesApi.audit, { query: roleAuditQuerySchema }, async ({ query }) =>
    listRoleAudit(ctx.db, query),
  );
  return router;
}
