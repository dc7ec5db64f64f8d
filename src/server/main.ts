import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { startServer } from './server';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

try {
  const env = loadEnv();
  const running = await startServer(env, { clientDir });
  console.log(`\nNJTC is running at ${running.url}\n`);
  const shutdown = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Could not start the server:', err);
  }
  process.exit(1);
}
