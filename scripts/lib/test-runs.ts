import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './client-build';

export interface Counts {
  label: string;
  passed: number;
  failed: number;
  /** Skipped tests: reported, not part of the summary. */
  skipped: number;
  ok: boolean;
}

export const chromiumPath = '/usr/bin/chromium';
export const chromiumInstallHint = 'apt-get update && apt-get install -y chromium';
const tmpDir = path.join(repoRoot, '.tmp');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A run that failed without reporting a failed test (crash, config error) still counts as one failure. */
function settle(label: string, code: number, passed: number, failed: number, skipped: number): Counts {
  const ok = code === 0 && failed === 0;
  return { label, passed, failed: !ok && failed === 0 ? 1 : failed, skipped, ok };
}

/** `vitest run` with its JSON reporter; args select projects or files. */
export async function runVitest(label: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  mkdirSync(tmpDir, { recursive: true });
  const out = path.join(tmpDir, `vitest-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`);
  rmSync(out, { force: true });
  const code = await run(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...args,
    ],
    env,
  );
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(out);
  return settle(
    label,
    code,
    report?.numPassedTests ?? 0,
    report?.numFailedTests ?? 0,
    report?.numPendingTests ?? 0,
  );
}

/** `playwright test` with the list and JSON reporters. */
export async function runPlaywright(label: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  mkdirSync(tmpDir, { recursive: true });
  const out = path.join(tmpDir, 'playwright.json');
  rmSync(out, { force: true });
  const code = await run(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json', ...args],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: out, ...env },
  );
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(out);
  const s = report?.stats;
  // flaky = passed on retry: it passed, and the list reporter shows it as flaky.
  return settle(label, code, (s?.expected ?? 0) + (s?.flaky ?? 0), s?.unexpected ?? 0, s?.skipped ?? 0);
}

export function isChromiumInstalled(): boolean {
  return existsSync(chromiumPath);
}

/** Appends counts to a JSON-lines file (CI sums its steps at the end). */
export function record(file: string, counts: Counts) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  appendFileSync(file, `${JSON.stringify(counts)}\n`);
}

export function readRecords(file: string): Counts[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Counts);
}

export function summaryLine(all: Counts[]): string {
  const passed = all.reduce((n, c) => n + c.passed, 0);
  const failed = all.reduce((n, c) => n + c.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

export function printBreakdown(all: Counts[]) {
  console.log('\nTest summary');
  for (const c of all) {
    const skipped = c.skipped ? `, ${c.skipped} skipped` : '';
    console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.label}: ${c.passed} passed, ${c.failed} failed${skipped}`);
  }
}
