import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { insertContentPage, insertNewsPost } from '@server/db/factories/content';
import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { jsonScript } from '@server/lib/client-html';
import { contentSecurityPolicy, securityHeadersOf } from '@server/lib/security-headers';
import { membershipOptionsKey } from '@shared/first-reads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// The production server: JSON API under /api, the built client elsewhere, history fallback.
let t: TestApp;
let app: ReturnType<typeof createApp>;
const clientDir = mkdtempSync(path.join(tmpdir(), 'njtc-client-'));

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>NJTC Tennis</title><div id="root"></div>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(
    path.join(clientDir, 'assets', 'index-abc123.js.br'),
    brotliCompressSync(Buffer.from('console.log("app")')),
  );
  writeFileSync(path.join(clientDir, 'theme-init.js'), '/* theme */');
  writeFileSync(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  copyFileSync('public/favicon.ico', path.join(clientDir, 'favicon.ico'));
  t = await createTestApp();
  app = createApp(t.ctx, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function expectAppShell(url: string, status = 200) {
  const res = await app.request(url);
  expect(res.status, url).toBe(status);
  expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control'), url).toBe('no-cache');
  expect(await res.text(), url).toContain('<div id="root">');
}

describe('serving the built client', () => {
  it('serves the app shell at / and for deep links (history fallback)', async () => {
    await expectAppShell('/');
    await expectAppShell('/about');
    await expectAppShell('/social_events/summer-social');
  });

  it('answers a path the app has no page for with 404, still with the app (its not-found page)', async () => {
    for (const url of ['/no/such/page', '/favicon.png', '/social_events/a/b', '/wp-login.php'])
      await expectAppShell(url, 404);
  });

  it('forwards the old and alias addresses for good (301), keeping the query', async () => {
    for (const [from, to] of [
      ['/membership', '/forms/membership'],
      ['/tournaments', '/events'],
      ['/index%20copy', '/'],
      ['/membership?renew=2027', '/forms/membership?renew=2027'],
      ['/leagues/enhanced-index', '/leagues'],
    ]) {
      const res = await app.request(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('serves the favicon, and gives the files without a hash in their names a cache lifetime', async () => {
    const icon = await app.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd.microsoft.icon)/);
    for (const url of ['/favicon.ico', '/theme-init.js', '/logo.svg']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toMatch(/^public, max-age=\d+/);
    }
    // The app's own page is checked on every visit.
    expect((await app.request('/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset or the assets folder with 404, not a download or the shell', async () => {
    for (const url of ['/assets/', '/assets/index-old999.js']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control') ?? '', url).not.toContain('immutable');
    }
  });

  it('serves hashed assets with a long cache and other files as they are', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const script = await app.request('/theme-init.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('theme');
  });

  it('sends hashed assets only the headers that apply to them; documents keep the full policy', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const shell = await app.request('/');
    expect(shell.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sends pages the page set of security headers, the app's policy included (decision 046)", async () => {
    for (const url of ['/', '/no/such/page', '/theme-init.js']) {
      const res = await app.request(url);
      for (const [name, value] of securityHeadersOf('http://localhost:3000', 'page'))
        expect(res.headers.get(name), `${url} ${name}`).toBe(value);
      expect(res.headers.get('content-security-policy'), url).toBe(contentSecurityPolicy);
      expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(res.headers.get('x-xss-protection'), url).toBe('0');
      expect(res.headers.get('x-permitted-cross-domain-policies'), url).toBe('none');
      expect(res.headers.get('x-download-options'), url).toBeNull();
    }
  });

  it("sends the build's brotli copy of an asset to browsers that accept it", async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('console.log("app")');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });
});

describe("a page's HTML names what the page will fetch first (preload hints)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'njtc-client-hints-'));
  let hinted: ReturnType<typeof createApp>;
  beforeAll(() => {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>NJTC Tennis</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({
        shell: ['/assets/query-provider-f6.js'],
        routes: [
          { path: '/', files: ['/assets/home-page-a1.js', '/assets/useQuery-b2.js'] },
          { path: '/social_events', files: ['/assets/social-events-page-c3.js'] },
          { path: '/social_events/new', files: ['/assets/new-social-d4.js'] },
          { path: '/social_events/:slug', files: ['/assets/social-event-page-e5.js'] },
        ],
      }),
    );
    hinted = createApp(t.ctx, { clientDir: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const htmlOf = async (url: string) => (await hinted.request(url)).text();
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("preloads the route's chunks, the session, the club identity and the page's first reads", async () => {
    const html = head(await htmlOf('/social_events'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/social-events-page-c3.js">');
    expect(html).toContain('<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="/api/club" as="fetch" crossorigin>');
    expect(html).toContain(
      '<link rel="preload" href="/api/social-events?pastLimit=12" as="fetch" crossorigin>',
    );
    expect(html).toContain('href="/assets/query-provider-f6.js"');
    expect(html).not.toContain('home-page');

    const home = head(await htmlOf('/'));
    expect(home).toContain('href="/assets/home-page-a1.js"');
    expect(home).toContain('href="/assets/useQuery-b2.js"');
    expect(home).toContain('href="/api/events/upcoming?limit=3"');
    expect(home).toContain('href="/api/news?page=1&amp;pageSize=3"');
  });

  it('matches :params, prefers a static path to a pattern, and hints only the shell for unknown paths', async () => {
    expect(await htmlOf('/social_events/summer-social')).toContain('social-event-page-e5.js');
    const fresh = await htmlOf('/social_events/new');
    expect(fresh).toContain('new-social-d4.js');
    expect(fresh).not.toContain('social-event-page-e5.js');
    const unknown = await (await hinted.request('/no/such/page')).text();
    expect(unknown).not.toContain('social-event');
    expect(unknown).toContain('<link rel="modulepreload" crossorigin href="/assets/query-provider-f6.js">');
    expect(unknown).toContain('href="/api/auth/get-session"');
    expect(unknown).not.toContain('/api/social-events');
  });

  it("hints a detail page's own record, read by the :slug of its path", async () => {
    const mixer = head(await htmlOf('/social_events/spring%20mixer'));
    expect(mixer).toContain(
      '<link rel="preload" href="/api/social-events/spring%20mixer" as="fetch" crossorigin>',
    );
    // Hinted per path: the next page names its own record, not the one before it.
    const social = head(await htmlOf('/social_events/summer-social'));
    expect(social).toContain('href="/api/social-events/summer-social"');
    expect(social).not.toContain('spring');
    // A static path before the pattern: /social_events/new reads no event called "new".
    expect(await htmlOf('/social_events/new')).not.toContain('/api/social-events/new');
  });

  it('hints /api/me only to a visitor with a session cookie', async () => {
    expect(await htmlOf('/about')).not.toContain('/api/me');
    const res = await hinted.request('/about', { headers: { cookie: 'njtc.session_token=abc.def' } });
    expect(await res.text()).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin>');
  });
});

describe('a visitor without a session gets public pages painted by the server (decision 020)', () => {
  // dist/client and dist/ssr side by side, as `npm run build` writes them; the SSR module is a
  // stand-in for src/client/prerender.tsx that shows what it was given.
  const base = mkdtempSync(path.join(tmpdir(), 'njtc-first-paint-'));
  const client = path.join(base, 'client');
  let painted: ReturnType<typeof createApp>;
  beforeAll(() => {
    mkdirSync(client);
    mkdirSync(path.join(base, 'ssr'));
    writeFileSync(
      path.join(client, 'index.html'),
      '<!doctype html><html><head><title>NJTC Tennis</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(client, 'route-chunks.json'),
      JSON.stringify({
        shell: ['/assets/app-main-a0.js'],
        routes: [
          { path: '/social_events', files: ['/assets/social-events-page-c3.js'] },
          ...[
            '/about',
            '/code-of-conduct',
            '/news',
            '/events',
            '/captains',
            '/team-success',
            '/forms/socials',
            '/news/:slug',
            '/',
            '/users/:username',
            '/teams/:id/schedule',
            '/forms/membership',
          ].map((route) => ({ path: route, files: [] })),
        ],
      }),
    );
    writeFileSync(
      path.join(base, 'ssr', 'prerender.js'),
      `let renders = 0;
      export async function paintPage(url, reads, origin, session) {
        if (url.startsWith('/courts')) throw new Error('a component failed');
        if (url.startsWith('/contacts')) return null;
        renders += 1;
        const header = session ? '<header>Signed in as ' + session.user.name + '</header>' : '';
        const html = header + '<main><h1>Painted ' + url + '</h1><p>Fee: $& and $1 stay as written</p><p>' + reads.length + ' reads</p><p>render ' + renders + '</p></main>';
        // A title with markup in it (a page named by a volunteer), and a page without a title.
        if (url.startsWith('/news')) return { html, title: null };
        if (url.startsWith('/rules')) return { html, title: 'NJTC </title><script>alert(1)</script> & $& "Rules"' };
        // A page named from its data (an event's name), with markup in the name.
        if (url.startsWith('/events')) return { html, title: 'NJTC Open', pageTitle: 'Open </script><b>2026</b>' };
        return { html, title: 'NJTC Painted ' + url };
      }`,
    );
    painted = createApp(t.ctx, { clientDir: client });
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const pageOf = async (url: string, init?: RequestInit) => {
    const res = await painted.request(url, init);
    expect(res.status, url).toBe(200);
    return res.text();
  };
  const jsonOf = (html: string, id: string): unknown => {
    const match = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
    return match ? JSON.parse(match[1]!) : undefined;
  };

  it("paints the page into #root and sends the reads it was painted with, under the app's cache keys", async () => {
    const html = await pageOf('/social_events?view=list');
    expect(html).toContain(
      '<div id="root"><main><h1>Painted /social_events?view=list</h1><p>Fee: $& and $1 stay as written</p>',
    );
    const reads = jsonOf(html, 'njtc-first-reads') as Array<{ key: unknown[]; data: unknown }>;
    expect(reads.map((r) => r.key)).toEqual([
      ['GET /api/club'],
      ['GET /api/social-events', { pastLimit: 12 }],
    ]);
    // The same answers the app's own requests get.
    const club = await (await painted.request('/api/club')).json();
    expect(reads[0]!.data).toEqual(club);
    const socials = await (await painted.request('/api/social-events?pastLimit=12')).json();
    expect(reads[1]!.data).toEqual(socials);
  });

  it('keeps the page set of security headers over HTTP, though its reads are API answers (decision 046)', async () => {
    // The paint's reads are in-process requests that carry the page's Node response.
    const server = serve({ fetch: painted.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/social_events`);
      expect(await res.text()).toContain('njtc-first-reads');
      for (const [name, value] of securityHeadersOf('http://localhost:3000', 'page'))
        expect(res.headers.get(name), name).toBe(value);
      const read = await fetch(`http://127.0.0.1:${port}/api/club`);
      expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      server.close();
    }
  });

  it('names the app chunks in a list for after the paint, not in the head, and preloads no read it carries', async () => {
    const html = await pageOf('/social_events');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('/api/social-events');
    expect(head).not.toContain('/api/club');
    expect(head).toContain('<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin>');
    expect(jsonOf(html, 'njtc-app-chunks')).toEqual([
      '/assets/app-main-a0.js',
      '/assets/social-events-page-c3.js',
    ]);
  });

  it('does not paint for a visitor with a session, nor a page behind the guard', async () => {
    const withSession = await pageOf('/social_events', { headers: { cookie: 'njtc.session_token=abc.def' } });
    expect(withSession).toContain('<div id="root"></div>');
    expect(withSession).not.toContain('njtc-first-reads');
    expect(withSession).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/social-events-page-c3.js">',
    );
    for (const guarded of ['/users/profile/edit', '/admin/courts']) {
      const html = await pageOf(guarded);
      expect(html, guarded).toContain('<div id="root"></div>');
      expect(html, guarded).not.toContain('Painted');
    }
  });

  it("paints a member's own pages with their name in the header and the page's heading, private and not stored (issue 24)", async () => {
    const member = await createSignedInUser(t, [], { name: 'Rosa Casals', username: 'rosa_casals' });
    for (const url of ['/', '/users/rosa_casals', '/teams/team-1/schedule', '/forms/membership']) {
      const res = await painted.request(url, { headers: { cookie: member.headers.cookie } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('private, no-store');
      const html = await res.text();
      expect(html, url).toContain(
        `<div id="root"><header>Signed in as Rosa Casals</header><main><h1>Painted ${url}</h1>`,
      );
      // The session it was painted for, without its token; the app does not ask for it again.
      const session = jsonOf(html, 'njtc-session') as { user: { id: string }; expiresAt: string };
      expect(session.user.id, url).toBe(member.user.id);
      expect(Date.parse(session.expiresAt), url).toBeGreaterThan(Date.now());
      expect(html, url).not.toMatch(/"token"/);
      expect(html.slice(0, html.indexOf('</head>')), url).not.toContain('/api/auth/get-session');
      // Their /api/me (the header, the auth store), as their own request gets it, under the app's key.
      const reads = jsonOf(html, 'njtc-first-reads') as Array<{ key: unknown[]; data: unknown }>;
      expect(reads[0]!.key, url).toEqual(['GET /api/me']);
      const me = await (
        await painted.request('/api/me', { headers: { cookie: member.headers.cookie } })
      ).json();
      expect(reads[0]!.data, url).toEqual(me);
    }
    // The membership form's options are read as theirs, under the key the form uses for them.
    const form = await (
      await painted.request('/forms/membership', { headers: { cookie: member.headers.cookie } })
    ).text();
    const keys = (jsonOf(form, 'njtc-first-reads') as Array<{ key: unknown[] }>).map((r) => r.key);
    expect(keys).toContainEqual(membershipOptionsKey(member.user.id));
  });

  it("paints a member's pages with their own reads: their week, their profile, their team's schedule (decision 045)", async () => {
    const member = await createSignedInUser(t, [], { name: 'Nancy Richey', username: 'Nancy_Richey' });
    const league = await insertLeague(
      t.ctx.db,
      buildLeague(
        { season: 'fall', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
        new Date(),
        new Date(),
      ),
    );
    const team = await insertTeam(t.ctx.db, { leagueId: league.id, name: 'Painted Aces', captainId: null });
    await insertRosterEntries(t.ctx.db, team.id, [{ userId: member.user.id, name: 'Nancy Richey' }], null);
    const cookie = { cookie: member.headers.cookie };
    const answer = async (url: string) => (await painted.request(url, { headers: cookie })).json();
    const readsOf = async (url: string) =>
      jsonOf(await pageOf(url, { headers: cookie }), 'njtc-first-reads') as Array<{
        key: unknown[];
        data: unknown;
      }>;
    const week = { key: ['GET /api/me/week'], data: await answer('/api/me/week') };
    expect(await readsOf('/')).toContainEqual(week);
    // Their own profile (asked as written, keyed in lower case, as the page asks), their team
    // invitations and their week; someone else's profile, without theirs.
    const own = await readsOf('/users/Nancy_Richey');
    expect(own).toContainEqual({
      key: ['GET /api/profiles/:username', { username: 'nancy_richey' }],
      data: await answer('/api/profiles/Nancy_Richey'),
    });
    expect(own).toContainEqual(week);
    expect(own.map((r) => r.key)).toContainEqual(['GET /api/me/roster-invitations']);
    const other = await createSignedInUser(t, [], { name: 'Julie Heldman', username: 'julie_heldman' });
    const others = await readsOf('/users/julie_heldman');
    expect(others.map((r) => r.key)).toContainEqual([
      'GET /api/profiles/:username',
      { username: 'julie_heldman' },
    ]);
    expect(others.map((r) => r.key)).not.toContainEqual(week.key);
    expect((await readsOf(`/teams/${team.id}/schedule`)).map((r) => r.key)).toContainEqual([
      'GET /api/teams/:id/schedule',
      { id: team.id },
    ]);
    // A read of theirs that fails (a team they are not on) is left to the app: the page is still
    // painted with their shell and heading.
    const notTheirs = await pageOf(`/teams/${team.id}/schedule`, {
      headers: { cookie: other.headers.cookie },
    });
    expect(notTheirs).toContain(
      `<header>Signed in as Julie Heldman</header><main><h1>Painted /teams/${team.id}/schedule`,
    );
    expect(
      (jsonOf(notTheirs, 'njtc-first-reads') as Array<{ key: unknown[] }>).map((r) => r.key),
    ).not.toContainEqual(['GET /api/teams/:id/schedule', { id: team.id }]);
  });

  it("never gives one member's painted page to another, nor paints for a cookie that signs nobody in", async () => {
    const first = await createSignedInUser(t, [], { name: 'Billie Moffitt' });
    const second = await createSignedInUser(t, [], { name: 'Arthur Ashe' });
    expect(await pageOf('/', { headers: { cookie: first.headers.cookie } })).toContain(
      'Signed in as Billie Moffitt',
    );
    const other = await pageOf('/', { headers: { cookie: second.headers.cookie } });
    expect(other).toContain('Signed in as Arthur Ashe');
    expect(other).not.toContain('Billie Moffitt');
    const stale = await painted.request('/', { headers: { cookie: 'njtc.session_token=abc.def' } });
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
    const html = await stale.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('njtc-session');
  });

  it('answers 404 for a detail page whose record does not exist; its not-found page still shows', async () => {
    await insertNewsPost(t.ctx.db, { slug: 'courts-resurfaced' });
    expect((await painted.request('/news/courts-resurfaced')).status).toBe(200);
    const missing = await painted.request('/news/no-such-post');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    // With a session the server does not look: a draft may be theirs to see.
    const signedIn = await painted.request('/news/no-such-post', {
      headers: { cookie: 'njtc.session_token=abc.def' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('sends the page unpainted when painting fails or gives up', async () => {
    for (const url of ['/courts', '/contacts']) {
      const html = await pageOf(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('njtc-first-reads');
    }
  });

  it('renders a page again only when its answers changed (or after a few seconds)', async () => {
    const renderOf = (html: string) => html.match(/render (\d+)/)?.[1];
    const first = renderOf(await pageOf('/login'));
    expect(first).toBeDefined();
    expect(renderOf(await pageOf('/login'))).toBe(first);
    // Another URL is another page.
    expect(renderOf(await pageOf('/login?tab=history'))).not.toBe(first);
  });

  it('gives the painted page the title the app sets, escaped; an unpainted page keeps the template title', async () => {
    const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/s)?.[1];
    expect(titleOf(await pageOf('/social_events'))).toBe('NJTC Painted /social_events');
    const rules = await pageOf('/rules');
    expect(titleOf(rules)).toBe(
      'NJTC &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; "Rules"',
    );
    expect(rules.match(/<title>/g)).toHaveLength(1);
    expect(rules).not.toContain('<script>alert(1)');
    // No title from the render, no paint, a visitor with a session: the template's.
    expect(titleOf(await pageOf('/news'))).toBe('NJTC Tennis');
    expect(titleOf(await pageOf('/contacts'))).toBe('NJTC Tennis');
    const withSession = await pageOf('/social_events', { headers: { cookie: 'njtc.session_token=abc.def' } });
    expect(titleOf(withSession)).toBe('NJTC Tennis');
  });

  it("sends the name a page gave itself beside its HTML, for the app's first render; nothing when it gave none", async () => {
    const named = await pageOf('/events');
    const element = named.match(/<script type="application\/json" id="njtc-page-title">(.*?)<\/script>/s);
    expect(JSON.parse(element?.[1] ?? 'null')).toBe('Open </script><b>2026</b>');
    expect(element?.[1]).not.toContain('</script>');
    expect(await pageOf('/rules')).not.toContain('njtc-page-title');
  });

  it("paints a page with every read it makes at once: a club page's text, the lists of public pages", async () => {
    const keysOf = async (url: string) =>
      ((jsonOf(await pageOf(url), 'njtc-first-reads') ?? []) as Array<{ key: unknown[] }>).map((r) => r.key);
    // An unwritten page is a 404: sent unpainted, the app shows "This page is being written".
    expect(await pageOf('/code-of-conduct')).toContain('<div id="root"></div>');
    await insertContentPage(t.ctx.db, 'about', { title: 'About the club', body: 'Founded in **1974**.' });
    await insertContentPage(t.ctx.db, 'code-of-conduct', { title: 'Code of Conduct', body: 'Be kind.' });
    const about = await pageOf('/about');
    const reads = jsonOf(about, 'njtc-first-reads') as Array<{ key: unknown[]; data: unknown }>;
    expect(reads.map((r) => r.key)).toEqual([['GET /api/club'], ['GET /api/pages/:key', { key: 'about' }]]);
    expect(reads[1]!.data).toEqual(await (await painted.request('/api/pages/about')).json());
    expect(await keysOf('/code-of-conduct')).toContainEqual([
      'GET /api/pages/:key',
      { key: 'code-of-conduct' },
    ]);
    expect(await keysOf('/news')).toContainEqual(['GET /api/news', { page: 1, pageSize: 10 }]);
    expect(await keysOf('/events')).toContainEqual(['GET /api/tournaments']);
    expect(await keysOf('/captains')).toContainEqual(['GET /api/captains']);
    expect(await keysOf('/team-success')).toContainEqual(['GET /api/team-success', { limit: 50 }]);
    expect(await keysOf('/forms/socials')).toContainEqual(['GET /api/social-events', { pastLimit: 12 }]);
  });

  it('keeps the JSON it embeds from closing its script element', () => {
    const script = jsonScript('x', [{ title: '</script><script>alert(1)</script>' }]);
    expect(script).not.toMatch(/<\/script>.*<\/script>/s);
    expect(script).toContain('\\u003c/script>');
  });
});
