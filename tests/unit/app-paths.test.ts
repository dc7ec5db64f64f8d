import { readFileSync } from 'node:fs';
import { appPathPatterns, forwardOf, isAppPath } from '@shared/app-paths';
import { forwardedPaths } from '@shared/paths';
import { describe, expect, it } from 'vitest';
import { pageTableFiles, routeImportsOf } from '../../scripts/lib/route-chunks-plugin';

// The server answers 404 for a path the app has no page for (issue 19): it decides by paths.ts,
// so paths.ts and the router's routes must name the same pages.
describe('the app paths the server knows', () => {
  const routerPaths = new Set(
    pageTableFiles.flatMap((file) => routeImportsOf(readFileSync(file, 'utf8'))).map((r) => r.path),
  );

  it("are exactly the router's pages", () => {
    expect([...appPathPatterns].sort()).toEqual([...routerPaths].sort());
  });

  it('match as the router does: :params, any case, a trailing slash, percent-encoding', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/social_events/spring%20mixer')).toBe(true);
    expect(isAppPath('/About/')).toBe(true);
    expect(isAppPath('/teams/abc/roster')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/robots.txt')).toBe(false);
    expect(isAppPath('/social_events/a/b')).toBe(false);
    expect(isAppPath('/membership')).toBe(false);
  });

  it('forward the old addresses to their pages', () => {
    expect(forwardOf('/index%20copy')).toBe('/');
    expect(forwardOf('/membership')).toBe('/forms/membership');
    expect(forwardOf('/Tournaments/')).toBe('/events');
    expect(forwardOf('/events')).toBeNull();
    for (const to of Object.values(forwardedPaths)) expect(isAppPath(to), to).toBe(true);
  });
});
