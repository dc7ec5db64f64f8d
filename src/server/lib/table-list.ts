import { type CsvColumn, toCsv } from '@shared/csv';
import type { Page } from '@shared/schemas/paging';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { resolveClubTimeZone } from './club-time-zone';
import { readPage, sortedBy } from './paging';

/*
 * A staff list over one table, defined once: the same filter and order make the paged answer
 * and the CSV download of every matching row, so the page and the download always agree.
 */

/**
 * A list's order: the column the viewer sorts by (`columns`, one per sort key) in the chosen
 * direction, then `tiebreak`, so that equal values keep one order from page to page.
 */
export function sortOrder<K extends string>(columns: Record<K, AnyPgColumn>, ...tiebreak: SQL[]) {
  return (query: { sort: K; dir: 'asc' | 'desc' }): SQL[] => [
    sortedBy(columns[query.sort], query.dir),
    ...tiebreak,
  ];
}

export interface TableListDefinition<T extends PgTable, Q extends { page: number }, I> {
  table: T;
  where: (query: Q) => SQL | undefined;
  orderBy: (query: Q) => (SQL | AnyPgColumn)[];
  pageSize: number;
  toItem: (row: T['$inferSelect']) => I;
  csvColumns: CsvColumn<I>[];
}

export interface TableList<Q, I> {
  /** One page of the matching rows, with their count. */
  page: (db: DbOrTx, query: Q) => Promise<Page<I>>;
  /** Every matching row, in the chosen order (no paging), as CSV. */
  csv: (db: DbOrTx, query: Q) => Promise<string>;
}

export function tableList<T extends PgTable, Q extends { page: number }, I>(
  def: TableListDefinition<T, Q, I>,
): TableList<Q, I> {
  return {
    page: (db, query) =>
      readPage(
        db,
        def.table,
        { where: def.where(query), orderBy: def.orderBy(query), page: query.page, pageSize: def.pageSize },
        def.toItem,
      ),
    csv: async (db, query) => {
      const rows = (await db
        .select()
        .from(def.table as PgTable)
        .where(def.where(query))
        .orderBy(...def.orderBy(query))) as T['$inferSelect'][];
      return toCsv(rows.map(def.toItem), def.csvColumns, { timeZone: await resolveClubTimeZone(db) });
    },
  };
}
