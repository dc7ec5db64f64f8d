import { accountsApi } from './api/accounts';
import { clubApi, newsApi } from './api/content';
import { type ApiRoute, type QueryValue, queryKeyOf, withQuery } from './api/define';
import { eventsApi, socialEventsApi } from './api/events';
import { paths } from './paths';

/*
 * The API reads a page makes as soon as it shows, named once for both sides: the page asks with
 * these queries, and the server
 * - names the same URLs in `<link rel="preload" as="fetch">` in the page's HTML, so the browser
 *   fetches them while it downloads the app instead of after it has started
 *   (docs/decisions/018-first-paint.md);
 * - for a visitor without a session, reads them itself, paints the page with them and sends the
 *   answers along under their cache keys, so the app starts with them
 *   (docs/decisions/020-server-first-paint.md).
 * A URL that differs by one character is fetched twice, so the pages import their queries from here.
 */

/** One first read: its URL and the client cache's key of the same call. */
export interface FirstRead {
  url: string;
  key: readonly unknown[];
}

function firstRead(route: ApiRoute, query?: Record<string, QueryValue>): FirstRead {
  return { url: withQuery(route.path, query), key: queryKeyOf(route, query ? { query } : undefined) };
}

/** The home page's latest news (the same call and cache entry as the news pages'). */
export const homeNewsQuery = { page: 1, pageSize: 3 } as const;
/** The home page's upcoming highlights. */
export const homeHighlightsQuery = { limit: 3 } as const;
/** How many past socials /social_events shows before "Show older events". */
export const socialEventsFirstPastLimit = 12;

/** What every page of the layout reads at once: the club identity (top bar, footer, titles). */
export const everyPageReads: readonly FirstRead[] = [firstRead(clubApi.identity)];

/** What the app reads at once when the visitor has a session: profile and roles (§4 initialisation). */
export const signedInReads: readonly FirstRead[] = [firstRead(accountsApi.me)];

const socialEventsReads = [firstRead(socialEventsApi.list, { pastLimit: socialEventsFirstPastLimit })];

/** A page's own first reads, by its path (pages without any are not listed). */
export const pageFirstReads: Readonly<Record<string, readonly FirstRead[]>> = {
  [paths.home]: [firstRead(eventsApi.upcoming, homeHighlightsQuery), firstRead(newsApi.list, homeNewsQuery)],
  [paths.socialEvents]: socialEventsReads,
  [paths.socials]: socialEventsReads,
};
