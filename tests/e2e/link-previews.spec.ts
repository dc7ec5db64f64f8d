import type { Page } from '@playwright/test';
import { listedPages } from '../../src/shared/site-pages';
import { checkSchemaOrg, jsonLdOf } from '../support/schema-org';
import { expect, test, waitForApp } from './support/fixtures';

// Found and shared (issue 19): a link pasted into WhatsApp or Facebook shows a card, and search
// engines read each page's description, address and schema.org data — from the HTML the server
// sends (link previews run no script), and still right after the app has moved to another page.

/** The content of the head's <meta name|property=…>, or null. */
function metaOf(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag
    ? tag[1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;

async function headOf(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
}

async function firstSlugs(page: Page) {
  const read = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const socials = await read<{ upcoming: Array<{ slug: string; title: string }> }>(
    '/api/social-events?pastLimit=12',
  );
  const tournaments = await read<{ upcoming: Array<{ slug: string; title: string }> }>('/api/tournaments');
  const news = await read<{ items: Array<{ slug: string; title: string }> }>('/api/news?page=1&pageSize=3');
  const { courts } = await read<{ courts: Array<{ slug: string; name: string }> }>('/api/courts');
  return {
    social: socials.upcoming[0]!,
    tournament: tournaments.upcoming[0]!,
    post: news.items[0]!,
    court: courts[0]!,
  };
}

test('every public page has its own description and address; shared pages make a card', async ({
  page,
  baseURL,
}) => {
  const { social, tournament, post, court } = await firstSlugs(page);
  const descriptions = new Map<string, string>();
  for (const path of [
    ...listedPages,
    `/social_events/${social.slug}`,
    `/events/${tournament.slug}`,
    `/news/${post.slug}`,
    `/courts/${court.slug}`,
  ]) {
    const head = await headOf(page, path);
    const description = metaOf(head, 'description');
    expect(description?.length, `${path}: description`).toBeGreaterThan(40);
    expect(description!.length, `${path}: description`).toBeLessThanOrEqual(160);
    expect(head.match(/<meta name="description"/g), `${path}: one description`).toHaveLength(1);
    const other = [...descriptions].find(([, d]) => d === description);
    expect(other, `${path} describes itself as ${other?.[0]} does`).toBeUndefined();
    descriptions.set(path, description!);
    expect(canonicalOf(head), path).toBe(`${baseURL}${path}`);
    expect(metaOf(head, 'og:url'), path).toBe(`${baseURL}${path}`);
  }

  // A link preview of an event, a post and a court: its name, its words, a picture.
  for (const [path, name] of [
    [`/social_events/${social.slug}`, social.title],
    [`/events/${tournament.slug}`, tournament.title],
    [`/news/${post.slug}`, post.title],
    [`/courts/${court.slug}`, court.name],
  ] as const) {
    const head = await headOf(page, path);
    expect(metaOf(head, 'og:title'), path).toBe(`NJTC ${name}`);
    expect(metaOf(head, 'twitter:title'), path).toBe(`NJTC ${name}`);
    expect(metaOf(head, 'og:description'), path).toBe(descriptions.get(path));
    expect(metaOf(head, 'twitter:card'), path).toMatch(/^summary(_large_image)?$/);
    const image = metaOf(head, 'og:image')!;
    expect(image, path).toMatch(new RegExp(`^${baseURL}/`));
    const picture = await page.request.get(image);
    expect(picture.headers()['content-type'], `${path}: ${image}`).toMatch(/^image\/(png|jpeg|webp)/);
  }
  expect(metaOf(await headOf(page, `/news/${post.slug}`), 'og:type')).toBe('article');
  // An alias names the page it shows.
  expect(canonicalOf(await headOf(page, '/socials'))).toBe(`${baseURL}/social_events`);
});

test('event pages carry SportsEvent data and the home page SportsOrganization, valid schema.org', async ({
  page,
  baseURL,
}) => {
  const { social, tournament } = await firstSlugs(page);
  for (const path of [`/social_events/${social.slug}`, `/events/${tournament.slug}`]) {
    const documents = jsonLdOf(await headOf(page, path));
    expect(documents, path).toHaveLength(1);
    expect(checkSchemaOrg(documents[0]), path).toEqual([]);
    expect(documents[0]).toMatchObject({ '@type': 'SportsEvent', url: `${baseURL}${path}` });
  }
  const home = jsonLdOf(await headOf(page, '/'));
  expect(home).toHaveLength(1);
  expect(checkSchemaOrg(home[0])).toEqual([]);
  expect(home[0]).toMatchObject({ '@type': 'SportsOrganization', url: `${baseURL}/` });
  // Pages that are neither have none.
  expect(jsonLdOf(await headOf(page, '/about'))).toEqual([]);
});

test('the head follows the app from page to page', async ({ page, baseURL }) => {
  const { social } = await firstSlugs(page);
  const head = () =>
    page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; name?: string },
      ),
    }));
  await page.goto('/');
  await waitForApp(page);
  const home = await head();
  expect(home.jsonLd.map((d) => d['@type'])).toEqual(['SportsOrganization']);

  await page.getByRole('banner').getByRole('link', { name: 'Social Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Events' })).toBeVisible();
  await expect.poll(async () => (await head()).canonical).toBe(`${baseURL}/social_events`);
  const list = await head();
  expect(list.jsonLd).toEqual([]);
  expect(list.description).not.toBe(home.description);

  await page.getByRole('link', { name: social.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: social.title })).toBeVisible();
  await expect.poll(async () => (await head()).canonical).toBe(`${baseURL}/social_events/${social.slug}`);
  const event = await head();
  expect(event.ogTitle).toBe(`NJTC ${social.title}`);
  expect(event.descriptions).toBe(1);
  expect(event.jsonLd).toMatchObject([{ '@type': 'SportsEvent', name: social.title }]);
  // The same head the server paints for that page.
  expect(event.description).toBe(metaOf(await headOf(page, `/social_events/${social.slug}`), 'description'));

  await page.goBack();
  await page.goBack();
  await expect.poll(async () => (await head()).canonical).toBe(`${baseURL}/`);
  expect((await head()).jsonLd.map((d) => d['@type'])).toEqual(['SportsOrganization']);
});
