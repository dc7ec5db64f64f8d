import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@server/db/client';
import { is, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';

// Tables issue 2 promises, whatever else the schema grows.
const foundationTables = ['client_errors', 'email_outbox', 'newsletter_subscribers'];

// Every table declared in the Drizzle schema must exist after the committed migrations:
// this catches a schema change whose `drizzle-kit generate` was forgotten.
const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/server/db/schema/*.ts', {
  eager: true,
});
const declared = new Map<string, string[]>();
for (const mod of Object.values(schemaModules)) {
  for (const value of Object.values(mod)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema) continue; // tables in another schema (none so far) are checked by their own tests
    declared.set(
      config.name,
      config.columns.map((c) => (c.keyAsName ? toSnakeCase(c.name) : c.name)),
    );
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tablesOf(database: Database): Promise<string[]> {
  const list = await rows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return list.map((r) => r.table_name);
}

async function columnsOf(database: Database): Promise<Map<string, Set<string>>> {
  const list = await rows<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const r of list) {
    if (!byTable.has(r.table_name)) byTable.set(r.table_name, new Set());
    byTable.get(r.table_name)!.add(r.column_name);
  }
  return byTable;
}

async function appliedMigrations(database: Database, migrationsSchema: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    database,
    sql`select count(*)::int as n from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
  );
  return Number(row!.n);
}

async function expectSchemaComplete(database: Database) {
  const tables = await tablesOf(database);
  for (const name of foundationTables) expect(tables, `table ${name}`).toContain(name);

  const columns = await columnsOf(database);
  const missing: string[] = [];
  for (const [table, cols] of declared) {
    const have = columns.get(table);
    if (!have) {
      missing.push(`table ${table}`);
      continue;
    }
    for (const col of cols) if (!have.has(col)) missing.push(`column ${table}.${col}`);
  }
  expect(missing, 'declared in src/server/db/schema but not created by the migrations').toEqual([]);
}

describe('the Drizzle schema', () => {
  it('migrations name no schema (the PostgreSQL suite applies them in a schema per test file)', () => {
    const files = import.meta.glob<string>('../../src/server/db/migrations/*.sql', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const named = Object.entries(files).filter(([, text]) => text.includes('"public".'));
    expect(named.map(([file]) => file)).toEqual([]);
  });

  it('declares the foundation tables', () => {
    for (const name of foundationTables) expect([...declared.keys()]).toContain(name);
  });
});

describe('migrations on PGlite', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'njtc-migrations-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('create every declared table and column on a fresh database', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      await database.migrate();
      await expectSchemaComplete(database);
    } finally {
      await database.close();
    }
  });

  it('are a no-op when applied again, also after reopening the data folder', async () => {
    const first = await openDatabase({ dataDir: tmp });
    await first.migrate();
    const applied = await appliedMigrations(first, 'drizzle');
    const tables = await tablesOf(first);
    expect(applied).toBeGreaterThan(0);
    await first.migrate();
    expect(await appliedMigrations(first, 'drizzle')).toBe(applied);
    await first.close();

    const reopened = await openDatabase({ dataDir: tmp });
    try {
      await reopened.migrate();
      expect(await appliedMigrations(reopened, 'drizzle')).toBe(applied);
      expect(await tablesOf(reopened)).toEqual(tables);
    } finally {
      await reopened.close();
    }
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('migrations on PostgreSQL (TEST_DATABASE_URL)', () => {
  const schema = `m_${randomBytes(6).toString('hex')}`;
  let database: Database | undefined;
  afterAll(async () => {
    if (!database) return;
    await database.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
    await database.close();
  });

  it('create every declared table and column, and re-applying is a no-op', async () => {
    database = await openDatabase({ databaseUrl: databaseUrl!, schema });
    const [version] = await rows<{ server_version_num: string }>(database, sql`show server_version_num`);
    expect(Number(version!.server_version_num)).toBeGreaterThanOrEqual(150000);

    await database.migrate();
    await expectSchemaComplete(database);
    const applied = await appliedMigrations(database, schema);
    const tables = await tablesOf(database);
    expect(applied).toBeGreaterThan(0);

    await database.migrate();
    expect(await appliedMigrations(database, schema)).toBe(applied);
    expect(await tablesOf(database)).toEqual(tables);
  });
});
