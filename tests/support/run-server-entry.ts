import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

export interface EntryResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real server entry (src/server/main.ts) with only the given settings
 * (plus PATH/HOME), for start-up checks that must stop it before it serves.
 * Kills it after `timeoutMs` if it does not exit by itself.
 */
export function runServerEntry(settings: Record<string, string>, timeoutMs = 20_000): Promise<EntryResult> {
  return runTypeScriptFile(serverEntry, [], settings, timeoutMs);
}

/**
 * Runs one TypeScript file of the repo in its own Node process (through tsx), with only the
 * given settings plus PATH/HOME and silent logs, and collects what it printed. Killed after
 * `timeoutMs` if it has not ended.
 */
export function runTypeScriptFile(
  file: string,
  args: readonly string[],
  settings: Record<string, string>,
  timeoutMs: number,
): Promise<EntryResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
