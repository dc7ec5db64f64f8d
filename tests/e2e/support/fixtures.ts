import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { paintedDisabledAttribute } from '../../../src/shared/first-paint';
import type { MailboxMessage } from './mailbox-server';

export type { MailboxMessage };
export { expect };

export interface MailQuery {
  /** Recipient address (case-insensitive). */
  to: string;
  /** Subject: a string matches when contained; a RegExp when it matches. */
  subject?: string | RegExp;
}

export interface Mailbox {
  /** Waits for an e-mail to `to` (and subject) sent by the server under test; rejects after timeoutMs. */
  waitForMail(query: MailQuery, timeoutMs?: number): Promise<MailboxMessage>;
  /** Everything received so far for `to` (or for everyone). */
  messages(query?: Partial<MailQuery>): Promise<MailboxMessage[]>;
  /** Passes when no matching e-mail arrives within `waitMs` (e.g. nothing sent for a spam-trap hit). */
  expectNoMail(query: MailQuery, waitMs?: number): Promise<void>;
}

export interface Axe {
  /**
   * Runs axe-core on the page as it is now and fails on serious or critical violations,
   * listing each with its rule, help text and the offending elements.
   */
  checkA11y(page: Page, options?: { include?: string; exclude?: string[] }): Promise<void>;
}

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];
/** The localStorage key of the colour scheme (read by public/theme-init.js before first paint). */
export const themeStorageKey = 'vite-ui-theme';

/** An address nobody else in this run uses (the e2e server keeps one database for the whole run). */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.org`;
}

/** Stores the theme the way the app does, reloads, and waits until <html> shows it. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [themeStorageKey, theme]);
  await page.reload();
  await expectTheme(page, theme);
}

/**
 * Opens every page of the page's browser context in `theme` from its first load: the choice is
 * stored before any script of a page runs, as a saved choice would be (only when none is stored,
 * so a choice made later in the journey stands). For a journey that starts in a theme, this
 * spares setTheme's first load and reload.
 */
export async function startInTheme(page: Page, theme: Theme): Promise<void> {
  await page.context().addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    [themeStorageKey, theme],
  );
}

/**
 * Waits until the app has taken over a page the server painted (decision 020): before that its
 * buttons and fields are disabled and a link loads the next page from the server. A page that
 * came unpainted (a session) has no gate.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator(`[${paintedDisabledAttribute}]`)).toHaveCount(0);
  await expect(page.locator('#root > *').first()).toBeAttached();
}

export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')), {
      message: `<html> should ${theme === 'dark' ? '' : 'not '}have the dark class`,
    })
    .toBe(theme === 'dark');
}

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys with \`npx playwright test\` (global setup).`);
  return value;
}

function matches(m: MailboxMessage, query: Partial<MailQuery>): boolean {
  if (query.to) {
    const to = query.to.toLowerCase();
    const isForTo =
      m.envelopeTo.some((a) => a.toLowerCase() === to) || m.to.toLowerCase().includes(to.toLowerCase());
    if (!isForTo) return false;
  }
  if (query.subject instanceof RegExp) return query.subject.test(m.subject);
  if (typeof query.subject === 'string') return m.subject.includes(query.subject);
  return true;
}

async function fetchMessages(): Promise<MailboxMessage[]> {
  const res = await fetch(`${env('E2E_MAILBOX_URL')}/messages`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailboxMessage[];
}

const mailbox: Mailbox = {
  async messages(query = {}) {
    return (await fetchMessages()).filter((m) => matches(m, query));
  },
  async waitForMail(query, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await fetchMessages()).find((m) => matches(m, query));
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = (await fetchMessages()).map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`);
        throw new Error(
          `No e-mail to ${query.to}${query.subject ? ` with subject ${query.subject}` : ''} within ${timeoutMs} ms.\n` +
            `Received: ${seen.length ? seen.join('\n  ') : 'nothing'}`,
        );
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  },
  async expectNoMail(query, waitMs = 2_000) {
    await new Promise((r) => setTimeout(r, waitMs));
    const found = (await fetchMessages()).filter((m) => matches(m, query));
    expect(
      found.map((m) => m.subject),
      `no e-mail to ${query.to} expected`,
    ).toEqual([]);
  },
};

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

const axe: Axe = {
  async checkA11y(page, options = {}) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    if (!(await page.evaluate(() => 'axe' in window))) {
      // The app's CSP (script-src 'self') blocks an inline <script> from addScriptTag;
      // evaluating the source through the DevTools protocol is not subject to it.
      await page.evaluate(axeSource);
    }
    // Judge the UI as the user sees it once it has settled: axe blends colours with the current
    // opacity, so a tooltip or toast caught mid fade-in (likelier on a loaded CI machine) reads
    // as low contrast. Finite animations are awaited (at most 3 s); spinners loop and are left.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]),
    );
    const violations = await page.evaluate(
      async ({ include, exclude }) => {
        const w = window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
        };
        const context = include || exclude ? { include: include ? [include] : undefined, exclude } : document;
        const result = await w.axe.run(context, { resultTypes: ['violations'] });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        }));
      },
      { include: options.include, exclude: options.exclude ?? [] },
    );
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = serious.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    );
    expect(report, `axe: serious/critical violations on ${page.url()}`).toEqual([]);
  },
};

/**
 * The visitor address of one journey (10.x.y.z, stable per test): the e2e server trusts one proxy
 * hop, as behind Caddy or nginx, so each journey is its own visitor for the per-address limits.
 */
export function visitorAddress(testId: string): string {
  const [a, b, c] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

/** Journeys import { test, expect } from here: the production server, its mailbox, axe. */
export const test = base.extend<{ mailbox: Mailbox; axe: Axe }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies
  baseURL: async ({}, use) => {
    await use(env('E2E_BASE_URL'));
  },
  // biome-ignore lint/correctness/noEmptyPattern: see above
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  // biome-ignore lint/correctness/noEmptyPattern: see above
  axe: async ({}, use) => {
    await use(axe);
  },
});
