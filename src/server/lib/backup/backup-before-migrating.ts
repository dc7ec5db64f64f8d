import path from 'node:path';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../logger';
import { writeBackupFile } from './backup-archive';
import { appliedMigrations, codeMigrations } from './migration-level';

/** Where `npm start` puts the archive it writes before migrating: BACKUP_DIR, or DATA_DIR/backups. */
export function upgradeBackupDir(env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
}

export class UpgradeBackupError extends Error {}

/**
 * Before an upgrade's migrations touch a database that holds a club (it has migrations applied
 * already), writes a full backup of it: the way back is to restore that archive with the
 * release that made it. A new database has nothing to keep. When the backup cannot be written
 * nothing is migrated and start-up stops. Returns the archive's path, or null.
 */
export async function backUpBeforeMigrating(options: {
  database: Database;
  env: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>;
  uploadsDir: string;
  authSecret: string;
  logger: Pick<Logger, 'info'>;
  now?: Date;
}): Promise<string | null> {
  const applied = await appliedMigrations(options.database.db, options.database.migrationsSchema);
  if (!applied.length) return null;
  const code = codeMigrations();
  const last = applied.at(-1)!.createdAt;
  const pending = code.filter((m) => m.createdAt > last);
  if (!pending.length) return null;
  const level = code.find((m) => m.createdAt === last)?.tag ?? String(last);
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(upgradeBackupDir(options.env), `courtside-before-upgrade-${level}-${stamp}.tar.gz`);
  try {
    const { bytes } = await writeBackupFile(
      {
        database: options.database,
        uploadsDir: options.uploadsDir,
        authSecret: options.authSecret,
        workDir: path.resolve(options.env.DATA_DIR),
      },
      file,
    );
    options.logger.info(
      { file, bytes, level, pending: pending.map((m) => m.tag) },
      'backup written before applying migrations',
    );
    return file;
  } catch (err) {
    throw new UpgradeBackupError(
      `Could not write the backup that comes before applying ${pending.length} migration(s) (${file}): ${(err as Error).message}. Nothing was migrated. Free some space or set BACKUP_DIR, then start again.`,
    );
  }
}
