import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per group of cached reads (issue 24), bumped by statement triggers on the tables
 * those reads come from (migration 0031), so a cached answer is checked with one primary-key
 * read in the same database every process and every writer uses: a cache that cannot be stale
 * after a commit, whatever wrote (the app, the CLI, plain SQL), and with no wait for a message.
 */
export const readVersions = pgTable('read_versions', {
  topic: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
