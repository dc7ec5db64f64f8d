import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CodeMigration } from './migration-level';
import { statementBreak } from './sql-dump';

/** Each statement of a backup's SQL (they end with a line holding only the break marker). */
export async function* sqlStatements(input: Readable): AsyncGenerator<string> {
  let pending = '';
  let lines: string[] = [];
  const take = function* (text: string) {
    const parts = (pending + text).split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      if (line === statementBreak) {
        const statement = lines.join('\n');
        lines = [];
        if (hasCode(statement)) yield statement;
      } else lines.push(line);
    }
  };
  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) yield* take(chunk);
  if (pending !== '') lines.push(pending);
  const rest = lines.join('\n');
  if (hasCode(rest)) yield rest;
}

/** Whether a piece of SQL holds more than comments and blank lines. */
function hasCode(text: string): boolean {
  return text.split('\n').some((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('--');
  });
}

/** Runs a backup's SQL statement by statement in `tx` (the caller's one transaction). */
export async function loadDatabaseSql(tx: DbOrTx, input: Readable): Promise<number> {
  let count = 0;
  for await (const statement of sqlStatements(input)) {
    await tx.execute(sql.raw(statement));
    count += 1;
  }
  return count;
}

/**
 * Applies `migrations` in `tx` and records each as drizzle does (drizzle's own migrator opens
 * its own transaction; here the migrations after a restored archive's level commit with it).
 */
export async function applyMigrations(tx: DbOrTx, migrations: readonly CodeMigration[]): Promise<void> {
  for (const m of migrations) {
    for (const statement of m.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${m.hash}, ${m.createdAt})`,
    );
  }
}
