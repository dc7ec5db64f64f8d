import { and, eq, like, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table whose rows have a unique web address. */
export type SlugTable = PgTable & { id: PgColumn; slug: PgColumn };

/** Whether another row (not `exceptId`) already has this slug. */
export async function isSlugTaken(db: DbOrTx, table: SlugTable, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/**
 * The one way to a free slug: `base` itself, else with one of the hints ("summer-social-2026"
 * with a date), else numbered ("city-park-2", "-3"…), cut to `maxLength`. Two concurrent saves
 * can still pick the same one: the unique index decides, and the caller reports a taken slug.
 */
export async function freeSlug(
  db: DbOrTx,
  table: SlugTable,
  base: string,
  options: { exceptId?: string; hints?: string[]; maxLength?: number } = {},
): Promise<string> {
  const maxLength = options.maxLength ?? 80;
  const root = base.slice(0, maxLength);
  // Every candidate starts with this (suffixes up to 11 characters; slugs hold no LIKE wildcards).
  const prefix = root.slice(0, Math.max(1, maxLength - 12));
  const rows = await db
    .select({ slug: table.slug })
    .from(table as PgTable)
    .where(
      and(like(table.slug, `${prefix}%`), options.exceptId ? ne(table.id, options.exceptId) : undefined),
    );
  const taken = new Set(rows.map((r) => r.slug as string));
  const withSuffix = (suffix: string) => `${root.slice(0, maxLength - suffix.length - 1)}-${suffix}`;
  if (!taken.has(root)) return root;
  for (const hint of options.hints ?? []) if (!taken.has(withSuffix(hint))) return withSuffix(hint);
  for (let n = 2; ; n++) if (!taken.has(withSuffix(String(n)))) return withSuffix(String(n));
}
