import type { DbOrTx } from '../db/client';

/** What PGlite, a PGlite transaction, node-postgres's pool and a pool client all answer. */
interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver's client under a drizzle handle: the app's own (`$client`), or the connection a
 * transaction runs on (its session's client: PGlite's transaction, node-postgres's pool client).
 */
function driverClientOf(db: DbOrTx): DriverClient {
  const client =
    (db as { $client?: DriverClient }).$client ??
    (db as { _?: { session?: { client?: DriverClient } } })._?.session?.client;
  if (typeof client?.query !== 'function') throw new Error('driverQuery: this handle has no driver client');
  return client;
}

/**
 * Sends one statement's text and parameters straight to the driver, on the handle's connection
 * (inside its transaction, if it is one). For the hottest one-row writes only (issue 24,
 * decision 043): drizzle's query builder and result mapping cost more CPU than the statement
 * itself on PGlite (1.1 ms against 0.5 ms for the availability answer's upsert). The rows come
 * back as the driver parses them; read only columns whose parsed form is the same on both
 * drivers (text, integers, booleans, uuids).
 */
export async function driverQuery<Row>(db: DbOrTx, text: string, params: readonly unknown[]): Promise<Row[]> {
  return (await driverClientOf(db).query(text, [...params])).rows as Row[];
}
