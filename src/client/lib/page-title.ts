import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page whose title is only known at run time (e.g. an event's name) sets it with
 * usePageTitle; the layout shows it as the page heading and in the document title.
 */
let override: { title: string; owner: symbol } | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getOverride(): string | undefined {
  return override?.title;
}

/**
 * The server's first paint (docs/decisions/020-server-first-paint.md) runs no effects, so the
 * title a page would set and the layout's title for the route are noted here while it renders:
 * the painted HTML then carries the same document title the app sets once it runs. Only
 * src/client/prerender.tsx turns this on, one render at a time; in the browser it stays null.
 */
let paintedTitle: {
  shortName: string;
  routeTitle: string | undefined;
  pageTitle: string | undefined;
} | null = null;

/** Starts noting the titles of one server render (prerender.tsx). */
export function startPaintedTitle(): void {
  paintedTitle = { shortName: '', routeTitle: undefined, pageTitle: undefined };
}

/**
 * What the render noted, and stops noting: the club's short name, the layout's title for the
 * route (its handle or menu entry) and the title the page set from its data, if any.
 */
export function takePaintedTitle(): {
  shortName: string;
  title: string | undefined;
  /** The title the page set from its data (e.g. the event's name), if any. */
  pageTitle: string | undefined;
} | null {
  const noted = paintedTitle;
  paintedTitle = null;
  if (!noted?.shortName) return null;
  return {
    shortName: noted.shortName,
    title: noted.pageTitle ?? noted.routeTitle,
    pageTitle: noted.pageTitle,
  };
}

/** The layout notes the club's short name and the route's title (server render only). */
export function notePaintedRouteTitle(shortName: string, title: string | undefined): void {
  if (paintedTitle) {
    paintedTitle.shortName = shortName;
    paintedTitle.routeTitle = title;
  }
}

/**
 * The page title a painted page was painted with, for its path: the layout shows it from its
 * first render, before the page's own effect sets it — in the server's second pass
 * (prerender.tsx) and in the browser's first render over the painted HTML (app-main.tsx), so
 * the painted heading is the event's name, not the route's "Social Event", and both renders
 * agree. Dropped as soon as a page sets its own title; ignored on any other path.
 */
let seed: { title: string; pathname: string } | null = null;

export function seedPageTitle(title: string | null, pathname: string): void {
  seed = title ? { title, pathname } : null;
}

export function usePageTitleOverride(pathname: string): string | undefined {
  const title = useSyncExternalStore(subscribe, getOverride, getOverride);
  return title ?? (seed?.pathname === pathname ? seed.title : undefined);
}

export function usePageTitle(title: string | null | undefined) {
  // On the server the effect below never runs: the render itself notes the title.
  if (paintedTitle && title) paintedTitle.pageTitle = title;
  useEffect(() => {
    if (!title) return;
    const owner = Symbol('page-title');
    override = { title, owner };
    seed = null;
    notify();
    return () => {
      // Only the page that set it may clear it (the next page may already have set its own).
      if (override?.owner === owner) {
        override = null;
        notify();
      }
    };
  }, [title]);
}
