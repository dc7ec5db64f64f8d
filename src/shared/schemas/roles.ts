import { type Role, roles } from '../roles';
import { z } from '../zod';
import { pageNumberSchema, pageSizeSchema, searchSchema } from './paging';

const unknownRole = (value: unknown) => `Unknown role "${String(value)}". Roles are: ${roles.join(', ')}.`;

export const roleSchema = z.enum(roles, { error: (issue) => unknownRole(issue.input) });

/** POST /api/admin/users/:id/roles */
export const assignRoleSchema = z.strictObject({ role: roleSchema });
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;

export const adminPageSizeMax = 100;

const page = pageNumberSchema;
const pageSize = pageSizeSchema(adminPageSizeMax, 20);

/** GET /api/admin/users?q=&role=&page=&pageSize= (and users.csv without paging). */
export const adminUsersQuerySchema = z.object({
  q: searchSchema.default(''),
  role: roleSchema.optional(),
  page,
  pageSize,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** GET /api/admin/role-audit?userId=&page=&pageSize= */
export const roleAuditQuerySchema = z.object({
  userId: z.string().trim().max(100).optional(),
  page,
  pageSize,
});

export interface AdminUserRow {
  id: string;
  name: string;
  username: string | null;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  roles: Role[];
  createdAt: string;
}

export interface RoleAuditEntry {
  id: string;
  action: 'grant' | 'revoke';
  role: Role;
  before: Role[];
  after: Role[];
  at: string;
  actor: { id: string | null; name: string | null; username: string | null };
  target: { id: string | null; name: string | null; username: string | null };
}

/** What the role endpoints answer: the user's roles after the change. */
export interface UserRolesResponse {
  userId: string;
  roles: Role[];
  changed: boolean;
}
