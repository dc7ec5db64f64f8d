import type { Db } from '../db/client';

/*
 * Prepared statements for the hottest per-viewer reads (issue 24): the SQL text is built once
 * per database handle instead of on every request, and PostgreSQL keeps the named statement's
 * plan per connection. A prepared statement belongs to the handle it was made on, so each
 * handle (the app's, a test app's) gets its own; transactions never use these.
 */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` prepared on `db`, made by `build` the first time. */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
