import { PageLoading } from '@client/components/page-loading';
import { useViewer } from '@client/lib/auth-store';
import { Outlet, useLocation, useNavigate } from '@client/lib/router/router';
import { opensAtOnce } from '@shared/navigation-rules';
import { useEffect, useRef, useState } from 'react';
import { guardNavigation } from './auth-guard';
import { preloadRoute } from './route-preload';

/**
 * §4 navigation guard (auth-guard.ts) in front of every page, on each navigation (a change of
 * query string included). A page opens only once the guard let its path through; while a new
 * path is checked the page area says "Loading...", and a refused one is replaced by the guard's
 * target. A change of query string or hash keeps the page on screen while it is checked.
 * A public page shows at once (opensAtOnce) while the check runs.
 * The new page's files start loading at once, while the guard checks the session (the first
 * page's HTML names its own).
 */
/** The path of the page the server painted for the signed-in member (null: none, or a visitor's). */
let paintedForMember: string | null = null;

/**
 * The server painted this page for the member now in the auth store (issue 24): it asked the
 * same §4 rules with their session a moment ago and painted the page only where they let them in
 * (server/lib/first-paint.ts). So its first location opens at once, as a public page does, with
 * the guard's check after it has shown: the server's render and the app's first render are then
 * the page, not "Loading..." followed by a second render after a session round trip. Set by the
 * server's renderer (prerender.tsx) and by the app before it hydrates (app-main.tsx).
 */
export function markPaintedForMember(pathname: string | null): void {
  paintedForMember = pathname;
}

export function NavigationGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [allowedPathname, setAllowedPathname] = useState<string | null>(() =>
    paintedForMember === location.pathname ? location.pathname : null,
  );
  const [error, setError] = useState<unknown>(null);
  const { pathname, search, hash, key } = location;
  const isFirstLocation = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location entry (key)
  useEffect(() => {
    let isCurrent = true;
    if (!isFirstLocation.current) void preloadRoute(pathname);
    isFirstLocation.current = false;
    paintedForMember = null;
    guardNavigation({ pathname, search, hash }).then(
      (target) => {
        if (!isCurrent) return;
        if (target) navigate(target, { replace: true });
        else setAllowedPathname(pathname);
      },
      (reason: unknown) => {
        if (isCurrent) setError(reason ?? new Error('The page could not be opened.'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);

  if (error) throw error;
  const isAllowed = allowedPathname === pathname || opensAtOnce({ pathname, search, hash }, viewer);
  return isAllowed ? <Outlet /> : <PageLoading />;
}
