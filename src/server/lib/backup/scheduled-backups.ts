import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scheduledBackups } from '../../db/schema/backups';
import { clubToday } from '../club-time-zone';
import { startRepeatingJob } from '../repeating-job';
import { backupSourceOf, writeBackupFile } from './backup-archive';

// BACKUP_DIR set: one archive per club day, written by whichever process claims the day's row
// first (several processes on one PostgreSQL write it once), and the newest BACKUP_KEEP kept.

const dailyName = /^courtside-daily-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export function dailyBackupName(day: string): string {
  return `courtside-daily-${day}.tar.gz`;
}

/** A claim older than this whose backup never finished is taken over (its process died). */
const staleClaimMinutes = 60;

/**
 * Writes today's archive into BACKUP_DIR unless a process already did (or is doing it), then
 * prunes the folder to BACKUP_KEEP daily archives. Returns the file written, or null.
 */
export async function runScheduledBackup(ctx: AppContext, now = new Date()): Promise<string | null> {
  const dir = ctx.env.BACKUP_DIR;
  if (!dir) return null;
  const day = await clubToday(ctx.db, now);
  const [claimed] = await ctx.db
    .insert(scheduledBackups)
    .values({ day })
    .onConflictDoUpdate({
      target: scheduledBackups.day,
      set: { claimedAt: sql`now()`, error: null },
      setWhere: and(
        isNull(scheduledBackups.finishedAt),
        lt(scheduledBackups.claimedAt, sql`now() - make_interval(mins => ${staleClaimMinutes})`),
      ),
    })
    .returning({ day: scheduledBackups.day });
  if (!claimed) return null;
  const fileName = dailyBackupName(day);
  const file = path.resolve(dir, fileName);
  try {
    // A process that died after writing the file but before recording it: the file stands.
    const bytes = existsSync(file)
      ? (await stat(file)).size
      : (await writeBackupFile(backupSourceOf(ctx), file)).bytes;
    await ctx.db
      .update(scheduledBackups)
      .set({ finishedAt: sql`now()`, fileName, bytes })
      .where(eq(scheduledBackups.day, day));
    const removed = await pruneDailyBackups(dir, ctx.env.BACKUP_KEEP);
    ctx.logger.info({ file, bytes, removed }, 'daily backup written');
    return file;
  } catch (err) {
    await ctx.db
      .update(scheduledBackups)
      .set({ error: (err as Error).message.slice(0, 2000) })
      .where(eq(scheduledBackups.day, day));
    throw err;
  }
}

/** Removes all but the newest `keep` daily archives of `dir`; returns the names removed. */
export async function pruneDailyBackups(dir: string, keep: number): Promise<string[]> {
  const daily = (await readdir(dir)).filter((name) => dailyName.test(name)).sort();
  const old = daily.slice(0, Math.max(0, daily.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** The hourly check (first a minute after start): a new club day gets its archive. */
export function startScheduledBackups(ctx: AppContext, everyMs = 60 * 60_000): () => Promise<void> {
  if (!ctx.env.BACKUP_DIR) return async () => {};
  return startRepeatingJob(ctx.logger, { name: 'scheduled backup', firstAfterMs: 60_000, everyMs }, () =>
    runScheduledBackup(ctx),
  );
}
