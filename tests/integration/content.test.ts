import { insertContentPage, insertNewsPost, seedContent } from '@server/db/factories/content';
import { defaultClubIdentity } from '@shared/club';
import type {
  AdminNewsListResponse,
  AdminNewsPost,
  ContentPage,
  ContentPageVersionList,
  NewsListResponse,
  NewsPostVersionList,
} from '@shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signInAs, testOrigin } from '../support/auth-helpers';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let executive: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, 'admin', { name: 'Margaret Okafor' })).headers;
  executive = (await createSignedInUser(t, 'executive', { name: 'Daniel Reyes' })).headers;
  member = await signInAs(t, 'member');
});
afterAll(() => t.close());

async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await t.app.request(url, jsonRequest(method, body, { origin: testOrigin, ...headers }));
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe('content pages', () => {
  it('serves a written page to anyone', async () => {
    await insertContentPage(t.ctx.db, 'history', { title: 'Our History', body: 'Founded in **1974**.' });
    const res = await call<{ page: ContentPage }>('GET', '/api/pages/history');
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ key: 'history', title: 'Our History', version: 1 });
    expect(res.body.page.body).toContain('1974');
  });

  it('answers 404 for unknown keys and pages not written yet', async () => {
    expect((await call('GET', '/api/pages/secret-page')).status).toBe(404);
    const unwritten = await call<{ error: string }>('GET', '/api/pages/schedule');
    expect(unwritten.status).toBe(404);
    expect(unwritten.body.error).toMatch(/not been written/);
  });

  it('keeps the previous version on every save', async () => {
    await insertContentPage(t.ctx.db, 'rules', { title: 'Rules of Play', body: 'Version one.' });
    const saved = await call<{ page: ContentPage }>('PUT', '/api/pages/rules', admin, {
      title: 'Rules of Play',
      body: 'Version two.',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.page).toMatchObject({ body: 'Version two.', version: 2 });

    const history = await call<ContentPageVersionList>('GET', '/api/pages/rules/versions', admin);
    expect(history.status).toBe(200);
    expect(history.body.currentVersion).toBe(2);
    expect(history.body.versions.map((v) => [v.version, v.body])).toEqual([
      [2, 'Version two.'],
      [1, 'Version one.'],
    ]);
    expect(history.body.versions[0]!.savedByName).toBe('Margaret Okafor');
  });

  it('creates a page that was never written when saved from version 0', async () => {
    const res = await call<{ page: ContentPage }>('PUT', '/api/pages/schedule', executive, {
      title: 'Season Schedule',
      body: '## April\nSeason opener.',
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.page.version).toBe(1);
    expect((await call('GET', '/api/pages/schedule')).status).toBe(200);
  });

  it('refuses a stale save with 409 and leaves the newer text in place', async () => {
    await insertContentPage(t.ctx.db, 'bylaws', { title: 'Bylaws', body: 'Original.' });
    const first = await call('PUT', '/api/pages/bylaws', admin, {
      title: 'Bylaws',
      body: 'Admin edit.',
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await call<{ error: string }>('PUT', '/api/pages/bylaws', executive, {
      title: 'Bylaws',
      body: 'Executive edit from an old copy.',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by Margaret Okafor while you were editing/);
    expect(stale.body.error).toMatch(/still in the editor/);
    const page = await call<{ page: ContentPage }>('GET', '/api/pages/bylaws');
    expect(page.body.page).toMatchObject({ body: 'Admin edit.', version: 2 });
  });

  it('restores an earlier version as a new version', async () => {
    await insertContentPage(t.ctx.db, 'code-of-conduct', { title: 'Code of Conduct', body: 'Be kind.' });
    await call('PUT', '/api/pages/code-of-conduct', admin, {
      title: 'Code',
      body: 'Vandalised text.',
      version: 1,
    });
    const history = await call<ContentPageVersionList>('GET', '/api/pages/code-of-conduct/versions', admin);
    const original = history.body.versions.find((v) => v.version === 1)!;

    const restored = await call<{ page: ContentPage }>(
      'POST',
      `/api/pages/code-of-conduct/versions/${original.id}/restore`,
      admin,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.page).toMatchObject({ title: 'Code of Conduct', body: 'Be kind.', version: 3 });

    const after = await call<ContentPageVersionList>('GET', '/api/pages/code-of-conduct/versions', admin);
    expect(after.body.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(after.body.versions[0]!.restoredFromVersion).toBe(1);

    const again = await call(
      'POST',
      `/api/pages/code-of-conduct/versions/${after.body.versions[0]!.id}/restore`,
      admin,
    );
    expect(again.status).toBe(409);
    const unknown = await call(
      'POST',
      `/api/pages/code-of-conduct/versions/${crypto.randomUUID()}/restore`,
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it('validates the text', async () => {
    await insertContentPage(t.ctx.db, 'terms', { title: 'Terms', body: 'Terms.' });
    const empty = await call<{ error: string }>('PUT', '/api/pages/terms', admin, {
      title: ' ',
      body: 'x',
      version: 1,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/title/i);
    const noVersion = await call('PUT', '/api/pages/terms', admin, { title: 'Terms', body: 'x' });
    expect(noVersion.status).toBe(400);
  });

  it('refuses editing to visitors (401) and to members (403)', async () => {
    const body = { title: 'Hacked', body: 'Hacked', version: 1 };
    expect((await call('PUT', '/api/pages/terms', {}, body)).status).toBe(401);
    expect((await call('PUT', '/api/pages/terms', member, body)).status).toBe(403);
    expect((await call('GET', '/api/pages/terms/versions', member)).status).toBe(403);
    expect((await call('GET', '/api/admin/pages', {})).status).toBe(401);
    const page = await call<{ page: ContentPage }>('GET', '/api/pages/terms');
    expect(page.body.page.title).toBe('Terms');
  });

  it('lists every page for the admin, written or not', async () => {
    const res = await call<{ pages: Array<{ key: string; version: number }> }>(
      'GET',
      '/api/admin/pages',
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.pages).toHaveLength(8);
    expect(res.body.pages.find((p) => p.key === 'about')?.version).toBe(0);
    expect(res.body.pages.find((p) => p.key === 'history')?.version).toBe(1);
  });
});

describe('news', () => {
  it('lists published posts newest first, paginated, without drafts or scheduled posts', async () => {
    const day = 24 * 60 * 60 * 1000;
    await insertNewsPost(t.ctx.db, {
      slug: 'older',
      title: 'Older',
      publishedAt: new Date(Date.now() - 3 * day),
    });
    await insertNewsPost(t.ctx.db, {
      slug: 'newest',
      title: 'Newest',
      publishedAt: new Date(Date.now() - day),
    });
    await insertNewsPost(t.ctx.db, {
      slug: 'middle',
      title: 'Middle',
      publishedAt: new Date(Date.now() - 2 * day),
    });
    await insertNewsPost(t.ctx.db, { slug: 'a-draft', title: 'Draft', publishedAt: null });
    await insertNewsPost(t.ctx.db, {
      slug: 'future',
      title: 'Future',
      publishedAt: new Date(Date.now() + day),
    });

    const res = await call<NewsListResponse>('GET', '/api/news');
    expect(res.status).toBe(200);
    expect(res.body.items.map((p) => p.slug)).toEqual(['newest', 'middle', 'older']);
    expect(res.body.total).toBe(3);

    const page2 = await call<NewsListResponse>('GET', '/api/news?page=2&pageSize=2');
    expect(page2.body.items.map((p) => p.slug)).toEqual(['older']);
    expect((await call('GET', '/api/news?pageSize=500')).status).toBe(400);

    expect((await call('GET', '/api/news/newest')).status).toBe(200);
    expect((await call('GET', '/api/news/a-draft')).status).toBe(404);
    expect((await call('GET', '/api/news/future')).status).toBe(404);
  });

  it('lets an admin create, edit, publish, unpublish and delete a post', async () => {
    const created = await call<{ post: AdminNewsPost }>('POST', '/api/admin/news', admin, {
      title: 'Summer Doubles Classic: entries open!',
      slug: '',
      summary: 'Enter by June 1.',
      body: 'Details **here**.',
    });
    expect(created.status).toBe(201);
    const post = created.body.post;
    expect(post).toMatchObject({ slug: 'summer-doubles-classic-entries-open', status: 'draft', version: 1 });
    expect((await call('GET', `/api/news/${post.slug}`)).status).toBe(404);

    const edited = await call<{ post: AdminNewsPost }>('PUT', `/api/admin/news/${post.id}`, admin, {
      title: post.title,
      slug: post.slug,
      summary: 'Enter by June 5.',
      body: post.body,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post.version).toBe(2);

    const stale = await call('PUT', `/api/admin/news/${post.id}`, executive, {
      title: post.title,
      slug: post.slug,
      summary: 'Old copy.',
      body: post.body,
      version: 1,
    });
    expect(stale.status).toBe(409);

    const published = await call<{ post: AdminNewsPost }>(
      'POST',
      `/api/admin/news/${post.id}/publish`,
      admin,
      {},
    );
    expect(published.body.post.status).toBe('published');
    const publicPost = await call<{ post: { summary: string } }>('GET', `/api/news/${post.slug}`);
    expect(publicPost.body.post.summary).toBe('Enter by June 5.');

    const versions = await call<NewsPostVersionList>('GET', `/api/admin/news/${post.id}/versions`, admin);
    expect(versions.body.versions.map((v) => v.summary)).toEqual(['Enter by June 5.', 'Enter by June 1.']);
    const restored = await call<{ post: AdminNewsPost }>(
      'POST',
      `/api/admin/news/${post.id}/versions/${versions.body.versions[1]!.id}/restore`,
      admin,
    );
    expect(restored.body.post).toMatchObject({ summary: 'Enter by June 1.', version: 3 });

    const unpublished = await call<{ post: AdminNewsPost }>(
      'POST',
      `/api/admin/news/${post.id}/unpublish`,
      admin,
    );
    expect(unpublished.body.post.status).toBe('draft');
    expect((await call('GET', `/api/news/${post.slug}`)).status).toBe(404);

    expect((await call('DELETE', `/api/admin/news/${post.id}`, admin)).status).toBe(204);
    expect((await call('GET', `/api/admin/news/${post.id}`, admin)).status).toBe(404);
  });

  it('refuses a web address another post uses', async () => {
    await insertNewsPost(t.ctx.db, { slug: 'taken-address' });
    const res = await call<{ error: string }>('POST', '/api/admin/news', admin, {
      title: 'Another',
      slug: 'taken-address',
      summary: 'S',
      body: 'B',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/taken-address/);
    const bad = await call('POST', '/api/admin/news', admin, {
      title: 'T',
      slug: 'Not A Slug',
      summary: 'S',
      body: 'B',
    });
    expect(bad.status).toBe(400);
  });

  it('searches, filters and exports the admin list', async () => {
    await insertNewsPost(t.ctx.db, {
      slug: 'zebra-search',
      title: 'Zebra stripes social',
      publishedAt: null,
    });
    const res = await call<AdminNewsListResponse>('GET', '/api/admin/news?q=zebra', admin);
    expect(res.body.items.map((p) => p.slug)).toEqual(['zebra-search']);
    const drafts = await call<AdminNewsListResponse>('GET', '/api/admin/news?status=draft', admin);
    expect(drafts.body.items.every((p) => p.status === 'draft')).toBe(true);
    const csv = await t.app.request('/api/admin/news.csv?q=zebra', { headers: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('Zebra stripes social');
  });

  it('keeps news administration to admins and executives', async () => {
    expect((await call('GET', '/api/admin/news', {})).status).toBe(401);
    expect((await call('GET', '/api/admin/news', member)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/news', member, { title: 'x', slug: '', summary: 'x', body: 'x' }))
        .status,
    ).toBe(403);
  });
});

describe('images in content', () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);

  async function upload(headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name = 'photo.png') {
    const form = new FormData();
    form.append('image', new File([bytes], name, { type: 'image/png' }));
    const res = await t.app.request('/api/admin/content/images', {
      method: 'POST',
      headers: { origin: testOrigin, ...headers },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { image?: { url: string }; error?: string } };
  }

  it('stores an image through the validated upload and serves it', async () => {
    const res = await upload(admin, png);
    expect(res.status).toBe(201);
    expect(res.body.image?.url).toMatch(/^\/api\/uploads\/content-[0-9a-f]{32}\.png$/);
    const served = await t.app.request(res.body.image!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses files that are not images, whatever their name says', async () => {
    const res = await upload(admin, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/JPEG, PNG or WebP/);
  });

  it('keeps uploads to admins and executives', async () => {
    expect((await upload({}, png)).status).toBe(401);
    expect((await upload(member, png)).status).toBe(403);
  });
});

describe('club identity', () => {
  it('serves the defaults until an admin saves', async () => {
    const res = await call<{ club: typeof defaultClubIdentity }>('GET', '/api/club');
    expect(res.status).toBe(200);
    expect(res.body.club).toEqual(defaultClubIdentity);
  });

  it('saves a valid identity and refuses invalid ones', async () => {
    const next = { ...defaultClubIdentity, name: 'NJTC Community Tennis', phone: '(555) 010-2024' };
    const saved = await call('PUT', '/api/club', executive, next);
    expect(saved.status).toBe(200);
    expect((await call<{ club: typeof next }>('GET', '/api/club')).body.club.name).toBe(
      'NJTC Community Tennis',
    );

    const badLink = await call<{ error: string }>('PUT', '/api/club', admin, {
      ...next,
      facebookUrl: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.error).toMatch(/facebookUrl/);
    const badZone = await call('PUT', '/api/club', admin, { ...next, timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    const badMail = await call('PUT', '/api/club', admin, { ...next, email: 'not-an-email' });
    expect(badMail.status).toBe(400);
    expect((await call<{ club: typeof next }>('GET', '/api/club')).body.club.name).toBe(
      'NJTC Community Tennis',
    );
  });

  it('refuses changes from visitors and members', async () => {
    expect((await call('PUT', '/api/club', {}, defaultClubIdentity)).status).toBe(401);
    expect((await call('PUT', '/api/club', member, defaultClubIdentity)).status).toBe(403);
  });
});

describe('seed', () => {
  it('writes every page and the demo news once (idempotent)', async () => {
    const fresh = await createTestApp();
    try {
      await seedContent(fresh.ctx.db);
      await seedContent(fresh.ctx.db);
      for (const key of [
        'about',
        'history',
        'bylaws',
        'rules',
        'code-of-conduct',
        'schedule',
        'privacy',
        'terms',
      ]) {
        const res = await fresh.app.request(`/api/pages/${key}`);
        expect(res.status, key).toBe(200);
        const { page } = (await res.json()) as { page: ContentPage };
        expect(page.version).toBe(1);
        expect(page.body.length).toBeGreaterThan(400);
      }
      const news = (await (await fresh.app.request('/api/news')).json()) as NewsListResponse;
      expect(news.total).toBeGreaterThanOrEqual(4);
      const dates = news.items.map((p) => p.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    } finally {
      await fresh.close();
    }
  });
});
