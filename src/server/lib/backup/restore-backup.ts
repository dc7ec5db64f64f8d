import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, hasPgliteDatabase } from '../../db/client';
import { type BackupManifest, readBackupManifest, unpackBackup } from './backup-archive';
import { codeMigrations, quoteIdentifier as q } from './migration-level';
import { tableChecksums, tablesNotBackedUp } from './sql-dump';
import { applyMigrations, loadDatabaseSql } from './sql-load';

export class RestoreRefusedError extends Error {}
export class RestoreFailedError extends Error {}

/** What may already sit in a DATA_DIR that a backup is restored into. */
const allowedInDataDir = new Set(['backups', '.lock']);

/**
 * Refuses a DATA_DIR that holds a club already: a database, an uploads folder with files, an
 * auth secret, anything else than the backups folder and the lock. `openedDatabase`: the
 * embedded database the restore goes into is open there already (its emptiness is checked in SQL).
 */
export function assertEmptyDataDir(dataDir: string, openedDatabase = false): void {
  if (!existsSync(dataDir)) return;
  const found = readdirSync(dataDir).filter((name) => {
    if (allowedInDataDir.has(name)) return false;
    if (name === 'uploads') return readdirSync(path.join(dataDir, 'uploads')).length > 0;
    if (name === 'pglite') return !openedDatabase && hasPgliteDatabase(dataDir);
    return true;
  });
  if (found.length)
    throw new RestoreRefusedError(
      `The data folder ${dataDir} is not empty (it holds ${found.join(', ')}). A backup is restored only into an empty folder: move this one away, or set DATA_DIR to a new folder.`,
    );
}

/** Refuses a database that has tables in its schema or a record of migrations. */
export async function assertEmptyDatabase(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  )) as unknown as { rows: Array<{ n: number }> };
  const relations = Number(result.rows[0]?.n ?? 0);
  const migrated = (await database.db.execute(
    sql.raw(`select to_regclass('${q(database.migrationsSchema)}."__drizzle_migrations"')::text as name`),
  )) as unknown as { rows: Array<{ name: string | null }> };
  if (relations > 0 || migrated.rows[0]?.name)
    throw new RestoreRefusedError(
      database.kind === 'pglite'
        ? 'The embedded database in this data folder is not empty. Restore into a new, empty DATA_DIR.'
        : `This PostgreSQL database is not empty (${relations} tables and sequences${migrated.rows[0]?.name ? ', and migrations applied' : ''}). Create an empty database (e.g. createdb courtside_restored) and point DATABASE_URL at it.`,
    );
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows restored per table (as the archive's manifest counts them). */
  tables: Array<{ name: string; rows: number }>;
  uploads: { count: number; bytes: number };
  /** Migrations of this code applied after the archive's level. */
  laterMigrations: string[];
  /** Things the operator should know (a migration file that changed, uploads the backup lacked). */
  warnings: string[];
}

export interface RestoreOptions {
  /** AUTH_SECRET when set: it must be the archive's, or 2FA and signed links would break. */
  configuredAuthSecret?: string;
  /** Tests of `npm start`'s upgrade path leave the database at the archive's level. */
  applyLaterMigrations?: boolean;
}

/** Checks that this code can take the archive; returns the migrations to apply after it. */
function planMigrations(manifest: BackupManifest, warnings: string[]) {
  const code = codeMigrations();
  const byTime = new Map(code.map((m) => [m.createdAt, m]));
  const unknown = manifest.database.migrations.filter((m) => !byTime.has(m.createdAt));
  if (unknown.length)
    throw new RestoreRefusedError(
      `This backup comes from a newer Courtside (its database is at ${manifest.database.migrationLevel}, which this code does not know). Upgrade Courtside, then restore.`,
    );
  for (const m of manifest.database.migrations)
    if (byTime.get(m.createdAt)!.hash !== m.hash)
      warnings.push(`Migration ${m.tag} differs from this code's file of the same name.`);
  const last = manifest.database.migrations.at(-1)?.createdAt ?? 0;
  return code.filter((m) => m.createdAt > last);
}

/**
 * Restores an archive into an empty database and data folder: checks every checksum first,
 * then loads the SQL, checks each table's row count and applies this code's later migrations in
 * one transaction (nothing is kept if any step fails), then puts the uploads and the auth secret
 * in place.
 */
export async function restoreBackup(
  file: string,
  target: { database: Database; dataDir: string },
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const warnings: string[] = [];
  const manifest = await readBackupManifest(file);
  const later = planMigrations(manifest, warnings);
  const secretEntry = manifest.files.find((f) => f.path === 'auth-secret');
  if (
    options.configuredAuthSecret &&
    createHash('sha256').update(options.configuredAuthSecret, 'utf8').digest('hex') !== secretEntry?.sha256
  )
    throw new RestoreRefusedError(
      "AUTH_SECRET is set to another secret than the backup's: two-factor logins, sessions and signed links would stop working. Unset AUTH_SECRET (the backup's secret is restored into DATA_DIR/auth-secret) or set it to the old value.",
    );
  assertEmptyDataDir(target.dataDir, target.database.kind === 'pglite');
  await assertEmptyDatabase(target.database);
  if (target.database.migrationsSchema !== 'drizzle')
    throw new RestoreRefusedError(
      'A backup is restored into a whole database, not into a schema of its own.',
    );

  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    await unpackBackup(file, staging);
    const applyLater = options.applyLaterMigrations !== false;
    await target.database.db.transaction(async (tx) => {
      await loadDatabaseSql(tx, createReadStream(path.join(staging, 'database.sql')));
      // Every row as it was backed up: the counts must match, and each table's checksum of its
      // rows' text form should (a difference there is reported, not fatal: it can only come from
      // a value PostgreSQL versions print differently).
      const restored = new Map((await tableChecksums(tx)).map((t) => [t.name, t]));
      for (const table of manifest.database.tables) {
        if (tablesNotBackedUp.has(table.name)) continue;
        const found = restored.get(table.name);
        if (found?.rows !== table.rows)
          throw new RestoreFailedError(
            `Restored ${found?.rows ?? 0} rows of ${table.name} where the backup holds ${table.rows}: nothing was kept.`,
          );
        if (found.sha256 !== table.sha256)
          warnings.push(`The rows of ${table.name} read back differently from the backup's checksum.`);
      }
      if (applyLater) await applyMigrations(tx, later);
    });
    const uploadsFrom = path.join(staging, 'uploads');
    const uploadsTo = path.join(target.dataDir, 'uploads');
    if (existsSync(uploadsFrom)) {
      await rm(uploadsTo, { recursive: true, force: true }); // an empty folder at most (checked above)
      await rename(uploadsFrom, uploadsTo);
    }
    await writeFile(
      path.join(target.dataDir, 'auth-secret'),
      await readFile(path.join(staging, 'auth-secret')),
      {
        flag: 'wx',
        mode: 0o600,
      },
    );
    if (manifest.uploads.missing.length)
      warnings.push(
        `${manifest.uploads.missing.length} upload(s) named in the database were not in the uploads folder when the backup was made: ${manifest.uploads.missing.slice(0, 5).join(', ')}.`,
      );
    return {
      manifest,
      tables: manifest.database.tables.map((t) => ({ name: t.name, rows: t.rows })),
      uploads: { count: manifest.uploads.count, bytes: manifest.uploads.bytes },
      laterMigrations: applyLater ? later.map((m) => m.tag) : [],
      warnings,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
