// `npm run bench`: load, memory and page-weight figures of the production server.
//
// Builds the client and the server if needed, then:
//  1. memory: starts the compiled server (plain node) on a new temp PGlite DATA_DIR and reads
//     its RSS after start ("fresh"), stops it, starts it again on the same folder ("reopened");
//     later the same on a throwaway PostgreSQL cluster (scripts/pg-cluster.sh);
//  2. pages: on the reopened server, what a phone downloads for the home page (Chromium, Pixel 7
//     profile: all JS, whole page) and Lighthouse's mobile scores (performance, accessibility,
//     SEO, best practices) of /, /social_events, /events, /login;
//  3. load: every scenario of scripts/bench-scenarios.ts with autocannon (RATE_LIMITS=off, the
//     only place that switch is used): req/s, p50/p99, and the ratio to both floors (GET
//     /api/health/live, no database; GET /api/health, one database round trip); then the
//     server's peak RSS (VmHWM) over the run.
// Also the gzip size of the entry JS, the CSS and each lazy chunk of the build. Checks the
// budgets, prints tables and writes bench-results/latest.json.
// Exit code 1 when a budget is missed or a scenario got errors / non-2xx answers.
//
//   BENCH_SECONDS=3 npm run bench        shorter runs (default 10 s per scenario)
//   npm run bench -- health check        only load scenarios whose name contains one of the words
//   BENCH_LOAD_ONLY=1 npm run bench      load scenarios only (no page weights, Lighthouse or
//                                        PostgreSQL memory): a quick before/after of a change
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon, { type AutocannonRequest } from 'autocannon';
import {
  type BenchScenario,
  type BenchTarget,
  benchStripeSettings,
  scenarios,
  signInBenchCaptain,
} from './bench-scenarios';
import {
  type LighthouseScores,
  measurePageWeight,
  type PageWeight,
  runLighthouseMedian,
} from './lib/bench-pages';
import { clientDist, ensureClientBuild, repoRoot } from './lib/client-build';
import { freePort, type ProductionServer, startProductionServer } from './lib/production-server';
import { ensureServerBuild } from './lib/server-build';
import { isChromiumInstalled } from './lib/test-runs';

const KB = 1024;
const MB = 1024 * 1024;
export const budgets = {
  entryJsGzipKb: 120,
  /** Issue 8 §5, measured in Chromium at a phone viewport. */
  homeJsGzipKb: 120,
  homeTransferKb: 200,
  /** Issue 24: the median of `lighthouseRuns` runs per page, on this machine under the bench only. */
  lighthousePerformance: 95,
  /** Issue 24: a signed-in member's pages (their week, their profile, a team's schedule). */
  lighthouseSignedInPerformance: 90,
  lighthouseAccessibility: 100,
  lighthouseSeo: 100,
  lighthouseBestPractices: 100,
  /** Issue 7 §3: RSS after start, and the peak under the load scenarios. */
  idleRssPgliteMb: 350,
  idleRssPostgresMb: 150,
  peakRssPgliteMb: 600,
  /** Issue 24: /api/health/live keeps at least this share of a bare Hono route's req/s. */
  liveOfBareFloor: 0.5,
};
const lighthousePages = ['/', '/social_events', '/events', '/login'];
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const defaultSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Load scenarios only: a quick comparison; its page and memory budgets then show as missed. */
const isLoadOnly = process.env.BENCH_LOAD_ONLY === '1';
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
  /** Share of GET /api/health's req/s (the database floor). */
  ratioOfFloor: number | null;
  /** Share of GET /api/health/live's req/s (the no-database floor). */
  ratioOfNoDbFloor: number | null;
  /** Share of the bare Hono route's req/s (the machine's floor, a separate process). */
  ratioOfBare?: number | null;
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
  // The entry only loads the app (src/client/app-main.tsx, decision 020): its chunk and static
  // imports are what every page runs before it shows anything of its own, so they count here.
  for (const f of files) if (/^app-main-[\w-]+\.js$/.test(f)) visit(f, firstPaint, new Set());
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

async function runScenario(
  scenario: BenchScenario,
  target: BenchTarget,
  floors: { database: number | null; noDatabase: number | null },
) {
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
  const stopDuring = scenario.during?.(target);
  let r: Awaited<ReturnType<typeof autocannon>>;
  try {
    // autocannon's answer is a thenable, not a Promise: awaited here, the stopper runs after.
    r = await autocannon(
      scenario.amount ? { ...base, amount: scenario.amount } : { ...base, duration: seconds },
    );
  } finally {
    await stopDuring?.();
  }
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
    ratioOfFloor: floors.database ? reqPerSec / floors.database : null,
    ratioOfNoDbFloor: floors.noDatabase ? reqPerSec / floors.noDatabase : null,
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

/** VmRSS (now) or VmHWM (peak since start) of a process, in bytes; null when it is gone. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

interface StartFigure {
  name: string;
  /** Seconds from spawning the server to its first healthy answer. */
  startSeconds: number;
  rssBytes: number | null;
  limitMb: number;
}

const settleMs = 3000;
const serverSettings = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...benchStripeSettings };
const serverLog = (name: string) => path.join(repoRoot, '.tmp', `bench-server-${name}.log`);

/** Starts the compiled server and reads its RSS once start-up work has settled. */
async function startAndMeasure(
  name: string,
  limitMb: number,
  settings: Record<string, string>,
): Promise<{ server: ProductionServer; figure: StartFigure }> {
  const started = Date.now();
  const server = await startProductionServer({
    settings: { ...serverSettings, ...settings },
    logFile: serverLog(name.replace(/\W+/g, '-')),
    startTimeoutMs: 180_000,
  });
  const startSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, settleMs));
  return { server, figure: { name, startSeconds, rssBytes: memoryOf(server.pid, 'VmRSS'), limitMb } };
}

/** The compiled server on a throwaway PostgreSQL cluster: its RSS after start. */
async function measurePostgres(): Promise<StartFigure | { name: string; error: string; limitMb: number }> {
  const name = 'PostgreSQL';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'njtc-bench-pg-'));
  const script = path.join(repoRoot, 'scripts/pg-cluster.sh');
  const port = String(await freePort());
  const started = spawnSync('bash', [script, 'start', dir, port], { encoding: 'utf8' });
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return {
      name,
      error: `pg-cluster.sh failed: ${started.stderr.trim()}`,
      limitMb: budgets.idleRssPostgresMb,
    };
  }
  try {
    const { server, figure } = await startAndMeasure(name, budgets.idleRssPostgresMb, {
      DATABASE_URL: started.stdout.trim(),
    });
    await server.stop();
    return figure;
  } finally {
    spawnSync('bash', [script, 'stop', dir], { stdio: 'ignore' });
  }
}

/** The bare Hono floor (scripts/lib/bare-floor-server.ts) in its own process. */
async function startBareFloor(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/lib/bare-floor-server.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench: the bare floor server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

ensureClientBuild();
ensureServerBuild();
const assets = measureAssets();

const selected = scenarios.filter(
  (s) => s.floor || filters.length === 0 || filters.some((f) => s.name.toLowerCase().includes(f)),
);
const floorsFirst = [
  ...selected.filter((s) => s.floor === 'no-database'),
  ...selected.filter((s) => s.floor === 'database'),
  ...selected.filter((s) => !s.floor),
];

console.log('Memory after start: a new PGlite (created in a child process)…');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'njtc-bench-'));
const startFigures: Array<StartFigure | { name: string; error: string; limitMb: number }> = [];
const results: ScenarioResult[] = [];
let home: PageWeight | null = null;
/** The home page of the bench captain, signed in (their week loads): reported, no budget (issue 21). */
let homeSignedIn: PageWeight | null = null;
type MedianScores = LighthouseScores & { performanceRuns: Array<number | null> };
const lighthouse: MedianScores[] = [];
const lighthouseSignedIn: MedianScores[] = [];
let bareFloor: ScenarioResult | null = null;
let peakRss: number | null = null;
try {
  const fresh = await startAndMeasure('PGlite, new database', budgets.idleRssPgliteMb, {
    DATA_DIR: dataDir,
  });
  startFigures.push(fresh.figure);
  await fresh.server.stop();
  // A captain's team for the roster read (needs the folder while no server holds it).
  const leagueData = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/lib/bench-league-data.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  if (leagueData.status !== 0)
    throw new Error(`bench: creating the league data failed (exit ${leagueData.status})`);
  console.log('…the same PGlite reopened…');
  const reopenedAt = Date.now();
  const reopened = await startAndMeasure('PGlite, reopened', budgets.idleRssPgliteMb, { DATA_DIR: dataDir });
  startFigures.push(reopened.figure);
  const server = reopened.server;
  const target: BenchTarget = { url: server.url, dataDir: server.dataDir, pid: server.pid };
  try {
    if (isLoadOnly) {
      console.log('BENCH_LOAD_ONLY=1: no page weights or Lighthouse.');
    } else if (isChromiumInstalled()) {
      console.log('Home page weight at a phone viewport (Chromium)…');
      home = await measurePageWeight(server.url, '/');
      const show = (scores: MedianScores) =>
        scores.error
          ? `failed: ${scores.error}`
          : `${scores.performance} (runs ${scores.performanceRuns.map((r) => r ?? 'none').join(', ')}) / ${scores.accessibility} / ${scores.seo} / ${scores.bestPractices}`;
      for (const page of lighthousePages) {
        process.stdout.write(`Lighthouse (mobile, median of ${lighthouseRuns}) ${page}… `);
        const scores = await runLighthouseMedian(server.url, page, lighthouseRuns);
        console.log(show(scores));
        lighthouse.push(scores);
      }
      // A signed-in member (issue 24): the bench captain, on a team, with a session cookie.
      const cookie = await signInBenchCaptain(target);
      homeSignedIn = await measurePageWeight(server.url, '/', { cookie });
      const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as {
        user: { username: string };
      };
      const teams = (await (await fetch(`${server.url}/api/teams`, { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      for (const page of ['/', `/users/${me.user.username}`, `/teams/${teams.items[0]!.id}/schedule`]) {
        process.stdout.write(`Lighthouse (mobile, signed in, median of ${lighthouseRuns}) ${page}… `);
        const scores = await runLighthouseMedian(server.url, page, lighthouseRuns, { cookie });
        console.log(show(scores));
        lighthouseSignedIn.push(scores);
      }
    } else {
      console.log(
        `Chromium is not installed (${'apt-get install -y chromium'}): page weights and Lighthouse fail.`,
      );
    }
    // The server's start-up jobs (checkout expiry at 5 s, the membership jobs at 10 s: in December
    // their first run queues every renewal reminder) share the PGlite process with the requests.
    // The scenarios measure the server as it serves afterwards, as a full run does once
    // Lighthouse is done; a load-only run waits for them too (decision 046).
    const startUpJobsMs = 30_000;
    const waitMs = reopenedAt + startUpJobsMs - Date.now();
    if (waitMs > 0) {
      console.log(`Waiting ${Math.ceil(waitMs / 1000)} s for the server's start-up jobs to run first…`);
      await new Promise((r) => setTimeout(r, waitMs));
    }
    console.log('Load scenarios (RATE_LIMITS=off):');
    const floors = { database: null as number | null, noDatabase: null as number | null };
    {
      const name = 'GET / (bare Hono, its own process: the machine floor)';
      process.stdout.write(`  ${name}… `);
      const bare = await startBareFloor();
      try {
        bareFloor = await runScenario(
          { name, path: '/' },
          { url: bare.url, dataDir: '', pid: bare.pid },
          floors,
        );
      } finally {
        await bare.stop();
      }
      console.log(`${Math.round(bareFloor.reqPerSec)} req/s`);
      results.push(bareFloor);
    }
    for (const scenario of floorsFirst) {
      process.stdout.write(`  ${scenario.name}… `);
      const result = await runScenario(scenario, target, floors);
      if (scenario.floor === 'no-database') floors.noDatabase = result.reqPerSec;
      if (scenario.floor === 'database') floors.database = result.reqPerSec;
      result.ratioOfFloor = floors.database ? result.reqPerSec / floors.database : null;
      result.ratioOfNoDbFloor = floors.noDatabase ? result.reqPerSec / floors.noDatabase : null;
      result.ratioOfBare = bareFloor ? result.reqPerSec / bareFloor.reqPerSec : null;
      console.log(`${Math.round(result.reqPerSec)} req/s`);
      results.push(result);
    }
    peakRss = memoryOf(server.pid, 'VmHWM');
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (!isLoadOnly) {
  console.log('Memory after start on PostgreSQL (throwaway cluster)…');
  startFigures.push(await measurePostgres());
}

const entryJs = assets.filter((a) => a.kind === 'entry' || a.kind === 'preload');
const entryJsGzip = entryJs.reduce((n, a) => n + a.gzipBytes, 0);
// The JS budget is in gzip bytes; the server sends brotli where the browser takes it, so each
// built script counts at its gzip size (the build's), anything else as transferred.
const gzipOfAsset = new Map(assets.map((a) => [`/${a.file}`, a.gzipBytes]));
const jsGzipOf = (weight: PageWeight | null) =>
  weight
    ? weight.requests
        .filter((r) => r.type === 'script')
        .reduce((n, r) => n + (gzipOfAsset.get(r.url.split('?')[0]!) ?? r.bodyBytes), 0)
    : null;
const homeJsGzip = jsGzipOf(home);
const homeSignedInJsGzip = jsGzipOf(homeSignedIn);
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
const checks: Check[] = [
  ...startFigures.map((f) =>
    'error' in f
      ? { name: `RSS after start, ${f.name}`, value: f.error, limit: `≤ ${f.limitMb} MB`, ok: false }
      : {
          name: `RSS after start, ${f.name}`,
          value: mb(f.rssBytes),
          limit: `≤ ${f.limitMb} MB`,
          ok: f.rssBytes !== null && f.rssBytes <= f.limitMb * MB,
        },
  ),
  {
    name: 'peak RSS over the run (VmHWM), PGlite',
    value: mb(peakRss),
    limit: `≤ ${budgets.peakRssPgliteMb} MB`,
    ok: peakRss !== null && peakRss <= budgets.peakRssPgliteMb * MB,
  },
  {
    name: 'entry JS (entry + preloaded chunks), gzip',
    value: kb(entryJsGzip),
    limit: `≤ ${budgets.entryJsGzipKb} KB`,
    ok: entryJsGzip <= budgets.entryJsGzipKb * KB,
  },
  {
    name: 'home page: all JS loaded (phone, gzip)',
    value: homeJsGzip !== null ? kb(homeJsGzip) : 'not measured (no Chromium)',
    limit: `≤ ${budgets.homeJsGzipKb} KB`,
    ok: homeJsGzip !== null && homeJsGzip <= budgets.homeJsGzipKb * KB,
  },
  {
    name: 'home page: whole page transferred (phone)',
    value: home ? kb(home.totalBytes) : 'not measured (no Chromium)',
    limit: `≤ ${budgets.homeTransferKb} KB`,
    ok: home !== null && home.totalBytes <= budgets.homeTransferKb * KB,
  },
  ...lighthousePages.flatMap((page): Check[] => {
    const scores = lighthouse.find((l) => l.path === page);
    const show = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : String(v));
    return [
      {
        name: `Lighthouse mobile performance ${page}`,
        value: show(scores?.performance),
        limit: `≥ ${budgets.lighthousePerformance}`,
        ok: (scores?.performance ?? -1) >= budgets.lighthousePerformance,
      },
      {
        name: `Lighthouse accessibility ${page}`,
        value: show(scores?.accessibility),
        limit: `= ${budgets.lighthouseAccessibility}`,
        ok: (scores?.accessibility ?? -1) >= budgets.lighthouseAccessibility,
      },
      {
        name: `Lighthouse SEO ${page}`,
        value: show(scores?.seo),
        limit: `= ${budgets.lighthouseSeo}`,
        ok: (scores?.seo ?? -1) >= budgets.lighthouseSeo,
      },
      {
        name: `Lighthouse best practices ${page}`,
        value: show(scores?.bestPractices),
        limit: `= ${budgets.lighthouseBestPractices}`,
        ok: (scores?.bestPractices ?? -1) >= budgets.lighthouseBestPractices,
      },
    ];
  }),
  ...lighthouseSignedIn.map(
    (scores): Check => ({
      name: `Lighthouse mobile performance, signed in ${scores.path}`,
      value: scores.performance === null ? 'n/a' : String(scores.performance),
      limit: `≥ ${budgets.lighthouseSignedInPerformance}`,
      ok: (scores.performance ?? -1) >= budgets.lighthouseSignedInPerformance,
    }),
  ),
  ...(() => {
    const live = results.find((r) => r.name.startsWith('GET /api/health/live (no database)'));
    if (!live || !bareFloor) return [];
    return [
      {
        name: 'GET /api/health/live vs a bare Hono route (what the middleware costs)',
        value: pct(live.ratioOfBare ?? 0),
        limit: `≥ ${pct(budgets.liveOfBareFloor)}`,
        ok: (live.ratioOfBare ?? 0) >= budgets.liveOfBareFloor,
      },
    ];
  })(),
  ...results.flatMap((r) => r.checks),
];

console.log(`\nLoad (${os.cpus().length} cores, load tool and server on the same machine)`);
console.log(
  pad([
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs health',
      'vs live',
      'vs bare',
      'requests',
      'errors',
      'non-2xx',
    ],
    ...results.map((r) => [
      r.name,
      String(r.connections),
      r.reqPerSec.toFixed(0),
      String(r.p50Ms),
      String(r.p99Ms),
      r.ratioOfFloor === null ? '-' : pct(r.ratioOfFloor),
      r.ratioOfNoDbFloor === null ? '-' : pct(r.ratioOfNoDbFloor),
      r.ratioOfBare === null || r.ratioOfBare === undefined ? '-' : pct(r.ratioOfBare),
      String(r.requests),
      String(r.errors),
      String(r.non2xx),
    ]),
  ]),
);
console.log('\nServer memory (compiled server, plain node)');
console.log(
  pad([
    ['when', 'RSS', 'start-up', 'limit'],
    ...startFigures.map((f) =>
      'error' in f
        ? [`after start, ${f.name}`, 'n/a', '-', `${f.limitMb} MB`]
        : [`after start, ${f.name}`, mb(f.rssBytes), `${f.startSeconds.toFixed(1)} s`, `${f.limitMb} MB`],
    ),
    ['peak over the run (VmHWM), PGlite', mb(peakRss), '-', `${budgets.peakRssPgliteMb} MB`],
  ]),
);
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
if (home)
  console.log(
    `home page (phone): ${home.requests.length} requests, JS ${kb(homeJsGzip ?? 0)} gzip (${kb(home.jsBytes)} as sent), ${kb(home.totalBytes)} transferred`,
  );
if (homeSignedIn)
  console.log(
    `home page, signed-in member (phone): ${homeSignedIn.requests.length} requests, JS ${kb(homeSignedInJsGzip ?? 0)} gzip, ${kb(homeSignedIn.totalBytes)} transferred`,
  );
if (lighthouse.length) {
  console.log(
    `\nLighthouse 12, mobile profile, median of ${lighthouseRuns} runs (performance / accessibility / SEO / best practices)`,
  );
  console.log(
    pad([
      ['page', 'perf', 'runs', 'a11y', 'seo', 'bp', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'failed audits'],
      ...[...lighthouse, ...lighthouseSignedIn.map((l) => ({ ...l, path: `${l.path} (signed in)` }))].map(
        (l) => [
          l.path,
          String(l.performance ?? 'n/a'),
          l.performanceRuns.map((r) => r ?? 'none').join(' '),
          String(l.accessibility ?? 'n/a'),
          String(l.seo ?? 'n/a'),
          String(l.bestPractices ?? 'n/a'),
          l.metrics.FCP ?? '-',
          l.metrics.LCP ?? '-',
          l.metrics.TBT ?? '-',
          l.metrics.CLS ?? '-',
          l.metrics.SI ?? '-',
          l.error
            ? `error: ${l.error}`
            : [...l.failedAccessibilityAudits, ...l.failedOtherAudits].join(', ') || '-',
        ],
      ),
    ]),
  );
}

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
      memory: { afterStart: startFigures, peakRssBytes: peakRss },
      assets,
      entryJsGzipBytes: entryJsGzip,
      home: home && { ...home, jsGzipBytes: homeJsGzip },
      homeSignedIn: homeSignedIn && { ...homeSignedIn, jsGzipBytes: homeSignedInJsGzip },
      lighthouse,
      lighthouseSignedIn,
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
