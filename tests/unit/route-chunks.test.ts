import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeImportsOf } from '../../scripts/lib/route-chunks-plugin';

// The build pairs each route path of router.tsx with its page module (preload hints, decision 018).
describe('routeImportsOf (router.tsx → page modules)', () => {
  const routes = routeImportsOf(readFileSync('src/client/app/router.tsx', 'utf8'));
  const moduleOf = (path: string) => routes.find((r) => r.path === path)?.spec;

  it('finds top-level pages, the index route and :param routes', () => {
    expect(moduleOf('/')).toBe('@client/features/home/pages/home-page');
    expect(moduleOf('/social_events')).toBe('@client/features/events/pages/social-events-page');
    expect(moduleOf('/socials')).toBe('@client/features/events/pages/social-events-page');
    expect(moduleOf('/social_events/:slug')).toBe('@client/features/events/pages/social-event-page');
    expect(moduleOf('/login')).toBe('@client/features/auth/pages/login-page');
  });

  it("gives nested routes their parent's path", () => {
    expect(moduleOf('/auth/confirm')).toBe('@client/features/auth/pages/reset-password-page');
    expect(moduleOf('/users/:username')).toBe('@client/features/profile/pages/user-profile-page');
    expect(moduleOf('/users/:username/edit')).toBe('@client/features/profile/pages/profile-edit-page');
  });

  it('skips redirects and the catch-all, and pairs no route with the wrong page', () => {
    expect(moduleOf('/membership')).toBeUndefined();
    expect(moduleOf('*')).toBeUndefined();
    for (const r of routes) expect(r.spec.startsWith('@client/features/'), r.path).toBe(true);
  });
});
