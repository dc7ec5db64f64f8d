import { accountsApi } from './api/accounts';
import { captainsApi } from './api/captains';
import { contactsApi } from './api/contacts';
import { clubApi, newsApi, pagesApi } from './api/content';
import { courtsApi } from './api/courts';
import { type ApiRoute, pathOf, type QueryValue, queryKeyOf, withQuery } from './api/define';
import { eventsApi, socialEventsApi, tournamentsApi } from './api/events';
import { membershipApi } from './api/membership';
import { teamSuccessApi } from './api/team-success';
import { pathPatterns, paths } from './paths';
import type { ContentPageKey } from './schemas/content';

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
  /**
   * A read the page is painted without when it fails (a member's own reads, decision 045: a team
   * they are not on): that part paints its loading state and the app reads it. Other reads that
   * fail leave the page unpainted.
   */
  isOptional?: boolean;
}

function firstRead(route: ApiRoute, query?: Record<string, QueryValue>): FirstRead {
  return { url: withQuery(route.path, query), key: queryKeyOf(route, query ? { query } : undefined) };
}

/** One first read of a route with :params, under the key of `apiKey(route, { params })`. */
function paramRead(route: ApiRoute, params: Record<string, string>): FirstRead {
  return { url: pathOf(route.path, params), key: queryKeyOf(route, { params }) };
}

/** A club page's text (/about, /privacy…: ContentPageView's usePage). */
function contentPageRead(key: ContentPageKey): FirstRead {
  return paramRead(pagesApi.byKey, { key });
}

/**
 * A page's first reads: the same on every visit, or made from the :params of its path (a detail
 * page's slug, decoded as the router hands it to the page).
 */
export type PageReads =
  | readonly FirstRead[]
  | ((params: Readonly<Record<string, string | undefined>>) => readonly FirstRead[]);

/** The record a detail page reads by its :slug (the page's own useQuery with that slug). */
const bySlug =
  (route: ApiRoute): PageReads =>
  ({ slug = '' }) => [paramRead(route, { slug })];

/** The home page's latest news (the same call and cache entry as the news pages'). */
export const homeNewsQuery = { page: 1, pageSize: 3 } as const;
/** The home page's upcoming highlights. */
export const homeHighlightsQuery = { limit: 3 } as const;
/** How many past socials /social_events shows before "Show older events". */
export const socialEventsFirstPastLimit = 12;
/** How many posts a page of /news shows. */
export const newsListPageSize = 10;
/** How many published stories /team-success shows. */
export const publishedStoriesLimit = 50;

/**
 * The membership form's options (season, types, prices, the viewer's prefill) are read per
 * viewer: a member's come with their details. A visitor's (null) are the first read of the form.
 */
export function membershipOptionsKey(viewerId: string | null): readonly unknown[] {
  return [...queryKeyOf(membershipApi.options), viewerId];
}

/** What every page of the layout reads at once: the club identity (top bar, footer, titles). */
export const everyPageReads: readonly FirstRead[] = [firstRead(clubApi.identity)];

/** What the app reads at once when the visitor has a session: profile and roles (§4 initialisation). */
export const signedInReads: readonly FirstRead[] = [firstRead(accountsApi.me)];

/**
 * The pages painted for a member too (issue 24): the shell with their avatar menu and the page's
 * headings at once, with their /api/me and the page's public first reads; what else the page
 * reads follows in the browser. Other pages a member opens come unpainted, as before.
 */
export const signedInPaintedPages: readonly string[] = [
  paths.home,
  pathPatterns.user,
  pathPatterns.teamSchedule,
  paths.formsMembership,
];

const socialEventsReads = [firstRead(socialEventsApi.list, { pastLimit: socialEventsFirstPastLimit })];

/**
 * A page's own first reads, by its path (pages without any are not listed). Every read a public
 * page makes at once belongs here: a page painted without it paints its loading state.
 */
export const pageFirstReads: Readonly<Record<string, PageReads>> = {
  [paths.home]: [firstRead(eventsApi.upcoming, homeHighlightsQuery), firstRead(newsApi.list, homeNewsQuery)],
  [paths.socialEvents]: socialEventsReads,
  [paths.socials]: socialEventsReads,
  [paths.formsSocials]: socialEventsReads,
  [paths.about]: [contentPageRead('about')],
  [paths.privacy]: [contentPageRead('privacy')],
  [paths.terms]: [contentPageRead('terms')],
  [paths.history]: [contentPageRead('history')],
  [paths.bylaws]: [contentPageRead('bylaws')],
  [paths.rules]: [contentPageRead('rules')],
  [paths.schedule]: [contentPageRead('schedule')],
  [paths.codeOfConduct]: [contentPageRead('code-of-conduct')],
  // /news without ?page= (page 1); a later page reads its own.
  [paths.news]: [firstRead(newsApi.list, { page: 1, pageSize: newsListPageSize })],
  [paths.courts]: [firstRead(courtsApi.list)],
  [paths.contacts]: [firstRead(contactsApi.board)],
  [paths.captains]: [firstRead(captainsApi.list)],
  [paths.events]: [firstRead(tournamentsApi.list)],
  [paths.teamSuccessStories]: [firstRead(teamSuccessApi.published, { limit: publishedStoriesLimit })],
  [paths.formsMembership]: [{ url: membershipApi.options.path, key: membershipOptionsKey(null) }],
  [pathPatterns.newsPost]: bySlug(newsApi.bySlug),
  [pathPatterns.court]: bySlug(courtsApi.bySlug),
  [pathPatterns.socialEvent]: bySlug(socialEventsApi.bySlug),
  [pathPatterns.tournament]: bySlug(tournamentsApi.bySlug),
};

/**
 * A member's first reads of a page painted for them: their /api/me (the header's avatar menu,
 * the auth store's profile and roles), then the page's own, under the keys their pages use (the
 * membership form's options are read per viewer).
 */
export function memberFirstReads(reads: readonly FirstRead[], userId: string): FirstRead[] {
  const visitorOptionsKey = JSON.stringify(membershipOptionsKey(null));
  return [
    ...signedInReads,
    ...reads.map((read) =>
      JSON.stringify(read.key) === visitorOptionsKey ? { ...read, key: membershipOptionsKey(userId) } : read,
    ),
  ];
}
