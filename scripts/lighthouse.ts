// Lighthouse alone (the page part of `npm run bench`), for a quick look at one change:
//
//   npx tsx scripts/lighthouse.ts [path ...]      default: /, /social_events, /events, /login
//
// Builds what is missing, starts the production server on a new temp PGlite DATA_DIR (demo
// content), runs Lighthouse 12 with its mobile profile on each page and prints the four scores
// with the audits that did not pass. Exit code 1 when a score is under 100 (performance: 95).

import { runLighthouse } from './lib/bench-pages';
import { ensureClientBuild } from './lib/client-build';
import { startProductionServer } from './lib/production-server';
import { isChromiumInstalled } from './lib/test-runs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/social_events', '/events', '/login'];
if (!isChromiumInstalled()) {
  console.error('Chromium is not installed: apt-get install -y chromium');
  process.exit(1);
}
ensureClientBuild();
const server = await startProductionServer({ settings: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' } });
let isOk = true;
try {
  for (const page of pages) {
    const s = runLighthouse(server.url, page);
    if (s.error) {
      console.log(`${page}: failed: ${s.error}`);
      isOk = false;
      continue;
    }
    console.log(
      `${page}: performance ${s.performance}, accessibility ${s.accessibility}, SEO ${s.seo}, best practices ${s.bestPractices}` +
        ` (FCP ${s.metrics.FCP}, LCP ${s.metrics.LCP}, TBT ${s.metrics.TBT})` +
        ([...s.failedAccessibilityAudits, ...s.failedOtherAudits].length
          ? ` — not passed: ${[...s.failedAccessibilityAudits, ...s.failedOtherAudits].join(', ')}`
          : ''),
    );
    isOk &&=
      (s.performance ?? 0) >= 95 && s.accessibility === 100 && s.seo === 100 && s.bestPractices === 100;
  }
} finally {
  await server.stop();
}
process.exit(isOk ? 0 : 1);
