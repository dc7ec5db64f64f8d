import { zonedToday } from '@shared/club-time';
import { paths } from '@shared/paths';
import { contentPageInfo, isContentPageKey } from '@shared/schemas/content';
import { listedPages, robotsRules } from '@shared/site-pages';
import { and, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentPages, newsPosts } from '../../db/schema/content';
import { courts } from '../../db/schema/courts';
import { socialEvents, tournaments } from '../../db/schema/events';
import type { Env } from '../../env';
import { resolveClubTimeZone } from '../../lib/club-time-zone';

/*
 * What search engines read first (issue 19): robots.txt (what to leave alone, where the sitemap
 * is) and sitemap.xml (the public pages, news posts, upcoming events and courts, each with the
 * time it last changed, from the database).
 */

/** robots.txt: staff, account and link-only pages disallowed (shared/site-pages.ts), the sitemap named. */
export function buildRobotsTxt(env: Env): string {
  const { allow, disallow } = robotsRules();
  return [
    'User-agent: *',
    ...allow.map((path) => `Allow: ${path}`),
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${env.PUBLIC_URL}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

const latest = (dates: ReadonlyArray<Date | null | undefined>): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap's entries: listed pages, then news posts, upcoming events and courts. */
export async function sitemapEntries(db: DbOrTx, now = new Date()): Promise<SitemapEntry[]> {
  const today = zonedToday(await resolveClubTimeZone(db), now);
  const [pages, news, socials, tourneys, places] = await Promise.all([
    db.select({ key: contentPages.key, updatedAt: contentPages.updatedAt }).from(contentPages),
    db
      .select({ slug: newsPosts.slug, publishedAt: newsPosts.publishedAt, updatedAt: newsPosts.updatedAt })
      .from(newsPosts)
      .where(and(isNotNull(newsPosts.publishedAt), lte(newsPosts.publishedAt, now))),
    db
      .select({ slug: socialEvents.slug, updatedAt: socialEvents.updatedAt })
      .from(socialEvents)
      .where(and(eq(socialEvents.status, 'published'), gt(socialEvents.endsAt, now))),
    db
      .select({ slug: tournaments.slug, updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(and(eq(tournaments.status, 'published'), gte(tournaments.endDate, today))),
    db.select({ slug: courts.slug, updatedAt: courts.updatedAt }).from(courts),
  ]);
  // A post published after its last edit changed the page when it appeared.
  const newsDates = news.map((n) => latest([n.publishedAt, n.updatedAt]));
  const pageDates = new Map<string, Date>();
  for (const page of pages) {
    if (isContentPageKey(page.key)) pageDates.set(contentPageInfo[page.key].path, page.updatedAt);
  }
  // A list page changes when one of its items does.
  const listDates: Record<string, Date | null> = {
    [paths.news]: latest(newsDates),
    [paths.socialEvents]: latest(socials.map((s) => s.updatedAt)),
    [paths.events]: latest(tourneys.map((t) => t.updatedAt)),
    [paths.courts]: latest(places.map((c) => c.updatedAt)),
  };
  listDates[paths.home] = latest([
    listDates[paths.news],
    listDates[paths.socialEvents],
    listDates[paths.events],
  ]);
  return [
    ...listedPages.map((path) => ({ path, lastModified: pageDates.get(path) ?? listDates[path] ?? null })),
    ...news.map((n, i) => ({ path: paths.newsPost(n.slug), lastModified: newsDates[i] ?? null })),
    ...socials.map((s) => ({ path: paths.socialEvent(s.slug), lastModified: s.updatedAt })),
    ...tourneys.map((t) => ({ path: paths.tournament(t.slug), lastModified: t.updatedAt })),
    ...places.map((c) => ({ path: paths.court(c.slug), lastModified: c.updatedAt })),
  ];
}

/** sitemap.xml (sitemaps.org 0.9): absolute addresses under PUBLIC_URL, lastmod in UTC. */
export async function buildSitemap(db: DbOrTx, env: Env, now = new Date()): Promise<string> {
  const urls = (await sitemapEntries(db, now)).map(
    (entry) =>
      `  <url><loc>${escapeXml(`${env.PUBLIC_URL}${entry.path}`)}</loc>` +
      (entry.lastModified
        ? `<lastmod>${entry.lastModified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`
        : '') +
      '</url>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
