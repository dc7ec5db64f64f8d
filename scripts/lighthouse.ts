// Lighthouse alone (the page part of `npm run bench`), for a quick look at one change:
//
//   npx tsx scripts/lighthouse.ts [--runs N] [--save DIR] [--signed-in] [path ...]
//
// default paths: /, /social_events, /events, /login; with --signed-in: /, /users/:username,
// /teams/:teamId/schedule (the bench captain's, as `npm run bench` measures them).
// Builds what is missing, starts the production server on a new temp PGlite DATA_DIR (demo
// content; with --signed-in also the bench's league data, and the bench captain's session cookie
// on every request), runs Lighthouse 12 with its mobile profile on each page (the median of
// --runs, default 1) and prints the scores with the audits that did not pass. --save keeps each
// run's full report (DIR/<page>-<n>.json) to read its audits. Exit code 1 when a score is under
// 100 (performance: 95, signed in 90) or a run gave no score.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInBenchCaptain } from './bench-scenarios';
import { runLighthouseMedian } from './lib/bench-pages';
import { ensureClientBuild, repoRoot } from './lib/client-build';
import { startProductionServer } from './lib/production-server';
import { isChromiumInstalled } from './lib/test-runs';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option('--runs') ?? 1);
const saveDir = option('--save');
const isSignedIn = args.includes('--signed-in');
const pages = args.filter((a) => a !== '--signed-in');
if (!pages.length)
  pages.push(
    ...(isSignedIn
      ? ['/', '/users/:username', '/teams/:teamId/schedule']
      : ['/', '/social_events', '/events', '/login']),
  );
if (!isChromiumInstalled()) {
  console.error('Chromium is not installed: apt-get install -y chromium');
  process.exit(1);
}
ensureClientBuild();
const settings = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
let dataDir: string | undefined;
if (isSignedIn) {
  // The bench's own data: a first start creates the database, then the captain and their team.
  dataDir = mkdtempSync(path.join(tmpdir(), 'njtc-lighthouse-data-'));
  await (await startProductionServer({ settings: { ...settings, DATA_DIR: dataDir } })).stop();
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/lib/bench-league-data.ts')],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  if (made.status !== 0) throw new Error('lighthouse: creating the bench league data failed');
}
const server = await startProductionServer({
  settings: { ...settings, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
});
let isOk = true;
try {
  let cookie: string | undefined;
  if (isSignedIn) {
    const session = await signInBenchCaptain({ url: server.url, dataDir: server.dataDir, pid: server.pid });
    cookie = session;
    const get = async (url: string) =>
      (await fetch(`${server.url}${url}`, { headers: { cookie: session } })).json();
    const me = (await get('/api/me')) as { user: { username: string } };
    const teams = (await get('/api/teams')) as { items: Array<{ id: string }> };
    for (const [i, page] of pages.entries())
      pages[i] = page.replace(':username', me.user.username).replace(':teamId', teams.items[0]!.id);
  }
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  for (const page of pages) {
    const s = await runLighthouseMedian(server.url, page, runs, {
      cookie,
      saveReport: saveDir
        ? (n) => path.join(saveDir, `${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${n}.json`)
        : undefined,
    });
    if (s.error) {
      console.log(`${page}: failed: ${s.error}`);
      isOk = false;
      continue;
    }
    console.log(
      `${page}: performance ${s.performance} (runs ${s.performanceRuns.map((r) => r ?? 'none').join(', ')}), accessibility ${s.accessibility}, SEO ${s.seo}, best practices ${s.bestPractices}` +
        ` (FCP ${s.metrics.FCP}, LCP ${s.metrics.LCP}, TBT ${s.metrics.TBT})` +
        ([...s.failedAccessibilityAudits, ...s.failedOtherAudits].length
          ? ` — not passed: ${[...s.failedAccessibilityAudits, ...s.failedOtherAudits].join(', ')}`
          : ''),
    );
    isOk &&=
      (s.performance ?? 0) >= (isSignedIn ? 90 : 95) &&
      s.accessibility === 100 &&
      s.seo === 100 &&
      s.bestPractices === 100;
  }
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(isOk ? 0 : 1);
