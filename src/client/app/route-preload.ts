import { inMatchOrder, matchPath } from '@shared/route-match';

/** `route-chunks.json` beside index.html (scripts/lib/route-chunks-plugin.ts); `shell` unused here. */
interface RouteChunks {
  routes: Array<{ path: string; files: string[] }>;
}

export const routeChunksUrl = '/route-chunks.json';

let routesPromise: Promise<RouteChunks['routes']> | null = null;
let hinted: Set<string> | null = null;

function loadRoutes(): Promise<RouteChunks['routes']> {
  routesPromise ??= fetch(routeChunksUrl)
    .then((res) => (res.ok ? (res.json() as Promise<RouteChunks>) : { routes: [] }))
    .then(({ routes }) => inMatchOrder(routes))
    .catch(() => {
      routesPromise = null; // offline for a moment: try again on the next navigation
      return [];
    });
  return routesPromise;
}

/** The files of the route that would show `pathname` (none when no route of the build matches). */
export function routeFilesFor(routes: RouteChunks['routes'], pathname: string): string[] {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname))?.files ?? [];
}

/**
 * Starts fetching the page chunk of `pathname` and every chunk it imports, all at once, as
 * `<link rel="modulepreload">`. The build leaves those lists out of the entry chunk (they were
 * ≈ 5 KB gzip on every first visit, docs/decisions/021-home-page-weight.md): without this, a
 * lazy page would fetch its imports one level after another. The list comes from
 * route-chunks.json, fetched once, on the first navigation or link intent (the first page's
 * HTML already names its own files). Files hinted before (or in the HTML) are skipped.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve(); // the dev server has no route-chunks.json
  return loadRoutes().then((routes) => {
    hinted ??= new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href, location.href).pathname,
      ),
    );
    for (const file of routeFilesFor(routes, pathname)) {
      if (hinted.has(file)) continue;
      hinted.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  });
}

/** The same-origin page a link leads to, or null (new tab, download, other site, in-page anchor). */
function pathnameOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname;
}

/**
 * Preloads a page when the visitor shows they are about to open it (pointer over a link, touch,
 * keyboard focus): its files are usually in before the click. Returns the stop function.
 */
export function preloadOnLinkIntent(): () => void {
  let last: string | null = null;
  const onIntent = (event: Event) => {
    const pathname = pathnameOfLink(event.target);
    if (!pathname || pathname === last) return;
    last = pathname;
    void preloadRoute(pathname);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}
