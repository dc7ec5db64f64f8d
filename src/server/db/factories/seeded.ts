import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/**
 * Whether a demo step wrote its rows already (any row of `table`, or of those `where` picks):
 * each step runs once, so seeding again leaves the demo club as it is.
 */
export async function hasRows(db: DbOrTx, table: PgTable, where?: SQL): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table).where(where);
  return n > 0;
}
