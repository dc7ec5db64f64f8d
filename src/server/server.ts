import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { expireUnverifiedAccounts } from './auth/unverified-accounts';
import type { AppContext } from './context';
import { type Database, hasPendingMigrations, hasPgliteDatabase, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { runDatabasePreparation } from './db/prepare-database';
import { seedNewDatabase } from './db/seed';
import type { Env } from './env';
import { startScheduledMessages } from './features/club-messages/message-sending';
import { startHeldPlacesSweep } from './features/events/registration-holds';
import { startLookingDigests } from './features/looking-for-team/looking-rep-notices';
import { startMembershipJobs } from './features/membership/membership-reminders';
import { startAvailabilityReminders } from './features/team-matches/reminders-job';
import { startScoreConfirmReminders } from './features/team-matches/score-confirm-reminders-job';
import { startSubExpiryNotices } from './features/team-matches/sub-expiry-job';
import { resolveAuthSecret } from './lib/auth-secret';
import { backupSourceOf, prepareBackup } from './lib/backup/backup-archive';
import { backUpBeforeMigrating } from './lib/backup/backup-before-migrating';
import { startBackupControl } from './lib/backup/backup-control';
import { appliedMigrations } from './lib/backup/migration-level';
import { startScheduledBackups } from './lib/backup/scheduled-backups';
import { startCheckoutExpiryWorker } from './lib/ledger/checkout-expiry';
import { createLogger, type Logger } from './lib/logger';
import { startOutboxWorker } from './lib/mail/outbox-worker';
import { localNotifyBus, type NotifyBus, startNotifyBus } from './lib/notify-bus';
import { drainOutboxes } from './lib/push/push-outbox';
import { resolveVapidKeys } from './lib/push/vapid-keys';
import { RateLimiter } from './lib/rate-limit';
import { startRepeatingJob } from './lib/repeating-job';
import { sweepUnattachedUploads } from './lib/upload-records';

export interface RunningServer {
  url: string;
  ctx: AppContext;
  stop(): Promise<void>;
}

export interface StartOptions {
  clientDir?: string;
  seed?: boolean;
  /**
   * The command that runs the prepare-database entry ([node, ...args, script]). When set, a
   * new database is created, migrated and seeded in that child process (and an existing one
   * with pending migrations is migrated there), so the serving process never holds the heap
   * that work grows (PGlite's WASM heap; on PostgreSQL, Node's). Unset: everything happens in
   * this process.
   */
  prepareDatabaseCommand?: readonly string[];
}

/** The context every feature gets, for a database that is open (the server and its helpers). */
export function createAppContext(
  env: Env,
  database: Database,
  logger: Logger,
  // The serving process listens; a helper process (seeding, the CLI) only writes, and the
  // database triggers tell the listening processes.
  bus: NotifyBus = localNotifyBus(),
): AppContext {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env,
    database,
    db: database.db,
    logger,
    rateLimiter: new RateLimiter(database.db, env.RATE_LIMITS === 'on'),
    bus,
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
  };
}

/**
 * Hourly clean-up of what nobody finished (issue 18): accounts whose address was never
 * confirmed (7 days) and uploads no record shows (24 h). Each item is claimed by one
 * statement with SKIP LOCKED, so several processes running it remove each once.
 */
function startHousekeeping(ctx: AppContext): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'Housekeeping', firstAfterMs: 2 * 60_000, everyMs: 60 * 60_000 },
    async () => {
      const accounts = await expireUnverifiedAccounts(ctx.db);
      const files = await sweepUnattachedUploads(ctx.db, ctx.uploadsDir);
      if (accounts + files.length > 0) {
        ctx.logger.info(
          { accounts, files: files.length },
          'housekeeping: removed unconfirmed accounts and unused uploads',
        );
      }
    },
  );
}

/** Locks the data folder, opens and migrates the database, seeds a new one, and serves. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  // PGlite lives in DATA_DIR; with DATABASE_URL the folder still holds uploads and the secret.
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const stoppers: Array<() => Promise<void> | void> = [releaseLock];
  try {
    const prepareInChild = async () => {
      if (!options.prepareDatabaseCommand) return;
      const started = Date.now();
      await runDatabasePreparation(options.prepareDatabaseCommand, {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: env.LOG_LEVEL,
        NJTC_SEED: options.seed === false ? 'off' : 'on',
      });
      logger.info({ ms: Date.now() - started }, 'database prepared in a child process');
    };
    if (!env.DATABASE_URL && !hasPgliteDatabase(dataDir)) await prepareInChild();
    let database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    if (options.prepareDatabaseCommand && (await hasPendingMigrations(database))) {
      if (env.DATABASE_URL) {
        // PostgreSQL too: a new or upgraded database is migrated (and a new one seeded) in the
        // child, so the serving process does not keep the heap that work grew (decision 044:
        // about 15 MB of its idle RSS). The pool stays open: it holds no lock the child needs.
        await prepareInChild();
      } else {
        // An upgrade brought migrations: apply them in the child too, then reopen.
        await database.close();
        await prepareInChild();
        database = await openDatabase({ dataDir });
      }
    }
    const opened = database;
    stoppers.unshift(() => opened.close());
    // Demo content goes into a database this start creates, never into a club's restored,
    // imported or upgraded data (the child seeds the PGlite databases it creates).
    const isNewDatabase = (await appliedMigrations(database.db, database.migrationsSchema)).length === 0;
    // An upgrade on PostgreSQL (or PGlite without the child): the club's data is archived first.
    await backUpBeforeMigrating({
      database,
      env,
      uploadsDir: path.join(dataDir, 'uploads'),
      authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
      logger,
    });
    await database.migrate();
    const bus = await startNotifyBus(database);
    stoppers.unshift(() => bus.close());

    const ctx = createAppContext(env, database, logger, bus);
    // Made on first start (DATA_DIR/vapid-keys.json) unless set: browsers subscribe with it.
    resolveVapidKeys(env);
    if (options.seed !== false && isNewDatabase) await seedNewDatabase(ctx);
    // Stopped before the database closes (stoppers run first-added-last).
    stoppers.unshift(startOutboxWorker(ctx, { drain: drainOutboxes }));
    stoppers.unshift(startCheckoutExpiryWorker(ctx));
    stoppers.unshift(startHousekeeping(ctx));
    stoppers.unshift(startMembershipJobs(ctx));
    stoppers.unshift(startScheduledMessages(ctx));
    stoppers.unshift(startAvailabilityReminders(ctx));
    stoppers.unshift(startSubExpiryNotices(ctx));
    stoppers.unshift(startScoreConfirmReminders(ctx));
    stoppers.unshift(startLookingDigests(ctx));
    stoppers.unshift(startScheduledBackups(ctx));
    // The embedded database is this process's alone: `npm run backup` asks it over a socket.
    if (!env.DATABASE_URL)
      stoppers.unshift(await startBackupControl(dataDir, logger, () => prepareBackup(backupSourceOf(ctx))));
    stoppers.unshift(startHeldPlacesSweep(ctx));

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
