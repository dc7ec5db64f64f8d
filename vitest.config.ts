import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

// Three projects: units in Node (pure rules, schemas, server pieces; a file that needs a DOM says
// so with a `@vitest-environment jsdom` comment), components in jsdom, and server integration in
// Node (each integration file opens its own PGlite from the migrated template, or a fresh schema
// on TEST_DATABASE_URL).
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time with the second core idle (the main process only collects results). Every core runs a
    // file: measured on that machine, unit + integration 360 s instead of about 470 s, the same
    // tests passing (each integration file has its own database or schema and bus channel).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs file after file on one module graph instead of a new process per file
          // that imports the whole server again (measured on 14 files: import 196 s -> 29 s, CPU
          // halved). Each file still has its own app context, database, bus and DATA_DIR
          // (test-context.ts); what the server keeps at module level is keyed by one of those or
          // is constant. A file that needs the app under a module mock loads it afresh itself
          // (sign-in-lock.test.ts); fake timers are put back by the file that set them.
          isolate: false,
        },
      },
    ],
  },
});
