import type { Page } from '@shared/schemas/paging';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** OFFSET of a page (pages start at 1): `.limit(pageSize).offset(pageOffset(page, pageSize))`. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A list's chosen sort column in the chosen direction. */
export function sortedBy(column: AnyPgColumn | SQL, dir: 'asc' | 'desc'): SQL {
  return dir === 'desc' ? desc(column) : asc(column);
}

/** The one paged answer shape (src/shared/schemas/paging.ts). */
export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize };
}

/**
 * One page of a table's rows that match `where`, in `orderBy` order, each shaped by `toItem`,
 * with the count of all that match (an admin list's search, sort and pages).
 */
export async function readPage<T extends PgTable, I>(
  db: DbOrTx,
  table: T,
  query: { where: SQL | undefined; orderBy: (SQL | AnyPgColumn)[]; page: number; pageSize: number },
  toItem: (row: T['$inferSelect']) => I,
): Promise<Page<I>> {
  const { where, page, pageSize } = query;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))) as T['$inferSelect'][];
  return pageOf(rows.map(toItem), total, page, pageSize);
}
