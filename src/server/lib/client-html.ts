import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { everyPageReads, pageFirstReads, signedInReads } from '@shared/first-reads';

/** `route-chunks.json` of the client build (written by scripts/lib/route-chunks-plugin.ts). */
interface RouteChunks {
  shell?: string[];
  routes: Array<{ path: string; files: string[] }>;
}

/** Better Auth's session read, the first thing the app asks (§4 initialisation). */
const sessionRead = '/api/auth/get-session';

/**
 * index.html for one client route, with hints that let the browser fetch in parallel, while it
 * downloads the entry script, what the app would otherwise ask for one round trip after another:
 * the session (§4 initialisation; with a session cookie also /api/me), the club identity, the page's own first API reads
 * (src/shared/first-reads.ts), the chunks every page loads at once (the query cache) and the
 * route's lazy chunks (docs/decisions/018-first-paint.md).
 * Only public, cookie-scoped GETs: the answers are the ones the app's own fetch() would get.
 */
export function clientHtmlFor(
  clientDir: string,
): (pathname: string, options?: { hasSession?: boolean }) => string {
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunksFile = path.join(clientDir, 'route-chunks.json');
  const chunks: RouteChunks = existsSync(chunksFile)
    ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as RouteChunks)
    : { routes: [] };
  const { routes, shell = [] } = chunks;
  // Static paths before patterns, as the router ranks them (/social_events/new before /:slug).
  const ordered = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const cache = new Map<string, string>();

  const htmlFor = (routePath: string | null, hasSession: boolean): string => {
    const key = `${hasSession ? 'session' : 'none'} ${routePath ?? ''}`;
    let html = cache.get(key);
    if (html === undefined) {
      const files = [...shell, ...(routes.find((r) => r.path === routePath)?.files ?? [])];
      const reads = [
        sessionRead,
        ...(hasSession ? signedInReads : []),
        ...everyPageReads,
        ...(routePath ? (pageFirstReads[routePath] ?? []) : []),
      ];
      const hints = [
        ...reads.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`),
        ...files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
      ].join('\n    ');
      html = indexHtml.replace('</head>', `  ${hints}\n  </head>`);
      cache.set(key, html);
    }
    return html;
  };

  return (pathname, options = {}) =>
    htmlFor(ordered.find((r) => matchesRoute(r.path, pathname))?.path ?? null, options.hasSession === true);
}

/** Does a router path ('/social_events/:slug', '/about') match a request path? */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    const segment = got[i]!;
    if (part.startsWith(':')) return segment.length > 0;
    try {
      return decodeURIComponent(segment).toLowerCase() === part.toLowerCase();
    } catch {
      return false;
    }
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
