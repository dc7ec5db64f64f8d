import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pageRuleFor } from '../../src/shared/access';
import { appPathPatterns } from '../../src/shared/app-paths';
import { decodePath, inMatchOrder, matchPath } from '../../src/shared/route-match';
import { e2eAccounts, signInAs } from './support/e2e-accounts';
import { expect, test, waitForApp } from './support/fixtures';

// The Nu Html Checker (vnu.jar, the W3C's validator) over every page of the app, as real
// browsers and crawlers get them (issue 19): each public page as the server paints it and
// after the app has taken it over, and every staff page as an admin sees it. The pages are
// found like a crawler finds them: every page without :params, then the first link to each
// :param page on the pages seen. All the HTML is written to one folder and checked by one
// run of the checker (one Java start for ~100 documents). Headings must not skip a level.

const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Addresses a crawler does not find as links, visited besides: a page only an e-mail links to
 * (a token), a member's profile (linked from the account menu, closed), the other tabs of a page.
 */
const extraStarts = [
  '/lineups/not-a-real-token',
  `/users/${e2eAccounts.admin.username}`,
  `/users/${e2eAccounts.admin.username}/edit`,
  '/admin/content?tab=news',
  '/admin/content?tab=club',
];

const isJavaThere = spawnSync('java', ['-version']).status === 0;

/** The first `id` of an object in an array under `key`, anywhere in an API answer. */
function firstIdUnder(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstIdUnder(item, key);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k === key && Array.isArray(v)) {
      const withId = v.find(
        (x) => x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string',
      );
      if (withId) return (withId as { id: string }).id;
    }
    const found = firstIdUnder(v, key);
    if (found) return found;
  }
  return null;
}

/**
 * Pages a member reaches from an e-mail, not from a link on a page the admin sees: a club
 * message (the demo's newsletter issue) and a tournament match (the demo's championships).
 */
async function linkedFromMail(page: Page): Promise<string[]> {
  const issues = await (await page.request.get('/api/newsletter/issues')).json();
  const draws = await (await page.request.get('/api/tournaments/club-championships/draws')).json();
  const messageId = firstIdUnder(issues, 'items') ?? firstIdUnder(issues, 'issues');
  const matchId = firstIdUnder(draws, 'matches');
  return [...(messageId ? [`/messages/${messageId}`] : []), ...(matchId ? [`/draw-matches/${matchId}`] : [])];
}

interface Crawl {
  /** Route pattern → the concrete path visited for it. */
  visited: Map<string, string>;
  /** Heading levels skipped: "path: h1 → h3". */
  skippedHeadings: string[];
}

const ordered = inMatchOrder(appPathPatterns.map((p) => ({ path: p })));

/** The app's route pattern a same-site address opens, or null. */
function patternOf(href: string, base: string): { pattern: string; path: string } | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  const found = ordered.find((r) => matchPath({ path: r.path }, decodePath(url.pathname)));
  return found ? { pattern: found.path, path: `${url.pathname}${url.search}` } : null;
}

/** Waits for the page to show its content (not "Loading...") with the app live. */
async function settle(page: Page) {
  await waitForApp(page);
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
}

/** Pages loaded at once: the browser's and the server's work overlap (2 cores). */
const tabs = 2;

/**
 * When some page was reached through no link yet, further pages of a kind already seen are
 * visited (another payment may be one with an account, whose page links to its purchases), at
 * most this many.
 */
const extraVisits = 30;

/**
 * Visits the pages `wanted` by pattern, like a crawler: the static ones first, then the first
 * link found to each :param page, in a few tabs at once. `save` gets each page once it has settled.
 */
async function crawl(
  page: Page,
  baseURL: string,
  wanted: (pattern: string) => boolean,
  save: (tab: Page, pagePath: string) => Promise<void>,
  moreStarts: readonly string[] = [],
): Promise<Crawl> {
  const visited = new Map<string, string>();
  const visitedPaths = new Set<string>();
  const skippedHeadings: string[] = [];
  const queue: Array<{ pattern: string; path: string; isStart: boolean }> = [
    ...appPathPatterns.filter((p) => !p.includes(':')).map((p) => ({ pattern: p, path: p })),
    ...[...extraStarts, ...moreStarts].map((start) => patternOf(start, baseURL)!),
  ]
    .filter((start) => wanted(start.pattern))
    .map((start) => ({ ...start, isStart: true }));
  let busy = 0;
  // Pages of a kind already visited, found as links, by kind: tried in turn (one of each kind)
  // while some kind is unreached.
  const alternates = new Map<string, string[]>();
  const addAlternate = (found: { pattern: string; path: string }) => {
    if (!found.pattern.includes(':') || visitedPaths.has(found.path)) return;
    const list = alternates.get(found.pattern) ?? [];
    if (!list.includes(found.path)) list.push(found.path);
    alternates.set(found.pattern, list);
  };
  const nextAlternate = (): string | undefined => {
    for (const [pattern, list] of alternates) {
      alternates.delete(pattern);
      const path = list.find((p) => !visitedPaths.has(p));
      if (path === undefined) continue;
      // To the back of the turn, with what is left of this kind.
      alternates.set(pattern, list.slice(list.indexOf(path) + 1));
      return path;
    }
    return undefined;
  };
  let extrasLeft = extraVisits;
  const unreached = () => appPathPatterns.filter((p) => wanted(p) && !visited.has(p));
  const visit = async (tab: Page, next: (typeof queue)[number]) => {
    await tab.goto(next.path);
    await settle(tab);
    await save(tab, next.path);
    const { hrefs, levels } = await tab.evaluate(() => ({
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      levels: [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => !h.closest('[hidden], [aria-hidden="true"]'))
        .map((h) => Number(h.tagName[1])),
    }));
    levels.forEach((level, i) => {
      const previous = i === 0 ? 0 : levels[i - 1]!;
      if (level > previous + 1) skippedHeadings.push(`${next.path}: h${previous} → h${level}`);
    });
    for (const href of hrefs) {
      const found = patternOf(href, baseURL);
      if (!found || !wanted(found.pattern)) continue;
      if (!visited.has(found.pattern)) queue.push({ ...found, isStart: false });
      else addAlternate(found);
    }
  };
  const worker = async (tab: Page) => {
    for (;;) {
      const next = queue.shift();
      if (!next) {
        // Another tab may still find links: wait for it before giving up.
        if (busy > 0) {
          await tab.waitForTimeout(50);
          continue;
        }
        const alternate = nextAlternate();
        if (!alternate || extrasLeft === 0 || unreached().length === 0) return;
        if (visitedPaths.has(alternate)) continue;
        extrasLeft--;
        queue.push({ ...patternOf(alternate, baseURL)!, isStart: true });
        continue;
      }
      if (visitedPaths.has(next.path)) continue;
      if (visited.has(next.pattern) && !next.isStart) {
        addAlternate(next);
        continue;
      }
      visited.set(next.pattern, next.path);
      visitedPaths.add(next.path);
      busy++;
      try {
        await visit(tab, next);
      } finally {
        busy--;
      }
    }
  };
  const others = await Promise.all(Array.from({ length: tabs - 1 }, () => page.context().newPage()));
  try {
    await Promise.all([page, ...others].map(worker));
  } finally {
    await Promise.all(others.map((tab) => tab.close()));
  }
  return { visited, skippedHeadings };
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One run of the checker over every .html file of `dir`. */
function runNu(dir: string): NuMessage[] {
  const result = spawnSync(
    'java',
    ['-Xss1m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--skip-non-html', dir],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // The checker writes its JSON report to stderr.
  const report = [result.stderr, result.stdout].find((out) => out?.trim().startsWith('{'));
  if (!report) throw new Error(`The Nu checker did not report (exit ${result.status}): ${result.stderr}`);
  return (JSON.parse(report) as { messages: NuMessage[] }).messages;
}

test('every page is valid HTML for the Nu checker: public pages painted and live, staff pages', async ({
  page,
  baseURL,
}) => {
  test.skip(
    !isJavaThere && process.env.E2E_REQUIRED !== '1',
    'Java is missing: apt-get install -y default-jre-headless (the Nu checker runs on it)',
  );
  expect(isJavaThere, 'Java runs the Nu checker: apt-get install -y default-jre-headless').toBe(true);
  // ~150 pages in two tabs, beside another journey: 5 minutes on a loaded 2-core machine.
  test.setTimeout(600_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'njtc-nu-'));
  const fileOf = (kind: string, pagePath: string) =>
    path.join(dir, `${kind}${pagePath.replace(/[^\w-]+/g, '_')}.html`);
  try {
    const isPublic = (pattern: string) => pageRuleFor(pattern) === 'public';
    // A visitor: each public page as painted (the server's HTML) and once the app runs.
    const visitor = await crawl(page, baseURL!, isPublic, async (tab, pagePath) => {
      const painted = await tab.request.get(pagePath);
      writeFileSync(fileOf('painted', pagePath), await painted.text());
      writeFileSync(fileOf('live', pagePath), await tab.content());
    });
    // Staff: every page behind the sign-in, as an admin (who may open them all), and the
    // public pages only a signed-in member finds links to.
    await signInAs(page, 'admin');
    const admin = await crawl(
      page,
      baseURL!,
      (pattern) => !isPublic(pattern) || !visitor.visited.has(pattern),
      async (tab, pagePath) => writeFileSync(fileOf('staff', pagePath), await tab.content()),
      // A member's admin profile is linked from long lists only: start at the admin's own, so the
      // crawl's turn of extra visits does not decide whether it is reached.
      [
        ...(await linkedFromMail(page)),
        `/admin/users/${(await (await page.request.get('/api/me')).json()).user.id}/profile`,
      ],
    );

    const seen = new Set([...visitor.visited.keys(), ...admin.visited.keys()]);
    expect
      .soft(
        appPathPatterns.filter((p) => !seen.has(p)),
        'pages the crawl did not reach',
      )
      .toEqual([]);
    expect
      .soft([...visitor.skippedHeadings, ...admin.skippedHeadings], 'headings that skip a level')
      .toEqual([]);

    // A page with one known fault proves that the checker read the folder.
    writeFileSync(
      path.join(dir, 'canary.html'),
      '<!doctype html><html lang="en"><title>Canary</title><p>One</p></p></html>',
    );
    const messages = runNu(dir).filter((m) => m.type === 'error' || m.type === 'non-document-error');
    const where = (m: NuMessage) => path.basename(m.url ?? '');
    expect(messages.filter((m) => where(m) === 'canary.html').length, 'the canary fault').toBe(1);
    const errors = messages
      .filter((m) => where(m) !== 'canary.html')
      .map((m) => `${where(m)}:${m.lastLine ?? ''} ${m.message} [${m.extract ?? ''}]`);
    expect(errors, 'Nu Html Checker errors').toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
