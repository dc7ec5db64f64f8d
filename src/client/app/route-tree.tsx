import type { RouteObject } from '@client/lib/router/match-routes';
import { useRoutes } from '@client/lib/router/router';
import { RouteTreeContext } from './layout/route-handle';

/** Renders the matching route of `routes` and lets the layout read the routes' handles. */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RouteTreeContext.Provider value={routes}>{element}</RouteTreeContext.Provider>;
}
