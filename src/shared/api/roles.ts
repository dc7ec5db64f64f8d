import type { Page } from '../schemas/paging';
import type {
  AdminUserRow,
  adminUsersQuerySchema,
  assignRoleSchema,
  RoleAuditEntry,
  roleAuditQuerySchema,
  UserRolesResponse,
} from '../schemas/roles';
import { route, withCsv } from './define';

/** Assign Roles (/admin/AssignRolePage): the users list, its CSV, role changes and their log. */
export const rolesApi = withCsv(
  {
    users: route('GET /api/admin/users', ['admin'])
      .query<typeof adminUsersQuerySchema>()
      .answers<Page<AdminUserRow>>(),
    grant: route('POST /api/admin/users/:id/roles', ['admin'])
      .body<typeof assignRoleSchema>()
      .answers<UserRolesResponse>(),
    revoke: route('DELETE /api/admin/users/:id/roles/:role', ['admin']).answers<UserRolesResponse>(),
    audit: route('GET /api/admin/role-audit', ['admin'])
      .query<typeof roleAuditQuerySchema>()
      .answers<Page<RoleAuditEntry>>(),
  },
  { usersCsv: 'users' },
);
