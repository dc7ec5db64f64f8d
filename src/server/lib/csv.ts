import type { Context } from 'hono';
import type { DbOrTx } from '../db/client';
import { clubToday } from './club-time-zone';

/* The server's side of the CSV exports; the writer itself is `@shared/csv`, shared with the client. */

/** A download's file name with the club's date: "payments-2026-11-24.csv" (`parts` joined by "-"). */
export async function csvFileName(db: DbOrTx, ...parts: string[]): Promise<string> {
  return `${[...parts, await clubToday(db)].join('-')}.csv`;
}

/** A CSV download response; the BOM makes Excel read UTF-8 names correctly. */
export function csvResponse(c: Context, filename: string, csv: string): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(`\uFEFF${csv}`);
}
