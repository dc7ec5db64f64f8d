import { type RouteObject, useRoutes } from 'react-router';
import { RouteTreeContext } from './layout/route-handle';

/** Renders the matching route of `routes` and lets the layout read the routes' handles. */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RouteTreeContext.Provider value={routes}>{element}</RouteTreeContext.Provider>;
}
