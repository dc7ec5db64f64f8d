// `npm run restore -- --from FILE`: a backup archive into an empty DATA_DIR (embedded database) or
// an empty PostgreSQL database (DATABASE_URL). Checksums first, then the database, its row
// counts and this version's later migrations in one transaction, then the uploads and the secret.
// See docs/decisions/024-backup-and-restore.md.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { loadEnv } from '../src/server/env';
import { BackupArchiveError, unpackBackup } from '../src/server/lib/backup/backup-archive';
import {
  assertEmptyDataDir,
  RestoreFailedError,
  RestoreRefusedError,
  restoreBackup,
} from '../src/server/lib/backup/restore-backup';
import { describeContents, describeOrigin, withoutPassword } from './lib/backup-report';
import { runCli, UsageError } from './lib/run-cli';

const usage = `Usage: npm run restore -- --from FILE [--check]

Restores a backup archive (npm run backup, or one the server wrote) into an empty DATA_DIR
(embedded database) or, with DATABASE_URL, into an empty PostgreSQL database; the uploads and
the auth secret go to DATA_DIR, which must be empty too. Anything else is refused. Every checksum
is checked first; an archive from an earlier version gets this version's later migrations.
A backup of the embedded database restores into PostgreSQL and back.

  --check   only checks the archive's checksums and prints what it holds; restores nothing.`;

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.from) throw new UsageError(`--from is required.\n\n${usage}`);
  const file = path.resolve(values.from);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);

  if (values.check) {
    const manifest = await unpackBackup(file, null);
    console.log(`${file}: a whole Courtside backup, checksums verified.`);
    console.log(`It was ${describeOrigin(manifest)}, and holds:`);
    for (const line of describeContents(manifest)) console.log(line);
    return;
  }

  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  // Checked before anything is created in the folder; the lock keeps a server out meanwhile.
  assertEmptyDataDir(dataDir);
  const release = lockDataDir(dataDir);
  const createdPglite = !env.DATABASE_URL && !existsSync(path.join(dataDir, 'pglite'));
  let database: Database | null = null;
  let isRestored = false;
  const started = Date.now();
  try {
    database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    const report = await restoreBackup(
      file,
      { database, dataDir },
      { configuredAuthSecret: env.AUTH_SECRET },
    );
    isRestored = true;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const into = env.DATABASE_URL
      ? `PostgreSQL ${withoutPassword(env.DATABASE_URL)} (uploads and secret in ${dataDir})`
      : `the embedded database in ${dataDir}`;
    console.log(`Restored ${file} into ${into} in ${seconds} s; checksums and row counts verified.`);
    console.log(`The backup was ${describeOrigin(report.manifest)}. Restored:`);
    for (const line of describeContents(report.manifest)) console.log(line);
    console.log(
      report.laterMigrations.length
        ? `Applied this version's later migrations: ${report.laterMigrations.join(', ')}.`
        : 'The database is at this version’s migration level: nothing to migrate.',
    );
    for (const warning of report.warnings) console.log(`Warning: ${warning}`);
    console.log('Start the server with npm start (same DATA_DIR and DATABASE_URL).');
  } finally {
    await database?.close();
    // A failed restore leaves the folder as empty as it was.
    if (!isRestored && createdPglite)
      await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    release();
  }
}

await runCli(() => main(process.argv.slice(2)), {
  usage,
  knownErrors: [RestoreRefusedError, RestoreFailedError, BackupArchiveError],
  failure: 'The restore failed:',
});
