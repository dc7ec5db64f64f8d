import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '@server/env';
import { type RunningServer, startServer } from '@server/server';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 7 §3: a new PGlite database is created, migrated and seeded in a child process, so the
// serving process never keeps the WASM heap that work grows; reopening stays in-process.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const prepareEntry = path.join(repoRoot, 'src/server/prepare-database.ts');
const prepareCommand = [process.execPath, '--import', 'tsx', prepareEntry];
const failingCommand = [process.execPath, '-e', 'process.exit(3)'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'njtc-start-up-'));
const env = loadEnv({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'start-up-test-secret-start-up-test-secret',
});
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting on the embedded database', () => {
  it('prepares a new database in the child process and refuses to start when the child fails', async () => {
    const failing = mkdtempSync(path.join(tmpdir(), 'njtc-start-up-failing-'));
    try {
      await expect(
        startServer({ ...env, DATA_DIR: failing }, { prepareDatabaseCommand: failingCommand }),
      ).rejects.toThrow(/Preparing the database failed \(exit code 3\)/);
    } finally {
      rmSync(failing, { recursive: true, force: true });
    }
  });

  it('serves a database the child created, migrated and seeded', { timeout: 180_000 }, async () => {
    const server = await startServer(env, { prepareDatabaseCommand: prepareCommand });
    running.push(server);
    const events = (await (await fetch(`${server.url}/api/social-events`)).json()) as {
      upcoming: unknown[];
    };
    expect(events.upcoming.length).toBeGreaterThan(0);
    await server.stop();
    running.pop();
  });

  it('reopens an up-to-date database without the child', { timeout: 120_000 }, async () => {
    const server = await startServer(env, { prepareDatabaseCommand: failingCommand });
    running.push(server);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
