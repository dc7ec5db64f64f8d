import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import type { AppContext } from '@server/context';
import { openDatabase } from '@server/db/client';
import { loadEnv } from '@server/env';
import { createLogger } from '@server/lib/logger';
import { startNotifyBus } from '@server/lib/notify-bus';
import { RateLimiter } from '@server/lib/rate-limit';
import { reuseRepeatedPasswordHashes } from './password-hashes';
import { templateEnvName } from './pglite-template';

export interface TestApp {
  ctx: AppContext;
  /** The PostgreSQL schema of this app (TEST_DATABASE_URL only): another app may join it. */
  schema?: string;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

let migratedDump: Blob | undefined;

/** The migrated PGlite dump the integration project's global setup wrote (read once per worker). */
function pgliteTemplate(): Blob | undefined {
  const file = process.env[templateEnvName];
  if (!file) return undefined;
  migratedDump ??= new Blob([readFileSync(file)]);
  return migratedDump;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (opened from the
 * run's migrated template when there is one), or a schema of its own on TEST_DATABASE_URL
 * (PostgreSQL) when that is set.
 */
export async function createTestApp(
  options: {
    rateLimits?: boolean;
    env?: Record<string, string>;
    /** A second app instance on another app's PostgreSQL schema (as a second process would be). */
    joinSchema?: string;
  } = {},
): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'njtc-test-'));
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? (options.joinSchema ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  const database = await openDatabase(
    url ? { databaseUrl: url, schema } : { dataDir: null, fromDump: pgliteTemplate() },
  );
  // Applies nothing on a template database; a missing or older template still gets migrated.
  await database.migrate();
  const bus = await startNotifyBus(database);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-123456',
    ...options.env,
  });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    logger: createLogger(env.LOG_LEVEL),
    rateLimiter: new RateLimiter(database.db, options.rateLimits ?? true),
    bus,
    uploadsDir: path.join(tmp, 'uploads'),
    authSecret: env.AUTH_SECRET!,
  };
  const app = createApp(ctx);
  await reuseRepeatedPasswordHashes(ctx);
  return {
    ctx,
    app,
    schema,
    close: async () => {
      if (schema && url && !options.joinSchema) {
        await ctx.db.execute(`drop schema if exists "${schema}" cascade` as never).catch(() => {});
      }
      await bus.close();
      await database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** The origin test apps run under (PUBLIC_URL): write requests must come from it. */
export const testAppOrigin = 'http://localhost:3000';

/** JSON request helper for app.request, sent as a page of the site sends it (its Origin). */
export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', origin: testAppOrigin, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
