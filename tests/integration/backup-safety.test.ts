import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { lockDataDir } from '@server/db/data-dir-lock';
import { scheduledBackups } from '@server/db/schema/backups';
import {
  type BackupManifest,
  backupSourceOf,
  readBackupManifest,
  unpackBackup,
  writeBackupFile,
} from '@server/lib/backup/backup-archive';
import { requestBackup } from '@server/lib/backup/backup-control';
import { assertEmptyDataDir, restoreBackup } from '@server/lib/backup/restore-backup';
import { dailyBackupName, runScheduledBackup } from '@server/lib/backup/scheduled-backups';
import { readTar, tarEnd, tarFile } from '@server/lib/backup/tar';
import { clubToday } from '@server/lib/club-time-zone';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// What backup and restore refuse, and the daily backups (issue 17 §2). Runs on in-memory PGlite,
// or on a schema of its own on TEST_DATABASE_URL (a second app on it is a second process).

const tmp = mkdtempSync(path.join(tmpdir(), 'njtc-backup-safety-'));
const backupDir = path.join(tmp, 'daily');
let t: TestApp;
let archive: string;
let manifest: BackupManifest;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false, env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '3' } });
  const member = await createSignedInUser(t, ['member']);
  const form = new FormData();
  form.append(
    'avatar',
    new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])],
      'a.png',
      {
        type: 'image/png',
      },
    ),
  );
  expect((await call(t, 'POST', '/api/profiles/me/avatar', { jar: member.jar, body: form })).status).toBe(
    200,
  );
  archive = path.join(tmp, 'club.tar.gz');
  manifest = (await writeBackupFile(backupSourceOf(t.ctx), archive)).manifest;
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The archive's entries, changed by `edit`, packed again (tar headers stay valid). */
function repack(from: string, to: string, edit: (name: string, bytes: Buffer) => Buffer | null) {
  return (async () => {
    const chunks: Buffer[] = [];
    const { Readable } = await import('node:stream');
    for await (const entry of readTar(Readable.from([gunzipSync(readFileSync(from))]))) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.content) parts.push(chunk);
      const bytes = edit(entry.name, Buffer.concat(parts));
      if (bytes) for await (const chunk of tarFile(entry.name, bytes.length, bytes)) chunks.push(chunk);
    }
    chunks.push(tarEnd());
    writeFileSync(to, gzipSync(Buffer.concat(chunks)));
  })();
}

const fileIn = (name: string) => path.join(tmp, name);

describe('an archive', () => {
  it('is private (mode 600), and lists every file with its checksum', async () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest.files.filter((f) => f.path.startsWith('uploads/'))).toHaveLength(1);
    expect(await unpackBackup(archive, null)).toEqual(manifest);
    await expect(writeBackupFile(backupSourceOf(t.ctx), archive)).rejects.toThrow(/already exists/);
  });

  it('that was cut short, changed, or is no backup at all is refused', async () => {
    const bytes = readFileSync(archive);
    writeFileSync(fileIn('short.tar.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(unpackBackup(fileIn('short.tar.gz'), null)).rejects.toThrow(
      /damaged or incomplete|incomplete/,
    );

    await repack(archive, fileIn('changed.tar.gz'), (name, content) =>
      name.endsWith('database.sql')
        ? Buffer.from(content.toString('utf8').replace('INSERT INTO', 'INSERT  INTO'))
        : content,
    );
    await expect(unpackBackup(fileIn('changed.tar.gz'), null)).rejects.toThrow(
      /database.sql does not match its checksum/,
    );

    await repack(archive, fileIn('smaller.tar.gz'), (name, content) =>
      name.includes('/uploads/') ? null : content,
    );
    await expect(unpackBackup(fileIn('smaller.tar.gz'), null)).rejects.toThrow(/lacks 1 file/);

    // A hostile archive's path never leaves the folder it is unpacked into.
    const tar = gunzipSync(readFileSync(archive));
    const withEvil: Buffer[] = [tar.subarray(0, tar.length - tarEnd().length)];
    for await (const chunk of tarFile('courtside-backup/uploads/../../evil', 4, Buffer.from('evil')))
      withEvil.push(chunk);
    withEvil.push(tarEnd());
    writeFileSync(fileIn('escape.tar.gz'), gzipSync(Buffer.concat(withEvil)));
    const into = fileIn('unpacked');
    mkdirSync(into);
    await expect(unpackBackup(fileIn('escape.tar.gz'), into)).rejects.toThrow(/unexpected entry/);
    expect(existsSync(path.join(tmp, 'evil'))).toBe(false);

    writeFileSync(fileIn('not-a-backup.tar.gz'), 'hello');
    await expect(unpackBackup(fileIn('not-a-backup.tar.gz'), null)).rejects.toThrow(/not a gzip archive/);
  });
});

describe('a restore', () => {
  it('goes only into an empty data folder and an empty database', async () => {
    const dataDir = fileIn('target');
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    mkdirSync(path.join(dataDir, 'backups'));
    expect(() => assertEmptyDataDir(dataDir)).not.toThrow();
    writeFileSync(path.join(dataDir, 'auth-secret'), 'x');
    expect(() => assertEmptyDataDir(dataDir)).toThrow(/is not empty \(it holds auth-secret\)/);
    rmSync(path.join(dataDir, 'auth-secret'));
    // The test app's own database holds a club.
    await expect(restoreBackup(archive, { database: t.ctx.database, dataDir })).rejects.toThrow(/not empty/);
    expect(readdirSync(dataDir).sort()).toEqual(['backups', 'uploads']);
  });

  it('refuses an archive of a newer Courtside, and an AUTH_SECRET that is not the archive’s', async () => {
    await repack(archive, fileIn('newer.tar.gz'), (name, content) => {
      if (!name.endsWith('manifest.json')) return content;
      const newer = JSON.parse(content.toString('utf8')) as BackupManifest;
      newer.database.migrations.push({
        tag: '9999_from_the_future',
        createdAt: 9_999_999_999_999,
        hash: 'x',
      });
      newer.database.migrationLevel = '9999_from_the_future';
      return Buffer.from(JSON.stringify(newer));
    });
    const dataDir = fileIn('target-2');
    await expect(
      restoreBackup(fileIn('newer.tar.gz'), { database: t.ctx.database, dataDir }),
    ).rejects.toThrow(/newer Courtside \(its database is at 9999_from_the_future/);
    await expect(
      restoreBackup(
        archive,
        { database: t.ctx.database, dataDir },
        { configuredAuthSecret: 'another-secret-another-secret-123' },
      ),
    ).rejects.toThrow(/AUTH_SECRET is set to another secret/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('npm run backup on a data folder another process holds', () => {
  it('says which process, when it takes no backup requests', async () => {
    const dataDir = fileIn('held');
    const release = lockDataDir(dataDir); // this process, which serves no backup socket there
    try {
      await expect(requestBackup(dataDir, fileIn('held.tar.gz'), process.pid)).rejects.toThrow(
        new RegExp(`in use by process ${process.pid}, which does not take backup requests`),
      );
      expect(existsSync(fileIn('held.tar.gz'))).toBe(false);
    } finally {
      release();
    }
  });
});

describe('daily backups (BACKUP_DIR)', () => {
  it('write one archive a club day across processes, keep the newest BACKUP_KEEP, take over a dead claim', async () => {
    const other = process.env.TEST_DATABASE_URL
      ? await createTestApp({ joinSchema: t.schema, env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '3' } })
      : t;
    try {
      mkdirSync(backupDir, { recursive: true });
      for (const day of ['2020-01-01', '2020-01-02', '2020-01-03'])
        writeFileSync(path.join(backupDir, dailyBackupName(day)), 'old');
      writeFileSync(path.join(backupDir, 'keep-me.tar.gz'), 'not a daily archive');
      const today = await clubToday(t.ctx.db);
      // A process claimed today two hours ago and died before finishing.
      await t.ctx.db
        .insert(scheduledBackups)
        .values({ day: today, claimedAt: sql`now() - interval '2 hours'` });

      const runs = await Promise.all([runScheduledBackup(t.ctx), runScheduledBackup(other.ctx)]);
      const written = runs.filter((r) => r !== null);
      expect(written).toEqual([path.join(backupDir, dailyBackupName(today))]);
      expect(readdirSync(backupDir).sort()).toEqual(
        [
          dailyBackupName('2020-01-02'),
          dailyBackupName('2020-01-03'),
          dailyBackupName(today),
          'keep-me.tar.gz',
        ].sort(),
      );
      expect(statSync(written[0]!).mode & 0o777).toBe(0o600);
      const daily = await unpackBackup(written[0]!, null);
      // The claims describe this copy, not the club: their rows are not in the archive.
      expect(daily.database.tables.find((x) => x.name === 'scheduled_backups')?.rows).toBe(0);
      const [row] = await t.ctx.db.select().from(scheduledBackups).where(eq(scheduledBackups.day, today));
      expect(row).toMatchObject({
        fileName: dailyBackupName(today),
        bytes: statSync(written[0]!).size,
        error: null,
      });
      expect(row?.finishedAt).toBeInstanceOf(Date);

      // Once a day: the next hourly check finds the day done.
      expect(await runScheduledBackup(other.ctx)).toBeNull();
      expect((await readBackupManifest(written[0]!)).database.migrationLevel).toBe(
        manifest.database.migrationLevel,
      );
    } finally {
      if (other !== t) await other.close();
    }
  });
});
