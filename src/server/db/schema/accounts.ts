import { pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow } from './columns';

/** How an imported member's password came over (features/accounts/import-supabase.ts). */
export const importedPasswordStates = [
  /** The old bcrypt hash, verified at sign-in and replaced by scrypt at the first one. */
  'kept',
  /** The old account had none (magic link, OAuth): the member sets one from a reset link. */
  'none',
  /** A hash this app cannot verify (not bcrypt): as above. */
  'unsupported',
] as const;

/**
 * Accounts brought over from the club's old site, one row per member: what makes a second
 * import a no-op, and how `npm run users -- send-reset --imported-without-password` finds the
 * members who need a password-reset link (and when one was last sent).
 */
export const importedAccounts = pgTable('imported_accounts', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The old backend, e.g. 'supabase'. */
  source: text({ enum: ['supabase'] }).notNull(),
  passwordState: text({ enum: importedPasswordStates }).notNull(),
  importedAt: instantNow(),
  resetSentAt: instant(),
});
