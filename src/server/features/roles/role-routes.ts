import {
  adminUsersQuerySchema,
  assignRoleSchema,
  roleAuditQuerySchema,
  roleSchema,
} from '@shared/schemas/roles';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvResponse, toCsv } from '../../lib/csv';
import { parseWith, readJson, readQuery } from '../../lib/http';
import { requireAccess } from '../../lib/require-access';
import { grantRole, revokeRole } from '../../lib/role-changes';
import { listRoleAudit, listUsersForExport, searchUsers } from './admin-users';

/** Role assignment for admins (/admin/AssignRolePage). */
export function roleRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get('/admin/users', requireAccess('GET /api/admin/users'), async (c) => {
      const query = readQuery(c, adminUsersQuerySchema);
      return c.json(await searchUsers(ctx.db, query));
    })
    .get('/admin/users.csv', requireAccess('GET /api/admin/users.csv'), async (c) => {
      const query = readQuery(c, adminUsersQuerySchema);
      const rows = await listUsersForExport(ctx.db, query);
      const csv = toCsv(rows, [
        { header: 'Name', value: (r) => r.name },
        { header: 'Username', value: (r) => r.username },
        { header: 'E-mail', value: (r) => r.email },
        { header: 'E-mail confirmed', value: (r) => (r.emailVerified ? 'yes' : 'no') },
        { header: 'Two-factor login', value: (r) => (r.twoFactorEnabled ? 'on' : 'off') },
        { header: 'Roles', value: (r) => r.roles.join(' ') },
        { header: 'Member since', value: (r) => r.createdAt.slice(0, 10) },
        { header: 'User id', value: (r) => r.id },
      ]);
      const date = new Date().toISOString().slice(0, 10);
      return csvResponse(c, `users-${date}.csv`, csv);
    })
    .post('/admin/users/:id/roles', requireAccess('POST /api/admin/users/:id/roles'), async (c) => {
      const { role } = await readJson(c, assignRoleSchema);
      const actor = c.get('viewer');
      return c.json(await grantRole(ctx, { targetId: c.req.param('id'), role, actor: { id: actor.userId } }));
    })
    .delete(
      '/admin/users/:id/roles/:role',
      requireAccess('DELETE /api/admin/users/:id/roles/:role'),
      async (c) => {
        const role = parseWith(roleSchema, c.req.param('role'));
        const actor = c.get('viewer');
        return c.json(
          await revokeRole(ctx, { targetId: c.req.param('id'), role, actor: { id: actor.userId } }),
        );
      },
    )
    .get('/admin/role-audit', requireAccess('GET /api/admin/role-audit'), async (c) => {
      const query = readQuery(c, roleAuditQuerySchema);
      return c.json(await listRoleAudit(ctx.db, query));
    });
}
