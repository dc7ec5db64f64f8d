import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { anonymousViewer, type Viewer } from '@shared/access';
import type { PaintedSession } from '@shared/first-paint';
import type { FirstRead } from '@shared/first-reads';
import { decideNavigation, opensAtOnce } from '@shared/navigation-rules';
import type { HeadTag } from '@shared/page-head';
import type { Logger } from 'pino';
import type { PagePaint } from './client-html';

/** How long a painted page is reused for the same URL and answers, and how many are kept. */
const paintCacheMs = 10_000;
const paintCacheSize = 200;

/** A page as src/client/prerender.tsx paints it. */
interface PaintedPage {
  html: string;
  title: string | null;
  pageTitle?: string | null;
  headTags?: HeadTag[];
}

/** What the client build's src/client/prerender.tsx exports (dist/ssr/prerender.js). */
interface PainterModule {
  paintPage(
    url: string,
    reads: PagePaint['reads'],
    origin: string,
    session?: PaintedSession | null,
  ): Promise<PaintedPage | null>;
}

export interface PaintRequest {
  pathname: string;
  search: string;
  /** The page's first reads (client-html.ts firstReadsFor). */
  reads: readonly FirstRead[];
  /** A read's answer as a visitor without a session gets it, or undefined when it failed. */
  readAnswer: (url: string) => Promise<unknown>;
  /**
   * The member the page is painted for (issue 24), with their access-table viewer; absent for a
   * visitor without a session. Their reads are then answered as their own requests would be.
   */
  member?: { session: PaintedSession; viewer: Viewer };
}

/**
 * The server's first paint (docs/decisions/020-server-first-paint.md): for a visitor without a
 * session, a page anyone may open is rendered to HTML by the app's own components with the
 * answers of its first reads, so the phone shows it before the app's code has arrived. Null
 * when there is no SSR build (dev server, API tests): pages then come unpainted, as before.
 * Any failure (a read, a component) gives the unpainted page too, never an error page.
 */
export function pagePainter(
  ssrDir: string,
  logger: Pick<Logger, 'warn'>,
  /** The site's address (PUBLIC_URL): canonical links and schema.org data are absolute. */
  origin: string,
): ((request: PaintRequest) => Promise<PagePaint | null>) | null {
  const entry = path.join(ssrDir, 'prerender.js');
  if (!existsSync(entry)) return null;
  let painter: Promise<PainterModule> | null = null;
  // The same page with the same answers paints the same HTML: kept for a few seconds, so a busy
  // page is rendered a few times a minute instead of on every visit (renders run one at a time).
  // Short-lived because a page may show times relative to now.
  const painted = new Map<string, { page: PaintedPage; until: number }>();

  return async ({ pathname, search, reads, readAnswer, member }) => {
    // Pages behind the §4 guard are painted only for someone it lets in: what they may see anyway.
    const target = { pathname, search, hash: '' };
    const mayOpen = member
      ? decideNavigation(target, member.viewer) === null
      : opensAtOnce(target, anonymousViewer);
    if (!mayOpen) return null;
    try {
      painter ??= import(pathToFileURL(entry).href) as Promise<PainterModule>;
      const results = await Promise.all(
        reads.map(async (read) => ({ key: read.key, data: await readAnswer(read.url), read })),
      );
      // A read that failed is left to the app (it shows its own error or retries): the page comes
      // unpainted, or without that answer when the page paints without it (a member's own read).
      if (results.some((a) => a.data === undefined && !a.read.isOptional)) return null;
      const answers = results.filter((a) => a.data !== undefined).map(({ key, data }) => ({ key, data }));
      const url = `${pathname}${search}`;
      const key = createHash('sha256')
        .update(url)
        .update('\0')
        // A member's page is theirs (their name in the header): never served to anyone else.
        .update(JSON.stringify(member?.session ?? null))
        .update('\0')
        .update(JSON.stringify(answers))
        .digest('base64');
      const now = Date.now();
      const cached = painted.get(key);
      let page = cached && cached.until > now ? cached.page : null;
      if (page === null) {
        page = await (await painter).paintPage(url, answers, origin, member?.session ?? null);
        if (page === null) return null;
        if (painted.size >= paintCacheSize) painted.clear();
        painted.set(key, { page, until: now + paintCacheMs });
      }
      return {
        html: page.html,
        title: page.title,
        pageTitle: page.pageTitle ?? null,
        headTags: page.headTags ?? [],
        reads: answers,
        session: member?.session ?? null,
      };
    } catch (err) {
      logger.warn({ err, path: pathname }, 'first paint failed; the page is sent unpainted');
      return null;
    }
  };
}
