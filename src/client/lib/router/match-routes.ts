import { decodePath, matchPath, type Params, type PathMatch } from '@shared/route-match';
import type { ReactNode } from 'react';
import { parsePath } from './history';

/*
 * Route matching with React Router's rules (docs/decisions/022-in-house-router.md), for the
 * route patterns the app writes: static segments, `:param` segments and a trailing `*`.
 * Matching ignores case and trailing slashes; when several routes match, the most specific
 * wins (static segment 10, param 3, empty 1, index route +2, splat −2), then the earlier one.
 */

export interface RouteObject {
  /** Relative to the parent route, or absolute (then it must start with the parent's path). */
  path?: string;
  /** Shown at the parent's own path. */
  index?: boolean;
  /** Nothing, for a route that only groups children: it renders its matching child. */
  element?: ReactNode;
  children?: RouteObject[];
  /** Whatever the app attaches to the route (app/layout/route-handle.ts). */
  handle?: unknown;
}

export interface RouteMatch extends PathMatch {
  route: RouteObject;
}

interface Branch {
  path: string;
  score: number;
  /** The routes from the top down to this one. */
  routes: Array<{ route: RouteObject; relativePath: string }>;
}

const joinPaths = (parts: string[]) => parts.join('/').replace(/\/\/+/g, '/');

function scoreOf(path: string, isIndex: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (isIndex) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['routes'] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath))
        throw new Error(
          `Route "${relativePath}" is nested under "${parentPath}" but does not start with it.`,
        );
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath }];
    if (route.children?.length) flattenRoutes(route.children, branches, chain, path);
    // A route without a path only matches through its children (unless it is an index route).
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: scoreOf(path, route.index === true), routes: chain });
  });
  return branches;
}

const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    // By score alone: the sort is stable and flattenRoutes lists siblings in their written order,
    // which is how React Router orders siblings of one score (a comparison of their positions per
    // pair cost the first page's matching arrays it did not need, issue 24).
    branches = flattenRoutes(routes).sort((a, b) => b.score - a.score);
    rankedBranches.set(routes, branches);
  }
  return branches;
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (const [i, { route, relativePath }] of branch.routes.entries()) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath({ path: relativePath, end: i === branch.routes.length - 1 }, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      // One params object for the whole branch (as React Router): a parent sees its children's.
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: joinPaths([matchedPathname, match.pathnameBase]).replace(/\/+$/, '') || '/',
      route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** The routes, from the top down, that show `location`; null when none does. */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  const path = typeof location === 'string' ? (parsePath(location).pathname ?? '/') : location.pathname;
  const pathname = decodePath(path);
  for (const branch of branchesOf(routes)) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
