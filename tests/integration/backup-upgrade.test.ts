import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { type Database, hasPendingMigrations, openDatabase } from '@server/db/client';
import { runDatabasePreparation } from '@server/db/prepare-database';
import { user } from '@server/db/schema/auth';
import { loadEnv } from '@server/env';
import { readBackupManifest } from '@server/lib/backup/backup-archive';
import { codeMigrations } from '@server/lib/backup/migration-level';
import { restoreBackup } from '@server/lib/backup/restore-backup';
import { createLogger } from '@server/lib/logger';
import { createAppContext, startServer } from '@server/server';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth-helpers';
import { type DrillFacts, overHttp } from '../support/backup-drill-data';
import { expectDrillData } from '../support/expect-drill-data';
import { createFreshDatabase } from '../support/fresh-database';
import { runScript } from '../support/run-script';
import { repoRoot } from '../support/run-server-entry';
import type { TestApp } from '../support/test-context';

// Upgrades (issue 17 §3): tests/fixtures/backups holds an archive made by each release that
// changed the schema (the first by this first commit). Each restores with this code,
// its later migrations applied, and the club is all there; and `npm start` on a database of an
// earlier release writes a backup before migrating it. How to add one: the folder's README.

const fixturesDir = path.join(repoRoot, 'tests/fixtures/backups');
const levels = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.tar.gz'))
  .map((name) => name.slice(0, -'.tar.gz'.length))
  .sort();
const archiveOf = (level: string) => path.join(fixturesDir, `${level}.tar.gz`);
const factsOf = (level: string) =>
  JSON.parse(readFileSync(path.join(fixturesDir, `${level}.json`), 'utf8')) as DrillFacts;

const databaseServer = process.env.TEST_DATABASE_URL;
const prepareEntry = path.join(repoRoot, 'src/server/prepare-database.ts');
const tmp = mkdtempSync(path.join(tmpdir(), 'njtc-upgrade-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(tmp, { recursive: true, force: true });
});

/** A new, empty target: a database of its own on TEST_DATABASE_URL, else PGlite (in memory unless on disk). */
async function emptyTarget(name: string, onDisk = false) {
  const dataDir = path.join(tmp, name);
  let databaseUrl: string | undefined;
  if (databaseServer) {
    const fresh = await createFreshDatabase(databaseServer);
    cleanups.push(fresh.drop);
    databaseUrl = fresh.url;
  }
  const database: Database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: onDisk ? dataDir : null },
  );
  return { database, dataDir, databaseUrl };
}

describe('a backup made by an earlier release', () => {
  it('is there for every release that changed the schema so far', () => {
    expect(levels).toContain('0024_profile_emergency_contact');
  });

  it.each(levels)(
    '%s restores with this code, later migrations applied, and the club is all there',
    { timeout: 180_000 },
    async (level) => {
      const { database, dataDir } = await emptyTarget(level);
      cleanups.push(() => database.close());
      const report = await restoreBackup(archiveOf(level), { database, dataDir });
      expect(report.manifest.database.migrationLevel).toBe(level);
      const last = report.manifest.database.migrations.at(-1)!.createdAt;
      expect(report.laterMigrations).toEqual(
        codeMigrations()
          .filter((m) => m.createdAt > last)
          .map((m) => m.tag),
      );
      expect(report.warnings).toEqual([]);
      expect(await hasPendingMigrations(database)).toBe(false);

      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
      });
      const ctx = createAppContext(env, database, createLogger('silent'));
      await expectDrillData({ ctx, app: createApp(ctx) } as unknown as TestApp, factsOf(level));
    },
  );

  it('is backed up by npm start before it migrates the database', { timeout: 180_000 }, async () => {
    const level = levels[0]!;
    const { database, dataDir, databaseUrl } = await emptyTarget('start', true);
    // As the earlier release left it: at its own migration level.
    await restoreBackup(archiveOf(level), { database, dataDir }, { applyLaterMigrations: false });
    expect(await hasPendingMigrations(database)).toBe(true);
    await database.close();

    let upgraded: Database;
    if (databaseUrl) {
      // PostgreSQL: the server migrates in its own process.
      const server = await startServer(
        loadEnv({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://localhost:3000',
          LOG_LEVEL: 'silent',
          RATE_LIMITS: 'off',
        }),
        {},
      );
      cleanups.push(() => server.stop());
      await signIn(overHttp(server), factsOf(level).member.email, factsOf(level).member.password);
      upgraded = server.ctx.database;
    } else {
      // The embedded database: npm start's server hands the migration to this child process.
      await runDatabasePreparation([process.execPath, '--import', 'tsx', prepareEntry], {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NJTC_SEED: 'on',
      });
      upgraded = await openDatabase({ dataDir });
      cleanups.push(() => upgraded.close());
    }
    expect(await hasPendingMigrations(upgraded)).toBe(false);
    // An upgraded club gets no demo content (the seed is on, as in npm start).
    const [users] = await upgraded.db.select({ n: count() }).from(user);
    expect(users?.n).toBe(5);
    const backups = readdirSync(path.join(dataDir, 'backups'));
    expect(backups).toEqual([
      expect.stringMatching(new RegExp(`^courtside-before-upgrade-${level}-\\d{8}T\\d{6}Z\\.tar\\.gz$`)),
    ]);
    const manifest = await readBackupManifest(path.join(dataDir, 'backups', backups[0]!));
    expect(manifest.database.migrationLevel).toBe(level);
    expect(manifest.database.tables).toEqual((await readBackupManifest(archiveOf(level))).database.tables);
  });

  it('is backed up by the users command before it migrates the database', { timeout: 180_000 }, async () => {
    const level = levels.at(-1)!;
    const { database, dataDir, databaseUrl } = await emptyTarget('users-command', true);
    await restoreBackup(archiveOf(level), { database, dataDir }, { applyLaterMigrations: false });
    await database.close();
    const settings: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (databaseUrl) settings.DATABASE_URL = databaseUrl;
    const run = await runScript('users', ['list'], settings);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(factsOf(level).member.email);
    const backups = readdirSync(path.join(dataDir, 'backups'));
    expect(backups).toEqual([
      expect.stringMatching(new RegExp(`^courtside-before-upgrade-${level}-\\d{8}T\\d{6}Z\\.tar\\.gz$`)),
    ]);
    expect(run.stderr).toContain(backups[0]);
    const upgraded = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    cleanups.push(() => upgraded.close());
    expect(await hasPendingMigrations(upgraded)).toBe(false);
  });
});
