// `npm test`: Vitest (unit + integration on PGlite), then the Playwright journeys in Chromium
// against the production build (built here when missing or stale). Without /usr/bin/chromium the
// end-to-end part is skipped with install instructions, unless E2E_REQUIRED=1.
// The last line of output is always "N passed, N failed" (tests summed over both runners).
//
//   tsx scripts/test-all.ts                       everything
//   tsx scripts/test-all.ts --vitest [-- ARGS]    Vitest only (ARGS go to vitest, e.g. --project integration)
//   tsx scripts/test-all.ts --e2e [-- ARGS]       Playwright only (ARGS go to playwright test)
//   --label NAME        name of this run in the breakdown
//   --record FILE       also append the counts to FILE (JSON lines; CI sums its steps)
//   tsx scripts/test-all.ts --summarize FILE      print the breakdown and summary of FILE
import { clientBuildStaleness, ensureClientBuild } from './lib/client-build';
import {
  type Counts,
  chromiumInstallHint,
  chromiumPath,
  isChromiumInstalled,
  printBreakdown,
  readRecords,
  record,
  runPlaywright,
  runVitest,
  summaryLine,
} from './lib/test-runs';

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
const passThrough = dashDash === -1 ? [] : argv.slice(dashDash + 1);
const option = (name: string) => {
  const i = own.indexOf(name);
  return i === -1 ? undefined : own[i + 1];
};

function finish(all: Counts[]): never {
  printBreakdown(all);
  console.log(summaryLine(all));
  process.exit(all.every((c) => c.ok) ? 0 : 1);
}

const summarizeFile = option('--summarize');
if (summarizeFile) finish(readRecords(summarizeFile));

const onlyVitest = own.includes('--vitest');
const onlyE2e = own.includes('--e2e');
const wantVitest = onlyVitest || !onlyE2e;
const wantE2e = onlyE2e || !onlyVitest;
const recordFile = option('--record');
const label = option('--label');
const isE2eRequired = process.env.E2E_REQUIRED === '1';

const results: Counts[] = [];
const keep = (counts: Counts) => {
  results.push(counts);
  if (recordFile) record(recordFile, counts);
};

if (wantVitest) {
  keep(await runVitest(label ?? 'vitest (unit + integration)', onlyVitest ? passThrough : []));
}

if (wantE2e) {
  const e2eLabel = onlyE2e && label ? label : 'playwright (e2e, Chromium)';
  if (!isChromiumInstalled()) {
    const message = `Chromium is not installed at ${chromiumPath}: the end-to-end journeys need it.\nInstall it with: ${chromiumInstallHint}`;
    if (isE2eRequired) {
      console.error(`\nE2E_REQUIRED=1 and ${message}`);
      keep({ label: `${e2eLabel}: browser missing`, passed: 0, failed: 1, skipped: 0, ok: false });
    } else {
      console.warn(`\nSkipping the end-to-end journeys. ${message}`);
    }
  } else {
    try {
      if (clientBuildStaleness()) ensureClientBuild();
      keep(await runPlaywright(e2eLabel, onlyE2e ? passThrough : []));
    } catch (err) {
      console.error((err as Error).message);
      keep({ label: `${e2eLabel}: client build failed`, passed: 0, failed: 1, skipped: 0, ok: false });
    }
  }
}

finish(results);
