import { ilike, or, type SQL } from 'drizzle-orm';

/** A search term as an ILIKE pattern matching it anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Rows where any of `columns` contains the search term; no term, no filter. */
export function containsAny(q: string | undefined, columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}
