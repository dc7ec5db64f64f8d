// Child-process entry: creates (or migrates) the database (PGlite in DATA_DIR, or PostgreSQL at
// DATABASE_URL) and seeds a new one (never a club's restored, imported or upgraded data), then
// exits so the heap that work grew (PGlite's WASM heap, Node's) is returned to the system.
// Started by startServer(), which holds the data-folder lock meanwhile (PGlite); not meant to be
// run by hand.
import path from 'node:path';
import { openDatabase } from './db/client';
import { seedNewDatabase } from './db/seed';
import { loadEnv } from './env';
import { resolveAuthSecret } from './lib/auth-secret';
import { backUpBeforeMigrating, UpgradeBackupError } from './lib/backup/backup-before-migrating';
import { appliedMigrations } from './lib/backup/migration-level';
import { createLogger } from './lib/logger';
import { createAppContext } from './server';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const started = Date.now();
const dataDir = path.resolve(env.DATA_DIR);
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
try {
  const isNewDatabase = (await appliedMigrations(database.db, database.migrationsSchema)).length === 0;
  // An upgrade: the club's data is archived before the first migration touches it.
  await backUpBeforeMigrating({
    database,
    env,
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
    logger,
  }).catch((err) => {
    if (!(err instanceof UpgradeBackupError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  await database.migrate();
  if (process.env.NJTC_SEED !== 'off' && isNewDatabase)
    await seedNewDatabase(createAppContext(env, database, logger));
} finally {
  await database.close();
}
logger.info({ ms: Date.now() - started }, 'database prepared');
