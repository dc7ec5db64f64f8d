import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { UpgradeBackupError } from './lib/backup/backup-before-migrating';
import { startServer } from './server';

// Two folders below the repository both as source (src/server) and compiled (dist/server).
const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
// The sibling entry, as this file is run: .ts under a TypeScript loader, .js once compiled.
const self = fileURLToPath(import.meta.url);
const prepareDatabaseCommand = [
  process.execPath,
  ...process.execArgv,
  path.join(path.dirname(self), `prepare-database${path.extname(self)}`),
];

try {
  const env = loadEnv();
  const running = await startServer(env, { clientDir, prepareDatabaseCommand });
  console.log(`\nNJTC is running at ${running.url}\n`);
  const shutdown = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  if (err instanceof EnvError || err instanceof DataDirLockedError || err instanceof UpgradeBackupError) {
    console.error(err.message);
  } else {
    console.error('Could not start the server:', err);
  }
  process.exit(1);
}
