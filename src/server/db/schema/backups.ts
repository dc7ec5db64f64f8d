import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow } from './columns';

/**
 * The scheduled backups, one row per club day: the process that inserts (or takes over a stale)
 * row writes that day's archive, so several processes on one database write it once.
 * Its rows are not backed up (they describe this copy's archives, not the club).
 */
export const scheduledBackups = pgTable('scheduled_backups', {
  day: date({ mode: 'string' }).primaryKey(),
  claimedAt: instantNow(),
  finishedAt: instant(),
  /** The archive's file name in BACKUP_DIR. */
  fileName: text(),
  bytes: bigint({ mode: 'number' }),
  /** Why the last attempt failed (it is tried again once the claim is stale). */
  error: text(),
});
