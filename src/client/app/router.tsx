import { preloadable } from '@client/lib/preloadable';
import { matchRoutes, type RouteObject } from '@client/lib/router/match-routes';
import { Navigate } from '@client/lib/router/router';
import { forwardedPaths } from '@shared/paths';
import type { ReactElement } from 'react';
import { Layout } from './layout/layout';
import { NavigationGuard } from './navigation-guard';
import { type PageRow, pages } from './page-table';
import { RouteTree } from './route-tree';

/** The loader of each lazy page's element (preloadRoute). */
const pagePreloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A row of the page table as a route: its page loads on first render, or earlier by preloadRoute. */
export function routeOf({ path, page, ...handle }: PageRow): RouteObject {
  const { Component: Page, preload } = preloadable(page);
  const element = <Page />;
  pagePreloads.set(element, preload);
  return { path, handle, element };
}

/** Old and alias addresses (the server answers them with a 301 too): they only forward. */
const forwards: RouteObject[] = Object.entries(forwardedPaths).map(([from, to]) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

const notFound: PageRow = {
  path: '*',
  title: 'Page Not Found',
  page: () => import('@client/features/not-found/pages/not-found-page').then((m) => m.NotFoundPage),
};

const pageRoutes: RouteObject[] = [...pages.map(routeOf), ...forwards, routeOf(notFound)];

/**
 * Declarative routing (decision 015): the layout, the §4 navigation guard before every page,
 * and the pages. React Router's data router (loaders, useBlocker, useMatches) is not loaded.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{ element: <NavigationGuard />, children: pageRoutes }],
  },
];

/**
 * Loads the chunks of the page a path opens, so that its first render shows the page at once
 * (the app mounting over the server's first paint, docs/decisions/020-server-first-paint.md).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map((m) => {
      const preload = m.route.element ? pagePreloads.get(m.route.element as ReactElement) : undefined;
      return preload?.();
    }),
  );
}

export function AppRoutes() {
  return <RouteTree routes={routes} />;
}
