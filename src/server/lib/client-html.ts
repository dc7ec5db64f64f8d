import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type PaintedSession,
  paintedChunksElementId,
  paintedPageTitleElementId,
  paintedReadsElementId,
  paintedSessionElementId,
} from '@shared/first-paint';
import { everyPageReads, type FirstRead, pageFirstReads, signedInReads } from '@shared/first-reads';
import { memberPageFirstReads, type PaintedMember } from '@shared/member-first-reads';
import { type HeadTag, headTagsHtml } from '@shared/page-head';
import { decodePath, inMatchOrder, matchPath, type Params } from '@shared/route-match';

/** `route-chunks.json` of the client build (written by scripts/lib/route-chunks-plugin.ts). */
interface RouteChunks {
  shell?: string[];
  routes: Array<{ path: string; files: string[] }>;
}

/** Better Auth's session read, the first thing the app asks (§4 initialisation). */
const sessionRead = '/api/auth/get-session';

/** The server's first paint of a page and the answers it was painted with (first-paint.ts). */
export interface PagePaint {
  /** The content of #root. */
  html: string;
  /** The page's document title as the app sets it ("NJTC About"); null keeps the template's. */
  title: string | null;
  /** The title the page set from its data (an event's name), for the app's first render. */
  pageTitle?: string | null;
  /** Its description, canonical link, card and schema.org data (shared/page-head.ts). */
  headTags?: readonly HeadTag[];
  /** The first reads' answers under their cache keys, for the app to start with. */
  reads: Array<{ key: readonly unknown[]; data: unknown }>;
  /** The member it was painted for (issue 24): the app starts signed in as them, without asking. */
  session?: PaintedSession | null;
}

/**
 * index.html for one client route, with hints that let the browser fetch in parallel, while it
 * downloads the entry script, what the app would otherwise ask for one round trip after another:
 * the session (§4 initialisation; with a session cookie also /api/me), the club identity, the page's own first API reads
 * (src/shared/first-reads.ts), the chunks every page loads at once (the query cache) and the
 * route's lazy chunks (docs/decisions/018-first-paint.md).
 * Only public, cookie-scoped GETs: the answers are the ones the app's own fetch() would get.
 */
export function clientHtmlFor(clientDir: string): {
  /** index.html for a path, with its hints, and painted with `paint` when one is given. */
  htmlFor: (pathname: string, options?: { hasSession?: boolean; paint?: PagePaint | null }) => string;
  /** The first reads of the page at `pathname` (every page's, then its own). */
  firstReadsFor: (pathname: string) => readonly FirstRead[];
  /** The reads of the record a detail page's path names (its :slug): none for other pages. */
  recordReadsFor: (pathname: string) => readonly FirstRead[];
  /** A member's own reads of a page painted for them (shared/member-first-reads.ts). */
  memberReadsFor: (pathname: string, member: PaintedMember) => readonly FirstRead[];
} {
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunksFile = path.join(clientDir, 'route-chunks.json');
  const chunks: RouteChunks = existsSync(chunksFile)
    ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as RouteChunks)
    : { routes: [] };
  const { routes, shell = [] } = chunks;
  const ordered = inMatchOrder(routes);
  const cache = new Map<string, string>();

  const htmlFor = (
    routePath: string | null,
    pathname: string,
    hasSession: boolean,
    isPainted: boolean,
  ): string => {
    // A page whose reads come from its :params is hinted per path, and not kept: any path may come.
    const isPerPath = routePath !== null && typeof pageFirstReads[routePath] === 'function';
    const key = `${hasSession ? 'session' : 'none'} ${isPainted ? 'painted' : ''} ${routePath ?? ''}`;
    // A member's painted page carries their session too: the app does not ask for it.
    const isSessionCarried = hasSession && isPainted;
    let html = isPerPath ? undefined : cache.get(key);
    if (html === undefined) {
      const files = [...shell, ...(routes.find((r) => r.path === routePath)?.files ?? [])];
      // A painted page carries its reads' answers: fetching them again would only compete
      // with the app's own files for the connection.
      const reads = [
        ...(isSessionCarried ? [] : [sessionRead]),
        ...(isPainted ? [] : [...(hasSession ? signedInReads : []), ...readsOf(routePath, pathname)]).map(
          (read) => read.url,
        ),
      ];
      // A painted page names the app's chunks in a list the entry preloads once the page has
      // shown (src/client/main.tsx): hinted in the head, they would hold up that first paint.
      const hints = [
        ...reads.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`),
        ...(isPainted ? [] : files).map(
          (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
        ),
      ].join('\n    ');
      html = indexHtml.replace('</head>', () => `  ${hints}\n  </head>`);
      if (isPainted)
        html = html.replace(
          '<div id="root"></div>',
          () => `<div id="root"></div>\n    ${jsonScript(paintedChunksElementId, files)}`,
        );
      if (!isPerPath) cache.set(key, html);
    }
    return html;
  };

  const routeOf = (pathname: string) => ordered.find((r) => matchesRoute(r.path, pathname))?.path ?? null;

  return {
    htmlFor: (pathname, options = {}) => {
      const html = htmlFor(routeOf(pathname), pathname, options.hasSession === true, Boolean(options.paint));
      return options.paint ? withPaint(html, options.paint) : html;
    },
    firstReadsFor: (pathname) => readsOf(routeOf(pathname), pathname),
    recordReadsFor: (pathname) => {
      const routePath = routeOf(pathname);
      const reads = routePath ? pageFirstReads[routePath] : undefined;
      if (typeof reads !== 'function') return [];
      const params = routeParams(routePath!, pathname);
      return params ? reads(params) : [];
    },
    memberReadsFor: (pathname, member) => {
      const routePath = routeOf(pathname);
      const reads = routePath ? memberPageFirstReads[routePath] : undefined;
      const params = reads ? routeParams(routePath!, pathname) : null;
      return reads && params ? reads(params, member) : [];
    },
  };
}

function readsOf(routePath: string | null, pathname: string): FirstRead[] {
  const reads = routePath ? pageFirstReads[routePath] : undefined;
  if (typeof reads !== 'function') return [...everyPageReads, ...(reads ?? [])];
  const params = routeParams(routePath!, pathname);
  return [...everyPageReads, ...(params ? reads(params) : [])];
}

/**
 * Puts the painted page into #root and its reads beside it (the CSP allows no inline script),
 * and its title and head (description, canonical link, card, schema.org data) into <head>:
 * search engines, link previews and the tab read them before any script.
 */
function withPaint(html: string, paint: PagePaint): string {
  // Functions, not strings: `$&` and the like in the page's text stay as they are.
  let titled =
    paint.title === null
      ? html
      : html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(paint.title ?? '')}</title>`);
  if (paint.headTags?.length) {
    const tags = headTagsHtml(paint.headTags);
    // The template's own description (marked like the page's) gives way to the page's.
    titled = titled
      .replace(/\s*<meta name="description"[^>]*data-page-head[^>]*>/, '')
      .replace('</head>', () => `  ${tags}\n  </head>`);
  }
  return titled.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${paint.html}</div>\n    ${jsonScript(paintedReadsElementId, paint.reads)}` +
      (paint.pageTitle ? `\n    ${jsonScript(paintedPageTitleElementId, paint.pageTitle)}` : '') +
      (paint.session ? `\n    ${jsonScript(paintedSessionElementId, paint.session)}` : ''),
  );
}

/** JSON in a script element the browser does not run; `<` escaped so no text can close it. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Does a router path ('/social_events/:slug', '/about') match a request path? */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== null;
}

/**
 * The :params of a request path under a router path, decoded as the router hands them to the
 * page (`/social_events/spring%20social` → `{ slug: 'spring social' }`); null when it does not
 * match. The router's own matcher, so the server picks the page the app will show.
 */
export function routeParams(pattern: string, pathname: string): Params | null {
  return matchPath({ path: pattern }, decodePath(pathname))?.params ?? null;
}

/** Text inside an element such as <title> (which ends only at `</title>`). */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
