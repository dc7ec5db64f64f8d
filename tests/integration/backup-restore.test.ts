import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { user } from '@server/db/schema/auth';
import { loadEnv } from '@server/env';
import { type BackupManifest, readBackupManifest } from '@server/lib/backup/backup-archive';
import { codeMigrations } from '@server/lib/backup/migration-level';
import { type RunningServer, startServer } from '@server/server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrillFacts, makeDrillData, overHttp } from '../support/backup-drill-data';
import { expectDrillData } from '../support/expect-drill-data';
import { createFreshDatabase } from '../support/fresh-database';
import { runScript } from '../support/run-script';
import type { TestApp } from '../support/test-context';

// The restore drill (issue 17 §2): a club made through the API on the embedded database is
// backed up with `npm run backup` while its server runs, restored with `npm run restore`, and a
// server started on the copy finds every record, the avatar, and signs the admin in with 2FA.
// On PGlite alone: into a new data folder. With TEST_DATABASE_URL: into PostgreSQL, then a
// backup of that running server back into a new embedded database.

const databaseServer = process.env.TEST_DATABASE_URL;
const tmp = mkdtempSync(path.join(tmpdir(), 'njtc-drill-'));
const folder = (name: string) => path.join(tmp, name);
const running: RunningServer[] = [];
const cleanups: Array<() => Promise<void>> = [];

function envFor(dataDir: string, databaseUrl?: string) {
  // No AUTH_SECRET: each server keeps its secret in DATA_DIR, so the restored one must come back.
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function serve(dataDir: string, databaseUrl?: string, seed = true): Promise<RunningServer> {
  const server = await startServer(envFor(dataDir, databaseUrl), { seed });
  running.push(server);
  return server;
}

/** A server on a restored club, as `npm start` runs it: no demo content goes into the club. */
async function serveRestored(dataDir: string, databaseUrl?: string): Promise<TestApp> {
  const server = await serve(dataDir, databaseUrl);
  const [users] = await server.ctx.db.select({ n: count() }).from(user);
  expect(users?.n).toBe(manifest.database.tables.find((t) => t.name === 'user')?.rows);
  return overHttp(server);
}

async function restore(archive: string, settings: Record<string, string>) {
  const res = await runScript('restore', ['--from', archive], settings);
  expect(res.code, res.stderr).toBe(0);
  expect(res.stdout).toContain('checksums and row counts verified');
  // A warning would mean a table's rows read back differently from the backup.
  expect(res.stdout).not.toContain('Warning');
  return res.stdout;
}

let facts: DrillFacts;
const archive = folder('club.tar.gz');
let manifest: BackupManifest;

beforeAll(async () => {
  const source = await serve(folder('source'), undefined, false);
  facts = await makeDrillData(overHttp(source));
  // The server keeps running: the command asks it for the archive (it holds the data folder).
  const res = await runScript('backup', ['--out', archive], { DATA_DIR: folder('source') });
  expect(res.code, res.stderr).toBe(0);
  manifest = await readBackupManifest(archive);
}, 240_000);

afterAll(async () => {
  for (const server of running.reverse()) await server.stop();
  for (const cleanup of cleanups) await cleanup();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('backs up the running club into one archive only its owner can read', () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest.database.engine).toBe('pglite');
    expect(manifest.database.migrationLevel).toBe(codeMigrations().at(-1)!.tag);
    const rows = Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]));
    expect(rows).toMatchObject({ two_factor: 1, score_sheets: 1, uploads: 1, memberships: 1 });
    expect(rows.user).toBe(5);
    expect(rows.payments).toBeGreaterThanOrEqual(1);
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'database.sql',
        'auth-secret',
        `uploads/${path.basename(facts.member.avatarUrl)}`,
      ]),
    );
    expect(manifest.uploads.missing).toEqual([]);
  });

  it.skipIf(databaseServer)(
    'restores into a new data folder, and a server there finds the whole club',
    { timeout: 240_000 },
    async () => {
      const target = folder('restored');
      const printed = await restore(archive, { DATA_DIR: target });
      expect(printed).toMatch(/user 5/);
      expect(statSync(path.join(target, 'auth-secret')).mode & 0o777).toBe(0o600);
      await expectDrillData(await serveRestored(target), facts);
    },
  );

  it.runIf(databaseServer)(
    'moves the club to PostgreSQL, and back to a new embedded database',
    { timeout: 300_000 },
    async () => {
      const database = await createFreshDatabase(databaseServer!);
      cleanups.push(database.drop);
      await restore(archive, { DATA_DIR: folder('pg'), DATABASE_URL: database.url });
      await expectDrillData(await serveRestored(folder('pg'), database.url), facts);

      // A backup of the server on PostgreSQL while it runs (its own snapshot), into PGlite.
      const second = folder('from-postgres.tar.gz');
      const res = await runScript('backup', ['--out', second], {
        DATA_DIR: folder('pg'),
        DATABASE_URL: database.url,
      });
      expect(res.code, res.stderr).toBe(0);
      expect((await readBackupManifest(second)).database.engine).toBe('postgres');
      await restore(second, { DATA_DIR: folder('back') });
      await expectDrillData(await serveRestored(folder('back')), facts);
    },
  );
});
