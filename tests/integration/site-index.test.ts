import { insertContentPage, insertNewsPost } from '@server/db/factories/content';
import { insertSocialEvent, insertTournament } from '@server/db/factories/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourt } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

// What search engines read first (issue 19): robots.txt and a sitemap from the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const day = 24 * 3600_000;

/** Each <url> of the sitemap as its address (under PUBLIC_URL) and lastmod. */
function urlsOf(xml: string): Map<string, string | undefined> {
  const urls = new Map<string, string | undefined>();
  for (const [, loc, lastmod] of xml.matchAll(
    /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g,
  ))
    urls.set(loc!.replace('http://localhost:3000', ''), lastmod);
  return urls;
}

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of staff, account and link-only pages, and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const text = await res.text();
    const rules = text.split('\n');
    expect(rules[0]).toBe('User-agent: *');
    for (const path of [
      '/admin',
      '/api/',
      '/members',
      '/payment_intents',
      '/teams',
      '/users/',
      '/set-password',
      '/registrations/cancel',
      '/newsletter/unsubscribe',
    ])
      expect(rules, path).toContain(`Disallow: ${path}`);
    // A public page under a staff prefix stays open.
    expect(rules).toContain('Allow: /leagues/*/standings');
    expect(rules).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    // Every public page of the menu and the sign-in page are crawlable (Lighthouse checks /login).
    for (const path of [
      '/',
      '/social_events',
      '/events',
      '/login',
      '/forms/membership',
      '/news/x',
      '/courts/x',
    ]) {
      const blocked = rules.filter(
        (r) => r.startsWith('Disallow: ') && path.startsWith(r.slice('Disallow: '.length)),
      );
      expect(blocked, path).toEqual([]);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, published news, upcoming events and courts, each with the time it last changed', async () => {
    const now = Date.now();
    const about = await insertContentPage(t.ctx.db, 'about', { title: 'About', body: 'Founded in 1974.' });
    const post = await insertNewsPost(t.ctx.db, {
      slug: 'spring-opening',
      publishedAt: new Date(now - 2 * day),
    });
    await insertNewsPost(t.ctx.db, { slug: 'not-yet', publishedAt: new Date(now + 2 * day) });
    await insertNewsPost(t.ctx.db, { slug: 'a-draft', publishedAt: null });
    const social = await insertSocialEvent(t.ctx.db, { slug: 'summer-mixer' });
    await insertSocialEvent(t.ctx.db, {
      slug: 'last-winter-social',
      startsAt: new Date(now - 40 * day),
      endsAt: new Date(now - 40 * day + 3600_000),
    });
    await insertSocialEvent(t.ctx.db, { slug: 'draft-social', status: 'draft', publishedAt: null });
    const { tournament } = await insertTournament(t.ctx.db, { slug: 'club-championships' });
    const court = await insertCourt(t.ctx.db, { slug: 'riverside-park' });

    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = urlsOf(xml);
    for (const path of [
      '/',
      '/about',
      '/social_events',
      '/events',
      '/news',
      '/courts',
      '/contacts',
      '/forms/membership',
    ])
      expect(urls.has(path), path).toBe(true);
    expect(urls.get('/about')).toBe(about.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(urls.get('/news/spring-opening')).toBe(post.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(urls.get('/social_events/summer-mixer')).toBe(
      social.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    );
    expect(urls.has('/events/club-championships')).toBe(true);
    expect(urls.get('/courts/riverside-park')).toBe(court.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    // A list page changed when its newest item did.
    expect(urls.get('/events')).toBe(tournament.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    // Not for crawlers: drafts, scheduled posts, past events, staff pages.
    for (const path of [
      '/news/not-yet',
      '/news/a-draft',
      '/social_events/last-winter-social',
      '/social_events/draft-social',
      '/admin',
      '/members',
    ])
      expect(urls.has(path), path).toBe(false);
    for (const lastmod of urls.values())
      if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('writes each address as the app links it (slugs percent-encoded)', async () => {
    await insertNewsPost(t.ctx.db, { slug: 'q&a' });
    expect(await (await t.app.request('/sitemap.xml')).text()).toContain('/news/q%26a</loc>');
  });
});
