import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The column shapes the tables repeat, so each table reads as what is its own. Every call makes
 * a new column (drizzle names it after its key, snake_case by drizzle.config.ts): the SQL is the
 * same as written out in full, so these helpers need no migration.
 */

/** A random UUID primary key. */
export const primaryId = () => uuid().primaryKey().defaultRandom();

/** A point in time (timestamptz). */
export const instant = () => timestamp({ withTimezone: true });

/** A point in time that is the insert's unless given. */
export const instantNow = () => instant().notNull().defaultNow();

/** When a row was written and last changed. */
export const timestamps = () => ({ createdAt: instantNow(), updatedAt: instantNow() });

/** A required link to another row: gone with it ('cascade') or keeping it ('restrict'). */
export const uuidRef = (column: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid().notNull().references(column, { onDelete });

/** The same for a text key (an account's id). */
export const textRef = (column: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  text().notNull().references(column, { onDelete });

/**
 * An outbox row's delivery (e-mails, pushes; server/lib/outbox.ts claims and retries them):
 * its status from 'pending' on, the attempts so far, when it is next due, the last error, when
 * it was written and when it was sent.
 */
export const deliveryColumns = <const S extends readonly ['pending', ...string[]]>(statuses: S) => ({
  status: text({ enum: statuses }).notNull().default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: instantNow(),
  lastError: text(),
  createdAt: instantNow(),
  sentAt: instant(),
});
