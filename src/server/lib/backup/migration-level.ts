import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DbOrTx, migrationsFolder } from '../../db/client';

/** One migration of this code, as drizzle applies it. */
export interface CodeMigration {
  /** The file's name without .sql, e.g. "0024_profile_emergency_contact". */
  tag: string;
  /** drizzle's order key (the journal's `when`), stored as `created_at` when applied. */
  createdAt: number;
  /** sha256 of the file, stored as `hash` when applied. */
  hash: string;
  /** The file split at drizzle's statement breakpoints. */
  statements: string[];
}

/** A migration recorded as applied in a database. */
export interface AppliedMigration {
  createdAt: number;
  hash: string;
}

/** The migrations this code ships, oldest first. */
export function codeMigrations(folder = migrationsFolder): CodeMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => {
    const file = files[i]!;
    return {
      tag: entry.tag,
      createdAt: entry.when,
      hash: file.hash,
      statements: file.sql.map((s) => s.trim()).filter((s) => s !== ''),
    };
  });
}

/** The migrations recorded in `schema`.__drizzle_migrations, oldest first ([] when never migrated). */
export async function appliedMigrations(db: DbOrTx, schema: string): Promise<AppliedMigration[]> {
  const table = `${quoteIdentifier(schema)}."__drizzle_migrations"`;
  const exists = (await db.execute(sql`select to_regclass(${table})::text as name`)) as unknown as {
    rows: Array<{ name: string | null }>;
  };
  if (!exists.rows[0]?.name) return [];
  const result = (await db.execute(
    sql.raw(`select created_at::text as created_at, hash from ${table} order by created_at, id`),
  )) as unknown as { rows: Array<{ created_at: string; hash: string }> };
  return result.rows.map((r) => ({ createdAt: Number(r.created_at), hash: r.hash }));
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The migrations a database is at, named by this code's files (null for one it does not ship). */
export function nameApplied(
  applied: readonly AppliedMigration[],
  code: readonly CodeMigration[],
): Array<AppliedMigration & { migration: CodeMigration | null }> {
  const byTime = new Map(code.map((m) => [m.createdAt, m]));
  return applied.map((a) => ({ ...a, migration: byTime.get(a.createdAt) ?? null }));
}
