// `npm run backup -- --out FILE`: one archive of the club (database as SQL, uploads, auth secret,
// manifest), also while the server runs. On PostgreSQL the command reads its own snapshot; on
// the embedded database a running server holds DATA_DIR, so the command asks it for the archive
// over DATA_DIR/backup.sock. See docs/decisions/024-backup-and-restore.md.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hasPgliteDatabase, openDatabase } from '../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock';
import { loadEnv } from '../src/server/env';
import { readAuthSecret } from '../src/server/lib/auth-secret';
import {
  BackupArchiveError,
  type BackupManifest,
  syncAndPublish,
  unpackBackup,
  writeBackupFile,
} from '../src/server/lib/backup/backup-archive';
import { BackupControlError, requestBackup } from '../src/server/lib/backup/backup-control';
import { BackupError } from '../src/server/lib/backup/sql-dump';
import { describeContents, formatBytes } from './lib/backup-report';
import { runCli, UsageError } from './lib/run-cli';

const usage = `Usage: npm run backup -- --out FILE

Writes one archive (.tar.gz, mode 600) of the club: the database as SQL, the uploads and the auth
secret, with a manifest of what it holds and their checksums. Works while the server runs.
Uses DATABASE_URL when set, otherwise the database in DATA_DIR (default ./data); run it on the
machine that holds DATA_DIR (the uploads and the secret are there).

The archive holds password hashes and the auth secret: keep it like a password.`;

async function backUpDirectly(
  env: ReturnType<typeof loadEnv>,
  dataDir: string,
  out: string,
): Promise<BackupManifest> {
  const secret = readAuthSecret(env.AUTH_SECRET, dataDir);
  if (!secret)
    throw new UsageError(
      `No auth secret: AUTH_SECRET is not set and ${path.join(dataDir, 'auth-secret')} does not exist. Run the backup where the server's DATA_DIR is, with its settings.`,
    );
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
  try {
    const source = {
      database,
      uploadsDir: path.join(dataDir, 'uploads'),
      authSecret: secret,
      workDir: dataDir,
    };
    return (await writeBackupFile(source, out)).manifest;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.out) throw new UsageError(`--out is required.\n\n${usage}`);
  const out = path.resolve(values.out);
  if (existsSync(out)) throw new UsageError(`${out} already exists: choose another file name.`);
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const started = Date.now();
  // Every archive is read back before this says it is done: one that cannot be restored is no backup.
  let manifest: BackupManifest | null = null;

  if (env.DATABASE_URL) {
    // PostgreSQL: a REPEATABLE READ snapshot of our own, whatever the servers are doing.
    await backUpDirectly(env, dataDir, out);
  } else {
    if (!hasPgliteDatabase(dataDir)) throw new UsageError(`There is no database in ${dataDir} to back up.`);
    let release: (() => void) | null = null;
    try {
      release = lockDataDir(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || !err.holderPid) throw err;
      // The server holds the folder: it writes the archive from its own connection.
      const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
      try {
        await requestBackup(dataDir, partial, err.holderPid);
        manifest = await unpackBackup(partial, null).catch((e: Error) => {
          throw new BackupControlError(
            `The archive the server sent is not whole (${e.message}); see the server's log.`,
          );
        });
        await syncAndPublish(partial, out);
      } finally {
        await rm(partial, { force: true });
      }
    }
    if (release) {
      try {
        await backUpDirectly(env, dataDir, out);
      } finally {
        release();
      }
    }
  }

  manifest ??= await unpackBackup(out, null);
  const { size } = await stat(out);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backed up to ${out} (${formatBytes(size)}, mode 600) in ${seconds} s; checksums verified.`);
  console.log(
    `Migration level ${manifest.database.migrationLevel ?? '(none)'}, Courtside ${manifest.app.version}.`,
  );
  for (const line of describeContents(manifest)) console.log(line);
  if (manifest.uploads.missing.length)
    console.log(
      `Warning: ${manifest.uploads.missing.length} upload(s) named in the database were not in the uploads folder: ${manifest.uploads.missing.slice(0, 5).join(', ')}.`,
    );
  console.log('It holds password hashes and the auth secret: keep it like a password.');
}

await runCli(() => main(process.argv.slice(2)), {
  usage,
  knownErrors: [BackupError, BackupArchiveError, BackupControlError],
  failure: 'The backup failed:',
});
