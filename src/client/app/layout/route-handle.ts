import { useMatches } from 'react-router';

/**
 * What a route may declare in its `handle`:
 * - title: page title for routes that are not menu entries (menu entries use their menu title)
 * - hideTitle: the page draws its own heading (e.g. a hero), so the layout shows none
 * - standalone: render the page without the layout (no top bar, newsletter, footer)
 * Deeper routes override their parents.
 */
export interface RouteHandle {
  title?: string;
  hideTitle?: boolean;
  standalone?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle && typeof handle === 'object') Object.assign(merged, handle);
  }
  return merged;
}
