// Makes an upgrade fixture (tests/fixtures/backups/README.md): the restore drill's club, made by
// this checkout's code in a new embedded database, backed up into
// tests/fixtures/backups/<migration level>.tar.gz, with <level>.json beside it (what the upgrade
// test checks after restoring it with later code).
//
//   npx tsx tests/support/make-backup-fixture.ts               make the club and its fixture
//   npx tsx tests/support/make-backup-fixture.ts --data-only D make the club in D only (+ D/drill-facts.json),
//                                                              for a checkout without `npm run backup`
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '@server/env';
import { startServer } from '@server/server';
import { makeDrillData, overHttp } from './backup-drill-data';
import { repoRoot } from './run-server-entry';

const { values } = parseArgs({ options: { 'data-only': { type: 'string' } } });
const dataDir = values['data-only']
  ? path.resolve(values['data-only'])
  : mkdtempSync(path.join(tmpdir(), 'njtc-fixture-'));

const server = await startServer(
  loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
  }),
  { seed: false },
);
const facts = await makeDrillData(overHttp(server));
await server.stop();

if (values['data-only']) {
  writeFileSync(path.join(dataDir, 'drill-facts.json'), `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`The drill's club is in ${dataDir}; back it up with npm run backup (DATA_DIR=${dataDir}).`);
} else {
  // Loaded here: a checkout older than the backup code can still run --data-only.
  const { openDatabase } = await import('@server/db/client');
  const { writeBackupFile } = await import('@server/lib/backup/backup-archive');
  const { readAuthSecret } = await import('@server/lib/auth-secret');
  const folder = path.join(repoRoot, 'tests/fixtures/backups');
  const database = await openDatabase({ dataDir });
  try {
    const temporary = path.join(dataDir, 'fixture.tar.gz');
    const { manifest } = await writeBackupFile(
      {
        database,
        uploadsDir: path.join(dataDir, 'uploads'),
        authSecret: readAuthSecret(undefined, dataDir)!,
        workDir: dataDir,
      },
      temporary,
    );
    const level = manifest.database.migrationLevel!;
    const { renameSync } = await import('node:fs');
    renameSync(temporary, path.join(folder, `${level}.tar.gz`));
    writeFileSync(path.join(folder, `${level}.json`), `${JSON.stringify(facts, null, 2)}\n`);
    console.log(`Wrote tests/fixtures/backups/${level}.tar.gz and ${level}.json.`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
