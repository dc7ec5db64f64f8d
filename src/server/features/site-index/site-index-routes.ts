import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { buildRobotsTxt, buildSitemap } from './site-index';

/** Crawlers may keep both for an hour; a new event or post appears in the sitemap within that. */
const crawlerCache = 'public, max-age=3600';

/** /robots.txt and /sitemap.xml (at the site's root, where crawlers look for them). */
export function siteIndexRoutes(ctx: AppContext) {
  const robots = buildRobotsTxt(ctx.env);
  return new Hono()
    .get('/robots.txt', (c) =>
      c.body(robots, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': crawlerCache }),
    )
    .get('/sitemap.xml', async (c) =>
      c.body(await buildSitemap(ctx.db, ctx.env), 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': crawlerCache,
      }),
    );
}
