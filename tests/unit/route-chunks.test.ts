import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTableFiles, routeChunksPlugin, routeImportsOf } from '../../scripts/lib/route-chunks-plugin';

// The build pairs each route path of the page table with its page module (preload hints, decision 018).
describe('routeImportsOf (page-table-*.ts → page modules)', () => {
  const routes = pageTableFiles.flatMap((file) => routeImportsOf(readFileSync(file, 'utf8')));
  const moduleOf = (path: string) => routes.find((r) => r.path === path)?.spec;

  it('finds top-level pages, the index route and :param routes', () => {
    expect(moduleOf('/')).toBe('@client/features/home/pages/home-page');
    expect(moduleOf('/social_events')).toBe('@client/features/events/pages/social-events-page');
    expect(moduleOf('/socials')).toBe('@client/features/events/pages/social-events-page');
    expect(moduleOf('/social_events/:slug')).toBe('@client/features/events/pages/social-event-page');
    expect(moduleOf('/login')).toBe('@client/features/accounts/pages/login-page');
  });

  it('pairs the rows of one-time nested routes (reset password, a profile and its edit page)', () => {
    expect(moduleOf('/auth/confirm')).toBe('@client/features/accounts/pages/reset-password-page');
    expect(moduleOf('/users/:username')).toBe('@client/features/profiles/pages/user-profile-page');
    expect(moduleOf('/users/:username/edit')).toBe('@client/features/profiles/pages/profile-edit-page');
  });

  it("still gives a nested route its parent's path (an index child, a relative child)", () => {
    const nested = `[
      { path: paths.authConfirm, children: [{ index: true, page: () => import('a') }] },
      { path: pathPatterns.user, children: [
        { index: true, page: () => import('b') },
        { path: 'edit', page: () => import('c') },
      ] },
    ]`;
    expect(routeImportsOf(nested)).toEqual([
      { path: '/auth/confirm', spec: 'a' },
      { path: '/users/:username', spec: 'b' },
      { path: '/users/:username/edit', spec: 'c' },
    ]);
  });

  it('reads every file of the page table (a new area file must be named in pageTableFiles)', () => {
    const onDisk = readdirSync('src/client/app')
      .filter((f) => /^page-table-.+\.ts$/.test(f))
      .map((f) => `src/client/app/${f}`);
    expect([...pageTableFiles].sort()).toEqual(onDisk.sort());
  });

  it('skips redirects and the catch-all, and pairs no route with the wrong page', () => {
    expect(moduleOf('/membership')).toBeUndefined();
    expect(moduleOf('*')).toBeUndefined();
    for (const r of routes) expect(r.spec.startsWith('@client/features/'), r.path).toBe(true);
  });
});

// vite.config.ts drops the entry's preload list of a dynamic import exactly when isRouteChunk says
// it is a route's page chunk (the router preloads those itself, decision 021); lazy pieces of the
// shell (footer, user menu) keep theirs.
describe('routeChunksPlugin', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const chunk = (
    fileName: string,
    facadeModuleId: string | null,
    imports: string[] = [],
    isEntry = false,
  ) => ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry,
    imports,
    moduleIds: facadeModuleId ? [facadeModuleId] : [],
  });

  it('writes route-chunks.json and tells route page chunks from other lazy chunks', async () => {
    const plugin = routeChunksPlugin('/src/router.tsx');
    const router = `
      const routes = [
        { path: '/about', ...lazyPage(() => import('./about-page').then((m) => m.AboutPage)) },
        { path: paths.courts, ...lazyPage(() => import('./courts-page').then((m) => m.CourtsPage)) },
      ];
      const Footer = lazy(() => import('./footer'));`;
    await (plugin.transform as Hook).call(
      { resolve: async (spec: string) => ({ id: `/src/${spec.slice(2)}.tsx` }) },
      router,
      '/src/router.tsx',
    );
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/src/main.tsx', [], true),
      'assets/about-page.js': chunk('assets/about-page.js', '/src/about-page.tsx', ['assets/icon.js']),
      'assets/courts-page.js': chunk('assets/courts-page.js', '/src/courts-page.tsx'),
      'assets/icon.js': chunk('assets/icon.js', null),
      'assets/footer.js': chunk('assets/footer.js', '/src/footer.tsx'),
    };
    const emitted: Array<{ fileName: string; source: string }> = [];
    (plugin.generateBundle as Hook).call(
      { emitFile: (f: (typeof emitted)[0]) => emitted.push(f) },
      {},
      bundle,
    );

    expect(plugin.isRouteChunk('assets/about-page.js')).toBe(true);
    expect(plugin.isRouteChunk('assets/courts-page.js')).toBe(true);
    expect(plugin.isRouteChunk('assets/footer.js')).toBe(false);
    expect(plugin.isRouteChunk('assets/icon.js')).toBe(false);
    expect(plugin.isRouteChunk('assets/index.js')).toBe(false);
    expect(JSON.parse(emitted[0]!.source).routes).toEqual([
      { path: '/about', files: ['/assets/about-page.js', '/assets/icon.js'] },
      { path: '/courts', files: ['/assets/courts-page.js'] },
    ]);
  });
});
