import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const clientDist = path.join(repoRoot, 'dist/client');
const builtIndex = path.join(clientDist, 'index.html');
const ssrEntry = path.join(repoRoot, 'dist/ssr/prerender.js');

// Everything the client bundle is made from.
const sources = [
  'src/client',
  'src/shared',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why the client must be (re)built, or null when dist/client is current. */
export function clientBuildStaleness(): string | null {
  if (!existsSync(builtIndex)) return 'no client build found (dist/client)';
  if (!existsSync(ssrEntry)) return 'no first-paint build found (dist/ssr)';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(repoRoot, s)) > builtAt);
  return changed ? `${changed} changed since the last client build` : null;
}

/** Builds dist/client with Vite when it is missing or older than its sources. */
export function ensureClientBuild(log: (line: string) => void = console.log): void {
  const reason = clientBuildStaleness();
  if (!reason) return;
  // Escape hatch while iterating on tests: use dist/client as it is.
  if (process.env.SKIP_CLIENT_BUILD === '1' && !reason.startsWith('no ')) {
    log(`SKIP_CLIENT_BUILD=1: using the existing client build although ${reason}.`);
    return;
  }
  log(`Building the client: ${reason}…`);
  const started = Date.now();
  // Child processes: keep Vite out of the caller's module loader (Playwright, tsx). The browser's
  // app, then the server's first-paint renderer (dist/ssr, docs/decisions/020-server-first-paint.md).
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (result.status !== 0)
      throw new Error(`The client build failed (vite ${args.join(' ')} exited with ${result.status}).`);
  }
  log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
