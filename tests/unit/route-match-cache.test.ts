import { RouteMatchCache } from '@server/lib/route-match-cache';
import type { Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';

// The app's shape that makes Hono fall back to its TrieRouter: a parameter beside literal
// segments at the same place, middlewares on '*' and '/api/*', a fallback after the routes.
function addRoutes(router: Router<string>) {
  router.add('ALL', '*', 'security headers');
  router.add('ALL', '/api/*', 'api guards');
  router.add('GET', '/api/health/live', 'live');
  router.add('GET', '/api/messages/:id', 'message');
  router.add('GET', '/api/messages/about/:kind/:id', 'messages about');
  router.add('POST', '/api/messages/:id', 'answer message');
  router.add('GET', '*', 'page fallback');
}

/** A TrieRouter that records each match it is asked for ("METHOD /path"). */
function countingRouter() {
  const asked: string[] = [];
  const inner = new TrieRouter<string>();
  const counting: Router<string> = {
    name: 'counting',
    add: (method, path, handler) => inner.add(method, path, handler),
    match: (method, path) => {
      asked.push(`${method} ${path}`);
      return inner.match(method, path);
    },
  };
  return { asked, counting };
}

const named = (result: ReturnType<Router<string>['match']>) =>
  result[0].map(([handler, params]) => [handler, params] as const);

describe('RouteMatchCache', () => {
  it('matches as the router it remembers for, by method and path', () => {
    const cached = new RouteMatchCache<string>();
    const plain = new TrieRouter<string>();
    addRoutes(cached);
    addRoutes(plain);
    const asks: Array<[string, string]> = [
      ['GET', '/api/health/live'],
      ['GET', '/api/messages/m1'],
      ['POST', '/api/messages/m1'],
      ['GET', '/api/messages/about/team/t1'],
      ['GET', '/teams/t1'],
      ['DELETE', '/api/messages/m1'],
    ];
    for (const round of [1, 2]) {
      for (const [method, path] of asks) {
        expect(named(cached.match(method, path)), `${round}: ${method} ${path}`).toEqual(
          named(plain.match(method, path)),
        );
      }
    }
    // The same path with another id is its own entry, with its own parameters.
    expect(named(cached.match('GET', '/api/messages/m2'))).toContainEqual(['message', { id: 'm2' }]);
  });

  it('asks the router once per method and path, and forgets everything at its limit', () => {
    const { asked, counting } = countingRouter();
    const cached = new RouteMatchCache<string>(counting, 3);
    addRoutes(cached);
    cached.match('GET', '/api/health/live');
    cached.match('GET', '/api/health/live');
    cached.match('HEAD', '/api/health/live');
    expect(asked).toEqual(['GET /api/health/live', 'HEAD /api/health/live']);
    cached.match('GET', '/a');
    cached.match('GET', '/b'); // the fourth path: the memory starts again
    cached.match('GET', '/api/health/live');
    expect(asked.slice(2)).toEqual(['GET /a', 'GET /b', 'GET /api/health/live']);
  });

  it('matches a very long path every time without remembering it', () => {
    const { asked, counting } = countingRouter();
    const cached = new RouteMatchCache<string>(counting);
    addRoutes(cached);
    const long = `/api/messages/${'x'.repeat(300)}`;
    expect(named(cached.match('GET', long))).toContainEqual(['message', { id: 'x'.repeat(300) }]);
    cached.match('GET', long);
    expect(asked).toEqual([`GET ${long}`, `GET ${long}`]);
  });
});
