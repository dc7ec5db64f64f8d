// `npm run bench`: load figures of the production server and the size of the client build.
//
// Builds the client if needed, starts the real server entry on an empty temp PGlite DATA_DIR
// with RATE_LIMITS=off (the only place that switch is used), runs every scenario of
// scripts/bench-scenarios.ts with autocannon, and reports req/s, p50/p99 latency, the ratio to
// the floor route (GET /api/health) and the server's peak RSS; then the gzip size of the entry
// JS, the CSS and each lazy chunk, and the home page's total transfer measured in Chromium.
// Checks the budgets, prints a table and writes bench-results/latest.json.
// Exit code 1 when a budget is missed or a scenario got errors / non-2xx answers.
//
//   BENCH_SECONDS=3 npm run bench        shorter runs (default 10 s per scenario)
//   npm run bench -- health check        only scenarios whose name contains one of the words
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { type BenchScenario, type BenchTarget, scenarios } from './bench-scenarios';
import { clientDist, ensureClientBuild, repoRoot } from './lib/client-build';
import { startProductionServer } from './lib/production-server';
import { chromiumPath, isChromiumInstalled } from './lib/test-runs';

const KB = 1024;
export const budgets = {
  entryJsGzipKb: 120,
  homeTransferKb: 250,
};

const defaultSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const filters = process.argv.slice(2).map((f) => f.toLowerCase());

interface ScenarioResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioOfFloor: number | null;
  checks: Check[];
}

interface Check {
  name: string;
  value: string;
  limit: string;
  ok: boolean;
}

interface AssetSize {
  file: string;
  /**
   * entry: the module script of index.html; preload: its static imports (modulepreload), also
   * loaded on first paint; css: the stylesheet of index.html; route: a chunk the shell imports
   * lazily (a page, or a section loaded after first paint); shared: a chunk only lazy chunks use.
   */
  kind: 'entry' | 'preload' | 'css' | 'route' | 'shared' | 'lazy-css';
  bytes: number;
  gzipBytes: number;
  /** route chunks: gzip of the chunk plus every chunk it imports that first paint did not load. */
  withDepsGzipBytes?: number;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

// Imports between the built chunks (all in assets/, referenced as "./name.js").
const staticImport =
  /(?:\bimport\s*(?:[^"'();]*?\bfrom\s*)?|\bexport\s*\{[^}]*\}\s*from\s*)["']\.\/([\w.-]+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/** Sizes of the built client, classified by how the browser loads each file. */
function measureAssets(): AssetSize[] {
  const html = readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\/?assets\//, ''));
  const entries = new Set(refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g));
  const preloads = new Set(refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g));
  const styles = new Set(refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  const assetsDir = path.join(clientDist, 'assets');
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const source = new Map(files.map((f) => [f, readFileSync(path.join(assetsDir, f))]));
  const gzip = new Map(files.map((f) => [f, gzipSync(source.get(f)!).length]));
  const importsOf = (f: string, pattern: RegExp) =>
    f.endsWith('.js') ? [...source.get(f)!.toString('utf8').matchAll(pattern)].map((m) => m[1]!) : [];

  // First paint: the entry and everything it imports statically.
  const firstPaint = new Set<string>();
  const visit = (f: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(f) || skip.has(f) || !source.has(f)) return;
    into.add(f);
    for (const dep of importsOf(f, staticImport)) visit(dep, into, skip);
  };
  for (const f of entries) visit(f, firstPaint, new Set());
  for (const f of preloads) firstPaint.add(f);
  // Route chunks: what the first-paint code imports lazily (the router's pages, lazy sections).
  const routes = new Set<string>();
  for (const f of firstPaint)
    for (const dep of importsOf(f, dynamicImport)) if (!firstPaint.has(dep)) routes.add(dep);

  return files
    .map((f): AssetSize => {
      const kind = entries.has(f)
        ? 'entry'
        : firstPaint.has(f)
          ? 'preload'
          : styles.has(f)
            ? 'css'
            : f.endsWith('.css')
              ? 'lazy-css'
              : routes.has(f)
                ? 'route'
                : 'shared';
      const asset: AssetSize = {
        file: `assets/${f}`,
        kind,
        bytes: source.get(f)!.length,
        gzipBytes: gzip.get(f)!,
      };
      if (kind === 'route') {
        const loaded = new Set<string>();
        visit(f, loaded, firstPaint);
        asset.withDepsGzipBytes = [...loaded].reduce((n, dep) => n + gzip.get(dep)!, 0);
      }
      return asset;
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
}

/** "about-page-DUCPWMee.js" → "about-page". */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

interface HomeTransfer {
  method: 'chromium' | 'estimate';
  totalBytes: number;
  requests: Array<{ url: string; type: string; bytes: number }>;
}

/** Everything the browser downloads for the home page (fresh cache), in encoded bytes incl. headers. */
async function measureHomeTransfer(url: string, assets: AssetSize[]): Promise<HomeTransfer> {
  if (!isChromiumInstalled()) {
    // Without a browser: index.html and what it references, gzip-sized (lazy chunks not known).
    const html = gzipSync(readFileSync(path.join(clientDist, 'index.html'))).length;
    const firstPaint = assets.filter((a) => a.kind === 'entry' || a.kind === 'preload' || a.kind === 'css');
    return {
      method: 'estimate',
      totalBytes: html + firstPaint.reduce((n, a) => n + a.gzipBytes, 0),
      requests: [
        { url: '/', type: 'document', bytes: html },
        ...firstPaint.map((a) => ({ url: `/${a.file}`, type: a.kind, bytes: a.gzipBytes })),
      ],
    };
  }
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs } = await import('../playwright.config');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const requests: HomeTransfer['requests'] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((s) => {
          requests.push({
            url: request.url().replace(url, ''),
            type: request.resourceType(),
            bytes: s.responseBodySize + s.responseHeadersSize,
          });
        }),
      );
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { method: 'chromium', totalBytes: requests.reduce((n, r) => n + r.bytes, 0), requests };
  } finally {
    await browser.close();
  }
}

async function runScenario(scenario: BenchScenario, target: BenchTarget, floorReqPerSec: number | null) {
  const prepared = (await scenario.prepare?.(target)) ?? {};
  const headers = { origin: target.url, ...scenario.headers, ...prepared.headers };
  let counter = 0;
  const request: AutocannonRequest = {
    method: scenario.method ?? 'GET',
    path: scenario.path,
    headers,
    body: scenario.body,
  };
  if (scenario.vary) {
    const vary = scenario.vary;
    request.setupRequest = (req) => {
      const v = vary(counter++);
      return { ...req, ...v, headers: { ...req.headers, ...v.headers } };
    };
  }
  const connections = scenario.connections ?? 10;
  const seconds = scenario.durationSeconds ?? defaultSeconds;
  const base = { url: target.url, connections, requests: [request], timeout: 20 };
  // Warm-up (JIT, first queries), not measured.
  if (!scenario.amount) await autocannon({ ...base, duration: Math.max(1, Math.round(seconds / 5)) });
  const r = await autocannon(
    scenario.amount ? { ...base, amount: scenario.amount } : { ...base, duration: seconds },
  );
  const reqPerSec = r.requests.average;
  const result: ScenarioResult = {
    name: scenario.name,
    connections,
    seconds: r.duration,
    requests: r.requests.total,
    reqPerSec,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    ratioOfFloor: floorReqPerSec ? reqPerSec / floorReqPerSec : null,
    checks: [],
  };
  result.checks.push({
    name: `${scenario.name}: every answer 2xx`,
    value: `${result.errors} errors, ${result.non2xx} non-2xx`,
    limit: '0',
    ok: result.errors === 0 && result.non2xx === 0,
  });
  if (scenario.minRatioOfFloor !== undefined && result.ratioOfFloor !== null) {
    result.checks.push({
      name: `${scenario.name}: throughput vs health`,
      value: pct(result.ratioOfFloor),
      limit: `≥ ${pct(scenario.minRatioOfFloor)}`,
      ok: result.ratioOfFloor >= scenario.minRatioOfFloor,
    });
  }
  if (scenario.maxP99Ms !== undefined) {
    result.checks.push({
      name: `${scenario.name}: p99 latency`,
      value: `${result.p99Ms} ms`,
      limit: `≤ ${scenario.maxP99Ms} ms`,
      ok: result.p99Ms <= scenario.maxP99Ms,
    });
  }
  return result;
}

function peakRssKb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(/^VmHWM:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

ensureClientBuild();
const assets = measureAssets();

const selected = scenarios.filter(
  (s) => s.isFloor || filters.length === 0 || filters.some((f) => s.name.toLowerCase().includes(f)),
);
const floor = selected.find((s) => s.isFloor);
console.log('Starting the production server (empty PGlite, RATE_LIMITS=off)…');
const server = await startProductionServer({
  settings: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
  logFile: path.join(repoRoot, '.tmp', 'bench-server.log'),
});
const target: BenchTarget = { url: server.url, dataDir: server.dataDir, pid: server.pid };
let home: HomeTransfer;
const results: ScenarioResult[] = [];
let peakRss: number | null;
try {
  home = await measureHomeTransfer(server.url, assets);
  let floorReqPerSec: number | null = null;
  for (const scenario of floor ? [floor, ...selected.filter((s) => s !== floor)] : selected) {
    process.stdout.write(`  ${scenario.name}… `);
    const result = await runScenario(scenario, target, floorReqPerSec);
    if (scenario.isFloor) {
      floorReqPerSec = result.reqPerSec;
      result.ratioOfFloor = 1;
    }
    console.log(`${Math.round(result.reqPerSec)} req/s`);
    results.push(result);
  }
  peakRss = peakRssKb(server.pid);
} finally {
  await server.stop();
}

const entryJs = assets.filter((a) => a.kind === 'entry' || a.kind === 'preload');
const entryJsGzip = entryJs.reduce((n, a) => n + a.gzipBytes, 0);
const checks: Check[] = [
  {
    name: 'entry JS (entry + preloaded chunks), gzip',
    value: kb(entryJsGzip),
    limit: `≤ ${budgets.entryJsGzipKb} KB`,
    ok: entryJsGzip <= budgets.entryJsGzipKb * KB,
  },
  {
    name: `home page total transfer (${home.method})`,
    value: kb(home.totalBytes),
    limit: `≤ ${budgets.homeTransferKb} KB`,
    ok: home.totalBytes <= budgets.homeTransferKb * KB,
  },
  ...results.flatMap((r) => r.checks),
];

console.log(`\nLoad (${os.cpus().length} cores, load tool and server on the same machine)`);
console.log(
  pad([
    ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'vs health', 'requests', 'errors', 'non-2xx'],
    ...results.map((r) => [
      r.name,
      String(r.connections),
      r.reqPerSec.toFixed(0),
      String(r.p50Ms),
      String(r.p99Ms),
      r.ratioOfFloor === null ? '-' : pct(r.ratioOfFloor),
      String(r.requests),
      String(r.errors),
      String(r.non2xx),
    ]),
  ]),
);
console.log(`server peak memory (VmHWM): ${peakRss === null ? 'n/a' : `${(peakRss / 1024).toFixed(0)} MB`}`);

const sum = (list: AssetSize[], pick: (a: AssetSize) => number = (a) => a.gzipBytes) =>
  list.reduce((n, a) => n + pick(a), 0);
const ofKind = (kind: AssetSize['kind']) => assets.filter((a) => a.kind === kind);
console.log('\nClient build (gzip)');
console.log(
  pad([
    ['first paint', 'files', 'raw', 'gzip'],
    [
      'entry JS',
      String(ofKind('entry').length),
      kb(sum(ofKind('entry'), (a) => a.bytes)),
      kb(sum(ofKind('entry'))),
    ],
    [
      'its static imports (modulepreload)',
      String(ofKind('preload').length),
      kb(sum(ofKind('preload'), (a) => a.bytes)),
      kb(sum(ofKind('preload'))),
    ],
    ['CSS', String(ofKind('css').length), kb(sum(ofKind('css'), (a) => a.bytes)), kb(sum(ofKind('css')))],
  ]),
);
console.log('');
console.log(
  pad([
    ['route / lazy chunk', 'raw', 'gzip', 'gzip with its own deps'],
    ...ofKind('route').map((a) => [
      chunkName(a.file),
      kb(a.bytes),
      kb(a.gzipBytes),
      kb(a.withDepsGzipBytes ?? 0),
    ]),
  ]),
);
const shared = ofKind('shared');
console.log(
  `shared lazy chunks: ${shared.length} files, ${kb(sum(shared))} gzip (largest: ${shared
    .slice(0, 5)
    .map((a) => `${chunkName(a.file)} ${kb(a.gzipBytes)}`)
    .join(', ')})`,
);
console.log(
  `home page: ${home.requests.length} requests, ${kb(home.totalBytes)} transferred (${home.method})`,
);

console.log('\nBudgets');
console.log(
  pad([
    ['check', 'value', 'limit', ''],
    ...checks.map((c) => [c.name, c.value, c.limit, c.ok ? 'PASS' : 'FAIL']),
  ]),
);

const resultsDir = path.join(repoRoot, 'bench-results');
await mkdir(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      scenarios: results,
      serverPeakRssKb: peakRss,
      assets,
      entryJsGzipBytes: entryJsGzip,
      home,
      budgets: checks,
    },
    null,
    2,
  )}\n`,
);
console.log('\nWrote bench-results/latest.json');
const failed = checks.filter((c) => !c.ok);
console.log(failed.length === 0 ? 'All budgets met.' : `${failed.length} budget(s) missed.`);
process.exit(failed.length === 0 ? 0 : 1);
