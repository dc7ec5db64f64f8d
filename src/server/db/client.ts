import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The one database type the features use: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where drizzle keeps the applied migrations (`drizzle`; a test's own schema on PostgreSQL). */
  migrationsSchema: string;
  /** Cheap round trip, used by the health route. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL) or on the embedded
   * database (PGlite). Resolves once listening; returns the stop function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Postgres settings for PGlite (added to its defaults). It runs inside this process's WASM heap,
 * which grows and never shrinks: the stock shared_buffers (128 MB) took the heap from 128 to
 * 188 MB on open and kept it there. A club's database is a few tens of MB and the OS page cache
 * sits below PGlite's files, so small buffers cost little (see docs/decisions/ on memory and
 * start-up).
 */
const pgliteSettings = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=2MB'];

/** Whether `${dataDir}/pglite` already holds a database (initdb has run there). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.resolve(dataDir, 'pglite', 'PG_VERSION'));
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The LISTEN connection was lost (it is being re-established). */
  onLost(): void;
  /** Listening again after a loss: notifications sent meanwhile are lost. */
  onReconnect(): void;
}

export type DatabaseTarget =
  | { databaseUrl: string; schema?: string }
  | {
      dataDir: string | null;
      /**
       * In memory only: start from a dump of another PGlite (dumpDataDir) instead of an empty
       * cluster. Tests open every file's database from one migrated dump: initdb and 25
       * migrations per file were most of a file's start.
       */
      fromDump?: Blob;
    };

/**
 * Opens PGlite in `${dataDir}/pglite` (or in memory when dataDir is null),
 * or a PostgreSQL pool when a URL is given. `schema` (PostgreSQL only) sets the
 * search_path so each test file can work in a schema of its own.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
    });
    if (target.schema) {
      const c = await pool.connect();
      try {
        await c.query(`create schema if not exists "${target.schema}"`);
      } finally {
        c.release();
      }
    }
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    const migrationsSchema = target.schema ?? 'drizzle';
    return {
      db,
      kind: 'postgres',
      migrationsSchema,
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: () =>
        migratePg(drizzlePg(pool), {
          migrationsFolder,
          migrationsSchema,
        }),
      listen: (channel, handlers) =>
        listenOnPostgres(
          { connectionString: target.databaseUrl, options: pool.options.options },
          channel,
          handlers,
        ),
      close: () => pool.end(),
    };
  }
  // Loaded only for PGlite: a server on PostgreSQL never holds PGlite or its drizzle driver
  // (decision 044).
  const [{ PGlite: PGliteClient }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const pgliteStartParams = [...PGliteClient.defaultStartParams, ...pgliteSettings];
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGliteClient(dir, { startParams: pgliteStartParams });
  } else {
    client = new PGliteClient({ startParams: pgliteStartParams, loadDataDir: target.fromDump });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrationsSchema: 'drizzle',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, handlers) => {
      // One embedded connection: notifications arrive with the results of any query.
      const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** Whether the database lacks a migration of `migrationsFolder` (or was never migrated). */
export async function hasPendingMigrations(database: Database): Promise<boolean> {
  const last = readMigrationFiles({ migrationsFolder }).at(-1);
  if (!last) return false;
  try {
    // Both drivers answer { rows }; the shared Db type does not say so.
    const result = (await database.db.execute(
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ at: string | number | null }> };
    return Number(result.rows[0]?.at ?? 0) < last.folderMillis;
  } catch {
    return true; // no migrations table yet
  }
}

const reconnectDelaysMs = [100, 500, 1000, 2000, 5000] as const;

/** A dedicated client (never a pooled one: LISTEN belongs to one session), reconnected when lost. */
async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let isStopped = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client(config);
    client.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onPayload(msg.payload ?? '');
    });
    const lost = () => {
      if (current !== client) return;
      current = null;
      client.end().catch(() => {});
      if (isStopped) return;
      handlers.onLost();
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    current = client;
  };

  const scheduleReconnect = () => {
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          handlers.onReconnect();
        },
        () => {
          if (!isStopped) scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
