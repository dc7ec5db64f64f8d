import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDemoContent } from './db/seed';
import type { Env } from './env';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger } from './lib/logger';
import { startOutboxWorker } from './lib/mail/outbox-worker';
import { RateLimiter } from './lib/rate-limit';

export interface RunningServer {
  url: string;
  ctx: AppContext;
  stop(): Promise<void>;
}

export interface StartOptions {
  clientDir?: string;
  seed?: boolean;
}

/** Locks the data folder, opens and migrates the database, seeds an empty one, and serves. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  // PGlite lives in DATA_DIR; with DATABASE_URL the folder still holds uploads and the secret.
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const stoppers: Array<() => Promise<void> | void> = [releaseLock];
  try {
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataDir },
    );
    stoppers.unshift(() => database.close());
    await database.migrate();

    const ctx: AppContext = {
      env,
      database,
      db: database.db,
      logger,
      rateLimiter: new RateLimiter(database.db, env.RATE_LIMITS === 'on'),
      uploadsDir: path.join(dataDir, 'uploads'),
      authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
    };
    if (options.seed !== false) await seedDemoContent(ctx);
    // Stopped before the database closes (stoppers run first-added-last).
    stoppers.unshift(startOutboxWorker(ctx));

    const app = createApp(ctx, { clientDir: options.clientDir });
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    stoppers.unshift(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
    logger.info({ url, database: database.kind }, 'NJTC server listening');
    return {
      url,
      ctx,
      stop: async () => {
        for (const stop of stoppers) await stop();
      },
    };
  } catch (err) {
    for (const stop of stoppers) await stop();
    throw err;
  }
}
