import { spawn } from 'node:child_process';

/**
 * Runs the database preparation entry (src/server/prepare-database.ts, or its compiled
 * dist/server/prepare-database.js) as a child process and waits for it. Creating a new PGlite
 * database (initdb) and seeding it grows the WASM heap to ~750 MB, and a WASM heap never shrinks:
 * done in a child, that memory goes back to the system when the child exits, and the serving
 * process only reopens the finished database. `command` is [executable, ...args].
 */
export function runDatabasePreparation(command: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const [executable, ...args] = command;
  if (!executable) return Promise.reject(new Error('runDatabasePreparation: empty command'));
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Preparing the database failed (${signal ? `signal ${signal}` : `exit code ${code}`}).`),
        );
    });
  });
}
