import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { readTopics } from '../versioned-read-cache';
import {
  appliedMigrations,
  type CodeMigration,
  codeMigrations,
  nameApplied,
  quoteIdentifier as q,
} from './migration-level';

// The database as one SQL script that PostgreSQL 15 and later (PGlite is 18) both load: the
// schema as this code's migrations wrote it, then every row read through the app's own
// connection inside one REPEATABLE READ READ ONLY transaction (a consistent snapshot while the
// server keeps serving), tables in foreign-key order, then the sequences and drizzle's record of
// the applied migrations. Values travel as PostgreSQL's text form, which every version reads.
// See docs/decisions/024-backup-and-restore.md.

/** The line that ends every statement (drizzle's marker; psql reads it as a comment). */
export const statementBreak = '--> statement-breakpoint';

/** Rows of these tables are not backed up (their schema is): they describe this copy, not the club. */
export const tablesNotBackedUp = new Set(['scheduled_backups', '__drizzle_migrations', 'read_versions']);

export class BackupError extends Error {}

export interface TableDump {
  name: string;
  rows: number;
  /** sha256 of the table's rows as written (one line per row): equal after a faithful restore. */
  sha256: string;
}

export interface DatabaseDump {
  engine: 'pglite' | 'postgres';
  serverVersion: string;
  /** The applied migrations, oldest first (the last one is the migration level). */
  migrations: Array<{ tag: string; createdAt: number; hash: string }>;
  tables: TableDump[];
  sequences: number;
}

interface Column {
  name: string;
  isIdentityAlways: boolean;
}

interface Table {
  oid: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Foreign keys to other tables of the schema (their oids). */
  references: Set<string>;
  /** Foreign keys to itself: [columns, referenced columns]. */
  selfReferences: Array<[string[], string[]]>;
  hasUserTriggers: boolean;
}

type Row = Array<string | null>;

async function rowsOf<T>(db: DbOrTx, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** A string as an SQL literal on one line (E'' with \n, \r and \\ escaped when it needs them). */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  const quoted = value.replaceAll("'", "''");
  if (!/[\\\n\r]/.test(value)) return `'${quoted}'`;
  return `E'${quoted.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r')}'`;
}

async function readCatalog(db: DbOrTx): Promise<Table[]> {
  const tables = await rowsOf<{ oid: string; name: string }>(
    db,
    `select c.oid::text as oid, c.relname as name from pg_class c
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
     order by c.relname`,
  );
  const columns = await rowsOf<{ oid: string; name: string; identity: string; generated: string }>(
    db,
    `select a.attrelid::text as oid, a.attname as name, a.attidentity::text as identity,
            a.attgenerated::text as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
       and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
  );
  const keys = await rowsOf<{ oid: string; columns: string }>(
    db,
    `select i.indrelid::text as oid,
            (select json_agg(a.attname order by k.i) from unnest(i.indkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n)::text as columns
     from pg_index i join pg_class c on c.oid = i.indrelid
     where i.indisprimary and c.relnamespace = current_schema()::regnamespace`,
  );
  const foreign = await rowsOf<{ oid: string; target: string; columns: string; targetColumns: string }>(
    db,
    `select con.conrelid::text as oid, con.confrelid::text as target,
            (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n)::text as columns,
            (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)::text as "targetColumns"
     from pg_constraint con join pg_class c on c.oid = con.conrelid
     where con.contype = 'f' and c.relnamespace = current_schema()::regnamespace`,
  );
  const triggers = await rowsOf<{ oid: string }>(
    db,
    `select distinct t.tgrelid::text as oid from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`,
  );
  const byOid = new Map<string, Table>();
  for (const t of tables) {
    byOid.set(t.oid, {
      oid: t.oid,
      name: t.name,
      columns: [],
      primaryKey: [],
      references: new Set(),
      selfReferences: [],
      hasUserTriggers: false,
    });
  }
  for (const c of columns) {
    // Generated columns are computed again by the target; they cannot be inserted.
    if (c.generated !== '') continue;
    byOid.get(c.oid)?.columns.push({ name: c.name, isIdentityAlways: c.identity === 'a' });
  }
  for (const k of keys) {
    const table = byOid.get(k.oid);
    if (table) table.primaryKey = JSON.parse(k.columns) as string[];
  }
  for (const f of foreign) {
    const table = byOid.get(f.oid);
    if (!table) continue;
    if (f.target === f.oid)
      table.selfReferences.push([JSON.parse(f.columns) as string[], JSON.parse(f.targetColumns) as string[]]);
    else if (byOid.has(f.target)) table.references.add(f.target);
  }
  for (const t of triggers) {
    const table = byOid.get(t.oid);
    if (table) table.hasUserTriggers = true;
  }
  return [...byOid.values()];
}

/** Tables with every table they refer to before them (ties by name, so dumps compare). */
export function inForeignKeyOrder(tables: Table[]): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  let rest = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (rest.length) {
    const ready = rest.filter((t) => [...t.references].every((oid) => placed.has(oid)));
    if (!ready.length)
      throw new BackupError(
        `These tables refer to each other in a cycle, which a backup cannot order: ${rest.map((t) => t.name).join(', ')}`,
      );
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.oid);
    }
    rest = rest.filter((t) => !placed.has(t.oid));
  }
  return ordered;
}

/** Rows of a table that refers to itself, each after the rows it refers to. */
function inSelfReferenceOrder(table: Table, rows: Row[]): Row[] {
  const index = new Map(table.columns.map((c, i) => [c.name, i]));
  const keyOf = (row: Row, columns: string[]) => {
    const values = columns.map((c) => row[index.get(c)!]);
    return values.some((v) => v === null) ? null : JSON.stringify(values);
  };
  const lookups = table.selfReferences.map(([, target]) => {
    const map = new Map<string, number>();
    rows.forEach((row, i) => {
      const key = keyOf(row, target);
      if (key !== null) map.set(key, i);
    });
    return map;
  });
  const out: Row[] = [];
  const state = new Uint8Array(rows.length); // 0 new, 1 visiting, 2 placed
  const visit = (i: number) => {
    if (state[i] === 2) return;
    if (state[i] === 1) throw new BackupError(`Rows of ${table.name} refer to each other in a cycle.`);
    state[i] = 1;
    table.selfReferences.forEach(([columns], r) => {
      const key = keyOf(rows[i]!, columns);
      const parent = key === null ? undefined : lookups[r]!.get(key);
      if (parent !== undefined && parent !== i) visit(parent);
    });
    state[i] = 2;
    out.push(rows[i]!);
  };
  for (let i = 0; i < rows.length; i++) visit(i);
  return out;
}

/** Writes `chunk` and waits when the stream asks to (a big dump never piles up in memory). */
async function writeChunk(out: WriteStream, chunk: Buffer): Promise<void> {
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      out.off('error', onError);
      resolve();
    };
    const onError = (err: Error) => {
      out.off('drain', onDrain);
      reject(err);
    };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

/** Writes text to the file and its running sha256, waiting when the disk is behind. */
class SqlWriter {
  private readonly hash: Hash = createHash('sha256');
  bytes = 0;

  constructor(private readonly out: WriteStream) {}

  async statement(text: string): Promise<void> {
    await this.write(`${text}\n${statementBreak}\n`);
  }

  async write(text: string): Promise<void> {
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    this.bytes += chunk.length;
    await writeChunk(this.out, chunk);
  }

  async close(): Promise<{ sha256: string; bytes: number }> {
    this.out.end();
    await finished(this.out);
    return { sha256: this.hash.digest('hex'), bytes: this.bytes };
  }
}

const rowsPerStatement = 500;
const bytesPerStatement = 1 << 20;

/** Writes a table's rows as INSERT statements to `out` (or only counts and hashes them when null). */
async function dumpTable(db: DbOrTx, table: Table, out: SqlWriter | null): Promise<TableDump> {
  const hash = createHash('sha256');
  let count = 0;
  const columns = table.columns.map((c) => q(c.name)).join(', ');
  const overriding = table.columns.some((c) => c.isIdentityAlways) ? ' OVERRIDING SYSTEM VALUE' : '';
  const head = `INSERT INTO ${q(table.name)} (${columns})${overriding} VALUES `;
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (!batch.length) return;
    await out?.statement(`${head}${batch.join(', ')};`);
    batch = [];
    batchBytes = 0;
  };
  const add = async (row: Row) => {
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    hash.update(`${tuple}\n`);
    count += 1;
    if (!out) return;
    batch.push(tuple);
    batchBytes += tuple.length;
    if (batch.length >= rowsPerStatement || batchBytes >= bytesPerStatement) await flush();
  };

  // Every value in its text form: the input syntax of the same type on any PostgreSQL version.
  const select = `select ${table.columns.map((c, i) => `${q(c.name)}::text as c${i}`).join(', ')} from ${q(table.name)}${
    table.primaryKey.length ? ` order by ${table.primaryKey.map(q).join(', ')}` : ''
  }`;
  const toRow = (r: Record<string, string | null>): Row => table.columns.map((_, i) => r[`c${i}`] ?? null);
  if (table.selfReferences.length) {
    // A table that refers to itself (corrections of payments): parents before children.
    const rows = (await rowsOf<Record<string, string | null>>(db, select)).map(toRow);
    for (const row of inSelfReferenceOrder(table, rows)) await add(row);
  } else {
    // A cursor keeps memory flat whatever the table's size.
    await db.execute(sql.raw(`declare backup_rows no scroll cursor for ${select}`));
    for (;;) {
      const page = await rowsOf<Record<string, string | null>>(db, 'fetch forward 1000 from backup_rows');
      for (const r of page) await add(toRow(r));
      if (page.length < 1000) break;
    }
    await db.execute(sql.raw('close backup_rows'));
  }
  await flush();
  return { name: table.name, rows: count, sha256: hash.digest('hex') };
}

/** The session settings every value's text form depends on, for the rest of the transaction. */
async function applyTextSettings(tx: DbOrTx): Promise<void> {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, YMD'",
    "set local intervalstyle = 'postgres'",
    'set local extra_float_digits = 1',
    "set local bytea_output = 'hex'",
  ])
    await tx.execute(sql.raw(setting));
}

/**
 * Each table's row count and checksum as a dump computes them, read in `tx` (a restore checks the
 * rows it loaded against the backup's manifest with it).
 */
export async function tableChecksums(tx: DbOrTx): Promise<TableDump[]> {
  await applyTextSettings(tx);
  const tables = (await readCatalog(tx)).filter((t) => !tablesNotBackedUp.has(t.name));
  const sums: TableDump[] = [];
  for (const t of tables) sums.push(await dumpTable(tx, t, null));
  return sums;
}

export interface DumpOptions {
  /** Runs inside the snapshot, before the rows are read (the uploads are linked then). */
  duringSnapshot?: (tx: DbOrTx) => Promise<void>;
  /** This code's migrations (tests pass another folder's). */
  migrations?: CodeMigration[];
  /** Written in the file's first lines. */
  appVersion: string;
}

function describeLevel(migrations: DatabaseDump['migrations']): string {
  return migrations.at(-1)?.tag ?? '(none)';
}

/**
 * Writes `database` as SQL to `file` (created with mode 600; it must not exist). The rows come
 * from one REPEATABLE READ READ ONLY transaction: on PostgreSQL other connections keep writing
 * meanwhile; on PGlite, whose one connection the transaction holds, other queries wait for it.
 */
export async function dumpDatabase(
  database: Database,
  file: string,
  options: DumpOptions,
): Promise<DatabaseDump & { sha256: string; bytes: number }> {
  const code = options.migrations ?? codeMigrations();
  const out = new SqlWriter(createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  let closed = false;
  try {
    const dump = await database.db.transaction(
      async (tx) => {
        await applyTextSettings(tx);
        // The first read fixes the snapshot every later read of this transaction sees.
        const [version] = await rowsOf<{ version: string }>(
          tx,
          "select current_setting('server_version') as version",
        );
        const applied = nameApplied(await appliedMigrations(tx, database.migrationsSchema), code);
        const unknown = applied.filter((a) => !a.migration);
        if (unknown.length)
          throw new BackupError(
            `The database has ${unknown.length} migration(s) this code does not know (a newer Courtside made them): back it up with that version.`,
          );
        await options.duringSnapshot?.(tx);
        const migrations = applied.map((a) => ({
          tag: a.migration!.tag,
          createdAt: a.createdAt,
          hash: a.hash,
        }));
        const tables = inForeignKeyOrder(
          (await readCatalog(tx)).filter((t) => t.name !== '__drizzle_migrations'),
        );

        await out.write(
          [
            `-- Courtside database backup, made ${new Date().toISOString()} by Courtside ${options.appVersion}`,
            `-- from ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${version?.version ?? ''}; migration level ${describeLevel(migrations)}.`,
            '-- It holds password hashes: keep it like a password.',
            '-- `npm run restore` loads it with the uploads and the auth secret. By hand, into an empty',
            '-- PostgreSQL 15+ database: psql -v ON_ERROR_STOP=1 --single-transaction -f database.sql URL',
            '',
          ].join('\n'),
        );
        await out.statement("SET client_encoding = 'UTF8';");
        await out.write('\n-- Schema: the migrations applied to the database, as this code ships them.\n');
        const byTime = new Map(code.map((m) => [m.createdAt, m]));
        for (const m of migrations) {
          await out.write(`\n-- ${m.tag}\n`);
          for (const statement of byTime.get(m.createdAt)!.statements) await out.statement(statement);
        }

        await out.write(
          '\n-- Rows. Triggers are off while they load: the rows are already what they made.\n',
        );
        for (const t of tables)
          if (t.hasUserTriggers) await out.statement(`ALTER TABLE ${q(t.name)} DISABLE TRIGGER USER;`);
        // Rows the migrations wrote (the seven roles) are replaced by the backup's own.
        for (const t of [...tables].reverse()) await out.statement(`DELETE FROM ${q(t.name)};`);
        const dumps: TableDump[] = [];
        for (const t of tables) {
          if (tablesNotBackedUp.has(t.name)) {
            dumps.push({ name: t.name, rows: 0, sha256: createHash('sha256').digest('hex') });
            continue;
          }
          await out.write(`\n-- ${t.name}\n`);
          dumps.push(await dumpTable(tx, t, out));
        }
        for (const t of tables)
          if (t.hasUserTriggers) await out.statement(`ALTER TABLE ${q(t.name)} ENABLE TRIGGER USER;`);
        if (tables.some((t) => t.name === 'read_versions')) {
          // Processes still running with cached reads (versioned-read-cache.ts) must recompute:
          // a version from the clock is past any count the triggers reached before.
          const fromClock = '(extract(epoch from clock_timestamp()) * 1000)::bigint';
          await out.statement(
            `INSERT INTO read_versions (topic, version) VALUES ${readTopics.map((t) => `('${t}', ${fromClock})`).join(', ')};`,
          );
        }

        await out.write('\n-- Sequences\n');
        const sequences = await rowsOf<{ name: string }>(
          tx,
          `select c.relname as name from pg_class c
           where c.relnamespace = current_schema()::regnamespace and c.relkind = 'S' order by c.relname`,
        );
        for (const s of sequences) {
          const [state] = await rowsOf<{ last: string; called: boolean | string }>(
            tx,
            `select last_value::text as last, is_called::text as called from ${q(s.name)}`,
          );
          if (!state) continue;
          await out.statement(
            `SELECT setval(${sqlLiteral(q(s.name))}, ${state.last}, ${String(state.called) === 'true'});`,
          );
        }

        await out.write(
          "\n-- drizzle's record of the applied migrations (later ones are applied on restore).\n",
        );
        await out.statement('CREATE SCHEMA IF NOT EXISTS "drizzle";');
        await out.statement(
          'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
        );
        if (migrations.length)
          await out.statement(
            `INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ${migrations
              .map((m) => `(${sqlLiteral(m.hash)}, ${m.createdAt})`)
              .join(', ')};`,
          );
        return {
          engine: database.kind,
          serverVersion: version?.version ?? '',
          migrations,
          tables: dumps,
          sequences: sequences.length,
        } satisfies DatabaseDump;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    closed = true;
    return { ...dump, ...(await out.close()) };
  } finally {
    if (!closed) await out.close().catch(() => {});
  }
}
