// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The build leaves route pages' preload lists out of the entry (decision 021): the router names a
// page's files itself, from route-chunks.json, when a navigation starts or a link is about to be
// followed.
const manifest = {
  shell: ['/assets/query.js'],
  routes: [
    { path: '/social_events/:slug', files: ['/assets/event-page.js', '/assets/shared.js'] },
    { path: '/social_events/new', files: ['/assets/new-event-page.js', '/assets/shared.js'] },
    { path: '/about', files: ['/assets/about-page.js', '/assets/first-page.js'] },
  ],
};

const fetchMock = vi.fn();
const hintedFiles = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
const loadModule = () => import('@client/app/route-preload');

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify(manifest), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/first-page.js">';
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('preloadRoute', () => {
  it("hints the matching route's files, a static path before a :param pattern", async () => {
    const { preloadRoute, routeChunksUrl } = await loadModule();
    await preloadRoute('/social_events/new');
    expect(fetchMock).toHaveBeenCalledWith(routeChunksUrl);
    expect(hintedFiles()).toEqual([
      '/assets/first-page.js',
      '/assets/new-event-page.js',
      '/assets/shared.js',
    ]);
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/new-event-page.js"]');
    expect(link?.crossOrigin).toBe('');
  });

  it('matches :param routes and hints each file once; the manifest is fetched once', async () => {
    const { preloadRoute } = await loadModule();
    await preloadRoute('/social_events/spring-mixer');
    await preloadRoute('/social_events/new');
    await preloadRoute('/social_events/spring-mixer');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hintedFiles()).toEqual([
      '/assets/first-page.js',
      '/assets/event-page.js',
      '/assets/shared.js',
      '/assets/new-event-page.js',
    ]);
  });

  it('skips files the HTML already names, and unknown paths', async () => {
    const { preloadRoute } = await loadModule();
    await preloadRoute('/about');
    await preloadRoute('/no/such/page');
    expect(hintedFiles()).toEqual(['/assets/first-page.js', '/assets/about-page.js']);
  });

  it('tries the catch-all route last, whatever its place in the manifest', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          routes: [
            { path: '*', files: ['/assets/not-found-page.js'] },
            { path: '/social_events/:slug', files: ['/assets/event-page.js'] },
          ],
        }),
        { status: 200 },
      ),
    );
    const { preloadRoute } = await loadModule();
    await preloadRoute('/social_events/spring-social');
    expect(hintedFiles()).toEqual(['/assets/first-page.js', '/assets/event-page.js']);
    await preloadRoute('/no/such/page');
    expect(hintedFiles()).toEqual([
      '/assets/first-page.js',
      '/assets/event-page.js',
      '/assets/not-found-page.js',
    ]);
  });

  it('tries the manifest again after a failed fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const { preloadRoute } = await loadModule();
    await preloadRoute('/about');
    expect(hintedFiles()).toEqual(['/assets/first-page.js']);
    await preloadRoute('/about');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hintedFiles()).toContain('/assets/about-page.js');
  });

  it('does nothing outside a production build (the dev server has no manifest)', async () => {
    vi.stubEnv('PROD', false);
    const { preloadRoute } = await loadModule();
    await preloadRoute('/about');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('preloadOnLinkIntent', () => {
  it('preloads the page of a same-site link the pointer or focus reaches, not other links', async () => {
    const { preloadOnLinkIntent } = await loadModule();
    document.body.innerHTML = `
      <a href="/about"><span>About</span></a>
      <a href="https://example.org/social_events/new">elsewhere</a>
      <a href="/social_events/new" target="_blank">new tab</a>`;
    const stop = preloadOnLinkIntent();
    const [about, external, newTab] = document.body.querySelectorAll('a');
    external!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    newTab!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(fetchMock).not.toHaveBeenCalled();
    about!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hintedFiles()).toContain('/assets/about-page.js'));
    stop();
  });
});
