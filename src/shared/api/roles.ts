import type { Page } from '../schemas/paging';
import type {
  AdminUserRow,
  adminUsersQuerySchema,
  assignRoleSchema,
  RoleAuditEntry,
  roleAuditQuerySchema,
  UserRolesResponse,
} from '../schemas/roles';
import { answer, defineRoute, schema } from './define';

/** Assign Roles (/admin/AssignRolePage): the users list, its CSV, role changes and their log. */
export const rolesApi = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: ['admin'],
    query: schema<typeof adminUsersQuerySchema>(),
    answer: answer<Page<AdminUserRow>>(),
  }),
  usersCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/users.csv',
    access: ['admin'],
    query: schema<typeof adminUsersQuerySchema>(),
    answer: answer<string>(),
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/roles',
    access: ['admin'],
    body: schema<typeof assignRoleSchema>(),
    answer: answer<UserRolesResponse>(),
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id/roles/:role',
    access: ['admin'],
    answer: answer<UserRolesResponse>(),
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/role-audit',
    access: ['admin'],
    query: schema<typeof roleAuditQuerySchema>(),
    answer: answer<Page<RoleAuditEntry>>(),
  }),
};
