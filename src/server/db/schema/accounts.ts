import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One profile per user, same id. Created by a trigger in the same statement as the
 * user row (see docs/decisions on profile-with-user); full_name and username are
 * kept equal to the user's name and username by a second trigger.
 */
export const profiles = pgTable('profiles', {
  id: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  username: text().unique(),
  avatarUrl: text(),
  phone: text(),
  ntrpRating: text({ enum: ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] }),
  // Tennis details for leagues (src/shared/player-details.ts); all optional until a league needs them.
  ratingType: text({ enum: ['S', 'C', 'A', 'B', 'D', 'M', 'T'] }),
  ratingYear: integer(),
  ustaNumber: text(),
  ustaExpiresOn: date({ mode: 'string' }),
  gender: text({ enum: ['female', 'male'] }),
  birthYear: integer(),
  // The member's emergency contact, kept current here; each membership keeps the one given when joining.
  emergencyName: text(),
  emergencyPhone: text(),
  /**
   * Who sees the member's e-mail and phone (issue 18): 'private' (only the member and the club's
   * officers with the members list), 'teammates' (also players on a team with them, captains
   * included), 'members' (any signed-in member, on the profile too).
   */
  emailVisibility: text({ enum: ['private', 'teammates', 'members'] })
    .notNull()
    .default('teammates'),
  phoneVisibility: text({ enum: ['private', 'teammates', 'members'] })
    .notNull()
    .default('teammates'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The seven club roles, seeded by the migration. */
export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  role: text().notNull().unique(),
});

export const profileRoles = pgTable(
  'profile_roles',
  {
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    grantedBy: text().references(() => user.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.roleId] }), index('profile_roles_role_idx').on(t.roleId)],
);

/** Every role change: who, what, when, and the target's roles before and after. */
export const roleAuditLog = pgTable(
  'role_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Who acted when there is no signed-in actor (e.g. "operator CLI"), or a name kept after deletion. */
    actorLabel: text(),
    targetId: text().references(() => user.id, { onDelete: 'set null' }),
    targetLabel: text().notNull(),
    action: text({ enum: ['grant', 'revoke'] }).notNull(),
    role: text().notNull(),
    before: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    after: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_audit_log_at_idx').on(t.at), index('role_audit_log_target_idx').on(t.targetId)],
);
