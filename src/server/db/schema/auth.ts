import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, textRef } from './columns';

/*
 * Better Auth's tables (core + username + twoFactor plugins), generated from its
 * schema with the drizzle generator and kept as written here. Better Auth owns
 * these rows: change them only through Better Auth (or the profile sync trigger).
 * Property names are Better Auth's field names; columns are snake_case.
 */

export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().default(false).notNull(),
  image: text(),
  createdAt: instantNow(),
  updatedAt: instant()
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
  username: text().unique(),
  displayUsername: text(),
  twoFactorEnabled: boolean().default(false).notNull(),
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: instant().notNull(),
    token: text().notNull().unique(),
    createdAt: instantNow(),
    updatedAt: instant()
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text(),
    userAgent: text(),
    userId: textRef(() => user.id, 'cascade'),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: textRef(() => user.id, 'cascade'),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: instant(),
    refreshTokenExpiresAt: instant(),
    scope: text(),
    password: text(),
    createdAt: instantNow(),
    updatedAt: instant()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: instant().notNull(),
    createdAt: instantNow(),
    updatedAt: instant()
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: textRef(() => user.id, 'cascade'),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: instant(),
  },
  (t) => [index('two_factor_secret_idx').on(t.secret), index('two_factor_user_id_idx').on(t.userId)],
);

/** The object handed to Better Auth's drizzle adapter (keys = Better Auth model names). */
export const authSchema = { user, session, account, verification, twoFactor };

/**
 * Ours, not Better Auth's: which credentials of an unconfirmed account a confirmation link
 * belongs to. A sign-up that replaces an unconfirmed account's credentials moves the version
 * on, and a link made for an older version no longer confirms anything (issue 18). No row:
 * version 0 (an account's first credentials).
 */
export const credentialVersions = pgTable('credential_versions', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
  updatedAt: instantNow(),
});
