import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { newestMtime, repoRoot } from './client-build';

export const serverDist = path.join(repoRoot, 'dist/server');
/** The compiled server entry `npm start` runs with plain node. */
export const serverEntry = path.join(serverDist, 'main.js');

// Everything the server bundle is made from (dependencies stay in node_modules, not bundled).
const sources = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/server-build.ts',
];

/** Why the server must be (re)built, or null when dist/server is current. */
export function serverBuildStaleness(): string | null {
  if (!existsSync(serverEntry)) return 'no server build found (dist/server)';
  const builtAt = statSync(serverEntry).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(repoRoot, s)) > builtAt);
  return changed ? `${changed} changed since the last server build` : null;
}

/**
 * Compiles src/server into dist/server with esbuild: one ESM bundle per entry (the server and
 * the prepare-database child), shared code in chunks beside them (so `import.meta.url` paths
 * keep pointing at dist/server), packages left external, migrations and data files (the
 * common-passwords list) copied next to it.
 * Not minified: stack traces in the log stay readable.
 */
export function buildServer(): void {
  rmSync(serverDist, { recursive: true, force: true });
  buildSync({
    absWorkingDir: repoRoot,
    entryPoints: ['src/server/prepare-database.ts', 'src/server/main.ts'],
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(path.join(repoRoot, 'src/server/db/migrations'), path.join(serverDist, 'migrations'), {
    recursive: true,
  });
  // Data read beside the code (new URL('./…', import.meta.url)): the common-passwords list.
  cpSync(
    path.join(repoRoot, 'src/server/auth/common-passwords.txt'),
    path.join(serverDist, 'common-passwords.txt'),
  );
}

/** Builds dist/server when it is missing or older than its sources. */
export function ensureServerBuild(log: (line: string) => void = console.log): void {
  const reason = serverBuildStaleness();
  if (!reason) return;
  log(`Building the server: ${reason}…`);
  const started = Date.now();
  buildServer();
  log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
