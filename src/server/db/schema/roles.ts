import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instantNow, primaryId, textRef } from './columns';
import { profiles } from './profiles';

/** The seven club roles, seeded by the migration. */
export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  role: text().notNull().unique(),
});

export const profileRoles = pgTable(
  'profile_roles',
  {
    profileId: textRef(() => profiles.id, 'cascade'),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    grantedBy: text().references(() => user.id, { onDelete: 'set null' }),
    grantedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.roleId] }), index('profile_roles_role_idx').on(t.roleId)],
);

/** Every role change: who, what, when, and the target's roles before and after. */
export const roleAuditLog = pgTable(
  'role_audit_log',
  {
    id: primaryId(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Who acted when there is no signed-in actor (e.g. "operator CLI"), or a name kept after deletion. */
    actorLabel: text(),
    targetId: text().references(() => user.id, { onDelete: 'set null' }),
    targetLabel: text().notNull(),
    action: text({ enum: ['grant', 'revoke'] }).notNull(),
    role: text().notNull(),
    before: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    after: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    at: instantNow(),
  },
  (t) => [index('role_audit_log_at_idx').on(t.at), index('role_audit_log_target_idx').on(t.targetId)],
);
