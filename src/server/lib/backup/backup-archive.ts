import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from '@shared/zod';
import type { AppContext } from '../../context';
import type { Database, DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { appVersion } from '../app-version';
import { BackupError, dumpDatabase } from './sql-dump';
import { readTar, TarFormatError, tarEnd, tarFile } from './tar';

// One backup = one .tar.gz: courtside-backup/manifest.json (first, so a reader learns what it
// holds before anything else), database.sql, auth-secret, uploads/<file>…
// See docs/decisions/024-backup-and-restore.md.

export const archiveFolder = 'courtside-backup';
const formatName = 'courtside-backup';
const formatVersion = 1;

const fileSchema = z.object({
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(formatName),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    /** The last applied migration's tag (null: never migrated). */
    migrationLevel: z.string().nullable(),
    migrations: z.array(z.object({ tag: z.string(), createdAt: z.number(), hash: z.string() })),
    tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative(), sha256: z.string() })),
    sequences: z.number().int().nonnegative(),
  }),
  uploads: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Files the database names that were not in the uploads folder when the backup was made. */
    missing: z.array(z.string()),
  }),
  files: z.array(fileSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** What a backup is made of: the open database, the uploads folder and the auth secret. */
export interface BackupSource {
  database: Database;
  uploadsDir: string;
  authSecret: string;
  /** A folder on the uploads' file system for the work files (they are removed afterwards). */
  workDir: string;
}

/** The running app's backup source: its database, DATA_DIR/uploads and auth secret. */
export function backupSourceOf(
  ctx: Pick<AppContext, 'database' | 'uploadsDir' | 'authSecret' | 'env'>,
): BackupSource {
  return {
    database: ctx.database,
    uploadsDir: ctx.uploadsDir,
    authSecret: ctx.authSecret,
    workDir: path.resolve(ctx.env.DATA_DIR),
  };
}

/** Names an archive may hold under uploads/ (the app's own names; never `..` or a path). */
const safeUploadName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Hard links (or copies, across file systems) of the uploads folder's files into `into`. */
async function linkUploads(uploadsDir: string, into: string): Promise<string[]> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const linked: string[] = [];
  for (const name of names.sort()) {
    if (!safeUploadName.test(name)) continue;
    const from = path.join(uploadsDir, name);
    try {
      if (!(await stat(from)).isFile()) continue;
      // A file system without hard links (another device, some network mounts): a copy.
      await link(from, path.join(into, name)).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') throw err;
        await copyFile(from, path.join(into, name));
      });
      linked.push(name);
    } catch (err) {
      // Removed since the folder was listed (its record is gone from the snapshot too, or is
      // reported as missing below).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return linked;
}

/** A backup whose database dump and uploads are ready in a work folder, to be written out. */
export interface PreparedBackup {
  manifest: BackupManifest;
  /** Streams the .tar.gz to `out` and ends it. */
  writeTo(out: Writable): Promise<void>;
  /** Removes the work folder (always call it). */
  discard(): Promise<void>;
}

/**
 * Dumps the database and links the uploads into a work folder, and computes the manifest. The
 * database rows come from one snapshot; the uploads are linked inside that snapshot, so the
 * archive holds every file the rows name unless it was deleted in the milliseconds between the
 * two (then the manifest lists it as missing).
 */
export async function prepareBackup(source: BackupSource): Promise<PreparedBackup> {
  await mkdir(source.workDir, { recursive: true });
  const work = await mkdtemp(path.join(source.workDir, '.backup-'));
  const discard = () => rm(work, { recursive: true, force: true });
  try {
    const uploadsCopy = path.join(work, 'uploads');
    let linked: string[] = [];
    let named: string[] = [];
    const sqlFile = path.join(work, 'database.sql');
    const dump = await dumpDatabase(source.database, sqlFile, {
      appVersion: appVersion(),
      duringSnapshot: async (tx: DbOrTx) => {
        linked = await linkUploads(source.uploadsDir, uploadsCopy);
        named = (await tx.select({ fileName: uploads.fileName }).from(uploads)).map((r) => r.fileName);
      },
    });
    const secret = Buffer.from(source.authSecret, 'utf8');
    const files: BackupManifest['files'] = [
      { path: 'database.sql', bytes: dump.bytes, sha256: dump.sha256 },
      {
        path: 'auth-secret',
        bytes: secret.length,
        sha256: createHash('sha256').update(secret).digest('hex'),
      },
    ];
    let uploadBytes = 0;
    for (const name of linked) {
      const file = path.join(uploadsCopy, name);
      const { size } = await stat(file);
      uploadBytes += size;
      files.push({ path: `uploads/${name}`, bytes: size, sha256: await sha256Of(file) });
    }
    const present = new Set(linked);
    const manifest: BackupManifest = {
      format: formatName,
      formatVersion,
      createdAt: new Date().toISOString(),
      app: { name: 'courtside', version: appVersion() },
      database: {
        engine: dump.engine,
        serverVersion: dump.serverVersion,
        migrationLevel: dump.migrations.at(-1)?.tag ?? null,
        migrations: dump.migrations,
        tables: dump.tables,
        sequences: dump.sequences,
      },
      uploads: {
        count: linked.length,
        bytes: uploadBytes,
        missing: named.filter((n) => !present.has(n)).sort(),
      },
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');

    async function* entries(): AsyncGenerator<Buffer> {
      yield* tarFile(`${archiveFolder}/manifest.json`, manifestBytes.length, manifestBytes);
      yield* tarFile(`${archiveFolder}/database.sql`, dump.bytes, createReadStream(sqlFile));
      yield* tarFile(`${archiveFolder}/auth-secret`, secret.length, secret);
      for (const entry of files.slice(2))
        yield* tarFile(
          `${archiveFolder}/${entry.path}`,
          entry.bytes,
          createReadStream(path.join(work, entry.path)),
        );
      yield tarEnd();
    }
    return {
      manifest,
      writeTo: (out) => pipeline(Readable.from(entries()), createGzip({ level: 6 }), out),
      discard,
    };
  } catch (err) {
    await discard();
    throw err;
  }
}

/** Writes one archive of `source` to `out` (ended when done) and returns its manifest. */
export async function writeBackupArchive(source: BackupSource, out: Writable): Promise<BackupManifest> {
  const prepared = await prepareBackup(source);
  try {
    await prepared.writeTo(out);
    return prepared.manifest;
  } finally {
    await prepared.discard();
  }
}

/**
 * Writes an archive to `file` (mode 600; refuses an existing file): written beside it under a
 * temporary name, flushed to disk, then renamed, so a crash never leaves a half archive under
 * the final name.
 */
export async function writeBackupFile(
  source: BackupSource,
  file: string,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose another file name.`);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const manifest = await writeBackupArchive(
      source,
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await syncAndPublish(partial, target);
    return { manifest, bytes: (await stat(target)).size };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** fsyncs a finished temporary file, gives it mode 600 and renames it to its final name. */
export async function syncAndPublish(partial: string, target: string): Promise<void> {
  const handle = await open(partial, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await chmod(partial, 0o600);
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose another file name.`);
  await rename(partial, target);
}

export class BackupArchiveError extends Error {}

function entryPath(name: string): string {
  if (!name.startsWith(`${archiveFolder}/`))
    throw new BackupArchiveError(`Not a Courtside backup: unexpected entry ${name}.`);
  const rest = name.slice(archiveFolder.length + 1);
  if (rest === 'manifest.json' || rest === 'database.sql' || rest === 'auth-secret') return rest;
  const upload = rest.startsWith('uploads/') ? rest.slice('uploads/'.length) : '';
  if (safeUploadName.test(upload)) return rest;
  throw new BackupArchiveError(`Not a Courtside backup: unexpected entry ${name}.`);
}

function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupArchiveError('The backup manifest is not valid JSON: the archive is damaged.');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown }) ?? {};
  if (format.format !== formatName) throw new BackupArchiveError('Not a Courtside backup (no manifest).');
  if (typeof format.formatVersion === 'number' && format.formatVersion > formatVersion)
    throw new BackupArchiveError(
      `This backup was written in archive format ${format.formatVersion} by a newer Courtside; this one reads format ${formatVersion}. Upgrade first.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupArchiveError('The backup manifest is incomplete: the archive is damaged.');
  return parsed.data;
}

function archiveStream(file: string): Readable {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (err) => gunzip.destroy(err));
  return input.pipe(gunzip);
}

function describeReadError(err: unknown, file: string): Error {
  if (err instanceof BackupArchiveError || err instanceof BackupError) return err;
  if (err instanceof TarFormatError) return new BackupArchiveError(`${file}: ${err.message}`);
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupArchiveError(`${file} does not exist.`);
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
    return new BackupArchiveError(`${file} is not a gzip archive, or it is damaged or incomplete.`);
  return err as Error;
}

/** The manifest of an archive (its first entry), without reading the rest. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const input = archiveStream(file);
  try {
    for await (const entry of readTar(input)) {
      if (entryPath(entry.name) !== 'manifest.json')
        throw new BackupArchiveError('Not a Courtside backup: the manifest is not its first entry.');
      const chunks: Buffer[] = [];
      for await (const chunk of entry.content) chunks.push(chunk);
      return parseManifest(Buffer.concat(chunks));
    }
    throw new BackupArchiveError('Not a Courtside backup: the archive is empty.');
  } catch (err) {
    throw describeReadError(err, file);
  } finally {
    input.destroy();
  }
}

/**
 * Unpacks an archive into `into` (an empty folder), or only reads it through when `into` is null,
 * and checks every file against the manifest: sizes, sha256 checksums, nothing missing, nothing
 * extra. Returns the manifest.
 */
export async function unpackBackup(file: string, into: string | null): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const seen = new Set<string>();
  try {
    for await (const entry of readTar(archiveStream(file))) {
      const rel = entryPath(entry.name);
      if (!manifest) {
        if (rel !== 'manifest.json')
          throw new BackupArchiveError('Not a Courtside backup: the manifest is not its first entry.');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.content) chunks.push(chunk);
        manifest = parseManifest(Buffer.concat(chunks));
        continue;
      }
      const listed = manifest.files.find((f) => f.path === rel);
      if (!listed || seen.has(rel))
        throw new BackupArchiveError(`The archive holds ${rel}, which its manifest does not list.`);
      seen.add(rel);
      const hash = createHash('sha256');
      let bytes = 0;
      const counted = async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      };
      if (into) {
        const target = path.join(into, rel);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(entry.content, counted, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } else for await (const _ of counted(entry.content)) void _;
      if (bytes !== listed.bytes || hash.digest('hex') !== listed.sha256)
        throw new BackupArchiveError(`${rel} does not match its checksum: the archive is damaged.`);
    }
  } catch (err) {
    throw describeReadError(err, file);
  }
  if (!manifest) throw new BackupArchiveError(`${file}: not a Courtside backup (the archive is empty).`);
  const absent = manifest.files.filter((f) => !seen.has(f.path));
  if (absent.length)
    throw new BackupArchiveError(
      `The archive lacks ${absent.length} file(s) its manifest lists (${absent
        .slice(0, 3)
        .map((f) => f.path)
        .join(', ')}): it is incomplete.`,
    );
  return manifest;
}
