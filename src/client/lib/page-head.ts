import { type HeadTag, headTags, type PageHead, pageHeadAttribute } from '@shared/page-head';
import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page's head beyond its title (shared/page-head.ts): the layout gives every page the
 * description and canonical address of its route; a page named by its data (an event, a news
 * post, a court, a club page) adds its own with usePageHead — description, picture, schema.org
 * data. The server's first paint notes the result while rendering (it runs no effects) and
 * writes it into the HTML; in the browser the layout writes it into document.head after each
 * navigation. Works like page-title.ts, whose title the card also shows.
 */

/** What a page says about itself; anything left out comes from its route. */
export interface PageHeadInput {
  description?: string | null;
  canonicalPath?: string;
  type?: PageHead['type'];
  imageUrl?: string | null;
  structuredData?: readonly object[];
}

let override: { head: PageHeadInput; key: string; owner: symbol } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOverride = () => override?.head;

/** The route's head with what the page said about itself laid over it. */
export function mergePageHead(route: PageHead, page: PageHeadInput | undefined): PageHead {
  if (!page) return route;
  return {
    description: page.description || route.description,
    canonicalPath: page.canonicalPath ?? route.canonicalPath,
    type: page.type ?? route.type,
    imageUrl: page.imageUrl ?? route.imageUrl,
    structuredData: page.structuredData ?? route.structuredData,
  };
}

/**
 * Server render only (prerender.tsx): the route's head as the layout made it and what the page
 * added, noted while rendering. Null in the browser.
 */
let painted: {
  route: PageHead | null;
  page: PageHeadInput | undefined;
  siteName: string;
  fill: (text: string) => string;
} | null = null;

export function startPaintedHead(): void {
  painted = { route: null, page: undefined, siteName: '', fill: (text) => text };
}

/** The head the render noted, and stops noting. */
export function takePaintedHead(): { head: PageHead; siteName: string } | null {
  const noted = painted;
  painted = null;
  if (!noted?.route) return null;
  const head = mergePageHead(noted.route, noted.page);
  return { head: { ...head, description: noted.fill(head.description) }, siteName: noted.siteName };
}

/**
 * The layout notes its route's head, the club's name and how it fills {{club.…}} details in a
 * description (server render only).
 */
export function notePaintedRouteHead(head: PageHead, siteName: string, fill: (text: string) => string): void {
  if (painted) {
    painted.route = head;
    painted.siteName = siteName;
    painted.fill = fill;
  }
}

/** A page adds to its head from its data (null while the data loads). */
export function usePageHead(head: PageHeadInput | null): void {
  if (painted && head) painted.page = head;
  // The head as text: a new object with the same content changes nothing.
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key) return;
    const owner = Symbol('page-head');
    override = { head: JSON.parse(key) as PageHeadInput, key, owner };
    for (const listener of listeners) listener();
    return () => {
      if (override?.owner === owner) {
        override = null;
        for (const listener of listeners) listener();
      }
    };
  }, [key]);
}

/** What the page on screen added to its head (the layout merges it). */
export function usePageHeadOverride(): PageHeadInput | undefined {
  return useSyncExternalStore(subscribe, getOverride, () => undefined);
}

/**
 * The site's own address (PUBLIC_URL), for absolute addresses in a head and in schema.org data:
 * on the server the renderer is told it (prerender.tsx); in the browser it is that of the
 * canonical link the server wrote, so both write the same addresses (the browser's own origin
 * when the server wrote none).
 */
let knownOrigin: string | null = null;

export function setSiteOrigin(origin: string): void {
  knownOrigin = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  if (knownOrigin === null) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    knownOrigin = canonical ? new URL(canonical).origin : window.location.origin;
  }
  return knownOrigin;
}

function elementOf(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute(pageHeadAttribute, '');
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/** Writes the page's head into document.head, unless it is there already (a painted page). */
export function applyPageHead(head: PageHead, title: string, siteName: string): void {
  const tags = headTags(head, { origin: siteOrigin(), title, siteName }).map(elementOf);
  const current = [...document.head.querySelectorAll(`[${pageHeadAttribute}]`)];
  if (current.length === tags.length && current.every((element, i) => element.isEqualNode(tags[i]!))) return;
  for (const element of current) element.remove();
  document.head.append(...tags);
}
