// Child-process entry: creates (or migrates) the PGlite database in DATA_DIR and seeds an empty
// one, then exits so its grown WASM heap is returned to the system. Started by startServer(),
// which holds the data-folder lock meanwhile; not meant to be run by hand.
import path from 'node:path';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed';
import { loadEnv } from './env';
import { createLogger } from './lib/logger';
import { createAppContext } from './server';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const started = Date.now();
const database = await openDatabase({ dataDir: path.resolve(env.DATA_DIR) });
try {
  await database.migrate();
  if (process.env.NJTC_SEED !== 'off') await seedDemoContent(createAppContext(env, database, logger));
} finally {
  await database.close();
}
logger.info({ ms: Date.now() - started }, 'database prepared');
