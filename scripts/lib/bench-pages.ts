// The browser half of `npm run bench`: what a phone downloads for a page (Chromium, Playwright's
// Pixel 7 profile, fresh cache) and Lighthouse's mobile scores (lighthouse CLI, run in a child).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './client-build';
import { chromiumPath } from './test-runs';

export interface PageWeight {
  path: string;
  /** Encoded body bytes (as sent: brotli or gzip) of every script the page loaded. */
  jsBytes: number;
  /** Every response of the page: encoded body plus headers. */
  totalBytes: number;
  requests: Array<{ url: string; type: string; bodyBytes: number; bytes: number }>;
}

/**
 * Loads `pagePath` at a phone viewport with a cold cache, waits for the network to settle,
 * scrolls to the bottom (lazy sections and images count as loaded by the page) and settles again.
 */
export async function measurePageWeight(
  baseUrl: string,
  pagePath: string,
  options: { cookie?: string } = {},
): Promise<PageWeight> {
  const { chromium, devices } = await import('@playwright/test');
  const { chromiumArgs } = await import('../../playwright.config');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    // A signed-in member's page: their session cookie (`name=value; name=value`, as sent).
    if (options.cookie)
      await context.addCookies(
        options.cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
        }),
      );
    const page = await context.newPage();
    const requests: PageWeight['requests'] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((s) => {
          requests.push({
            url: request.url().replace(baseUrl, ''),
            type: request.resourceType(),
            bodyBytes: s.responseBodySize,
            bytes: s.responseBodySize + s.responseHeadersSize,
          });
        }),
      );
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return {
      path: pagePath,
      jsBytes: requests.filter((r) => r.type === 'script').reduce((n, r) => n + r.bodyBytes, 0),
      totalBytes: requests.reduce((n, r) => n + r.bytes, 0),
      requests,
    };
  } finally {
    await browser.close();
  }
}

export interface LighthouseScores {
  path: string;
  /** 0–100, or null when Lighthouse could not run. */
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  bestPractices: number | null;
  metrics: Record<string, string>;
  /** Failed accessibility audits (ids), when any. */
  failedAccessibilityAudits: string[];
  /** Failed SEO and best-practices audits (ids), when any. */
  failedOtherAudits: string[];
  error?: string;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; displayValue?: string; errorMessage?: string }>;
  runtimeError?: { code: string; message: string };
}

/** Options of a Lighthouse run. */
export interface LighthouseOptions {
  /** A signed-in member's page: their session cookie (`name=value; name=value`, as sent). */
  cookie?: string;
  /** Keeps the run's full JSON report at this path (the `n`th run of the page, from 1). */
  saveReport?: (n: number) => string;
}

/** Lighthouse 12 (package.json pins it) with its default mobile profile, in a child process. */
export function runLighthouse(
  baseUrl: string,
  pagePath: string,
  options: Omit<LighthouseOptions, 'saveReport'> & { reportPath?: string } = {},
): LighthouseScores {
  const dir = mkdtempSync(path.join(tmpdir(), 'njtc-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
        `${baseUrl}${pagePath}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,seo,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        // A signed-in member's page: the session cookie on every request of the page.
        ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
      ],
      { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(result.stderr.trim().split('\n').slice(-3).join(' '));
    if (options.reportPath) copyFileSync(out, options.reportPath);
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    const metrics: Record<string, string> = {};
    for (const [id, label] of [
      ['first-contentful-paint', 'FCP'],
      ['largest-contentful-paint', 'LCP'],
      ['total-blocking-time', 'TBT'],
      ['cumulative-layout-shift', 'CLS'],
      ['speed-index', 'SI'],
    ] as const)
      metrics[label] = report.audits[id]?.displayValue ?? '-';
    const failed = (category: string) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    const performance = score('performance');
    // A run without a performance score says why (no paint seen, a metric that failed).
    const why =
      performance === null
        ? (report.runtimeError?.message ??
          (report.categories.performance?.auditRefs ?? [])
            .map((ref) => report.audits[ref.id]?.errorMessage)
            .find(Boolean) ??
          'no performance score')
        : undefined;
    return {
      path: pagePath,
      performance,
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      metrics,
      failedAccessibilityAudits: failed('accessibility'),
      failedOtherAudits: [...failed('seo'), ...failed('best-practices')],
      ...(why ? { error: why } : {}),
    };
  } catch (err) {
    return {
      path: pagePath,
      performance: null,
      accessibility: null,
      seo: null,
      bestPractices: null,
      metrics: {},
      failedAccessibilityAudits: [],
      failedOtherAudits: [],
      error: (err as Error).message,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse `runs` times on one page and keeps the run of median performance (issue 24:
 * one run on a 2-core machine swings by 5–10 points); `performanceRuns` lists every run's score,
 * null for a run that gave none. Such a run is tried again (up to `runs` more tries for the page):
 * a median of fewer runs than asked would look like a full one. When `runs` scored runs are
 * still not there, the result has no performance score and says which runs failed and why.
 */
export async function runLighthouseMedian(
  baseUrl: string,
  pagePath: string,
  runs: number,
  options: LighthouseOptions = {},
): Promise<LighthouseScores & { performanceRuns: Array<number | null> }> {
  const wanted = Math.max(1, runs);
  // One unmeasured request of the page first: the server's first paint of a page after the start
  // loads the renderer and compiles its code paths (a first run's HTML took 3.5–4.5 s here, the
  // next 0.2–0.5 s). That is the process starting, not the page.
  await fetch(`${baseUrl}${pagePath}`, { headers: options.cookie ? { cookie: options.cookie } : {} })
    .then((res) => res.text())
    .catch(() => undefined);
  const all: LighthouseScores[] = [];
  while (all.filter((r) => r.performance !== null).length < wanted && all.length < wanted * 2) {
    const { saveReport, ...rest } = options;
    all.push(runLighthouse(baseUrl, pagePath, { ...rest, reportPath: saveReport?.(all.length + 1) }));
  }
  return medianRun(all, wanted);
}

/**
 * The run of median performance among `all` (every run of one page, in order), when `wanted`
 * of them gave a score; otherwise no score, with which runs failed and why (never a median of
 * fewer runs than asked, which would look like a full one).
 */
export function medianRun(
  all: readonly LighthouseScores[],
  wanted: number,
): LighthouseScores & { performanceRuns: Array<number | null> } {
  const performanceRuns = all.map((r) => r.performance);
  const scored = all.filter((r) => r.performance !== null).sort((a, b) => a.performance! - b.performance!);
  if (scored.length < wanted || scored.length === 0) {
    const failures = all.filter((r) => r.performance === null).map((r) => r.error ?? 'no performance score');
    return {
      ...(scored[0] ?? all[0] ?? emptyScores('')),
      performance: null,
      performanceRuns,
      error: `${scored.length} of ${all.length} runs gave a performance score (${[...new Set(failures)].join('; ')})`,
    };
  }
  const median = scored[Math.floor((scored.length - 1) / 2)]!;
  return { ...median, performanceRuns };
}

function emptyScores(pagePath: string): LighthouseScores {
  return {
    path: pagePath,
    performance: null,
    accessibility: null,
    seo: null,
    bestPractices: null,
    metrics: {},
    failedAccessibilityAudits: [],
    failedOtherAudits: [],
  };
}
