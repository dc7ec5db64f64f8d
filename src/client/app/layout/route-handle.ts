import { matchRoutes, type RouteObject } from '@client/lib/router/match-routes';
import { useLocation } from '@client/lib/router/router';
import { createContext, useContext } from 'react';

/**
 * What a route may declare in its `handle`:
 * - title: page title for routes that are not menu entries (menu entries use their menu title)
 * - hideTitle: the page draws its own heading (e.g. a hero), so the layout shows none
 * - standalone: render the page without the layout (no top bar, newsletter, footer)
 * - canonical: the page's own address when this path is an alias (/socials → /social_events)
 * Deeper routes override their parents.
 */
export interface RouteHandle {
  title?: string;
  hideTitle?: boolean;
  standalone?: boolean;
  canonical?: string;
}

/** The route tree being rendered (app/route-tree.tsx), so the layout can read the handles. */
export const RouteTreeContext = createContext<RouteObject[]>([]);

export function useRouteHandle(): RouteHandle {
  const routes = useContext(RouteTreeContext);
  const location = useLocation();
  const merged: RouteHandle = {};
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle && typeof handle === 'object') Object.assign(merged, handle);
  }
  return merged;
}
