// Vitest global setup of the integration project: one migrated PGlite, dumped once per run, from
// which every test file opens its own in-memory database (tests/support/test-context.ts). A fresh
// database per file stays the rule; only initdb and the migrations are no longer repeated per file.
// With TEST_DATABASE_URL set, the files use PostgreSQL schemas instead and nothing is made here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@server/db/client';

export const templateEnvName = 'NJTC_TEST_PGLITE_TEMPLATE';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'njtc-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Forked test workers inherit the environment of this process.
  process.env[templateEnvName] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
