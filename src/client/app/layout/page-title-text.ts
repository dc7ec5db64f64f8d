import { usePageTitleOverride } from '@client/lib/page-title';
import { useLocation } from '@client/lib/router/router';
import { menuLinkFor } from '@shared/menu';
import { useRouteHandle } from './route-handle';

/** The title of the current page: set at run time, else the route's, else its menu entry's. */
export function usePageTitleText(): string | undefined {
  const location = useLocation();
  const handle = useRouteHandle();
  const override = usePageTitleOverride(location.pathname);
  return override ?? handle.title ?? menuLinkFor(location.pathname, location.search)?.meta.title;
}
