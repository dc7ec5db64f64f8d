import type { History, HistoryUpdate } from '@client/lib/router/history';
import * as history from '@client/lib/router/history';
import * as link from '@client/lib/router/link';
import * as matching from '@client/lib/router/match-routes';
import * as router from '@client/lib/router/router';
import { matchPath } from '@shared/route-match';
import * as reactRouter from 'react-router';

/*
 * The app's router (docs/decisions/022-in-house-router.md) and React Router 7 behind one shape,
 * so tests/unit/router.test.tsx pins the same rules on both: going back to React Router stays an
 * import change (@client/lib/router/* → react-router), and a rule the app relies on that React
 * Router does not keep shows up as a failing test, not as a surprise after the switch.
 */

export interface RouterKit {
  name: string;
  /** Known difference (decision 022): an `end` NavLink to /admin is current on /admin/ in the app only. */
  isEndLinkCurrentWithTrailingSlash: boolean;
  createBrowserHistory: typeof history.createBrowserHistory;
  createMemoryHistory: typeof history.createMemoryHistory;
  matchRoutes: typeof matching.matchRoutes;
  matchPath: typeof matchPath;
  resolveTo: typeof router.resolveTo;
  Link: typeof link.Link;
  NavLink: typeof link.NavLink;
  HistoryRouter: typeof router.HistoryRouter;
  MemoryRouter: typeof router.MemoryRouter;
  StaticRouter: typeof router.StaticRouter;
  Navigate: typeof router.Navigate;
  Outlet: typeof router.Outlet;
  useLocation: typeof router.useLocation;
  useParams: typeof router.useParams;
  useRoutes: typeof router.useRoutes;
  useSearchParams: typeof router.useSearchParams;
}

export const inHouseRouter: RouterKit = {
  name: 'in-house router',
  isEndLinkCurrentWithTrailingSlash: true,
  createBrowserHistory: history.createBrowserHistory,
  createMemoryHistory: history.createMemoryHistory,
  matchRoutes: matching.matchRoutes,
  matchPath,
  resolveTo: router.resolveTo,
  Link: link.Link,
  NavLink: link.NavLink,
  HistoryRouter: router.HistoryRouter,
  MemoryRouter: router.MemoryRouter,
  StaticRouter: router.StaticRouter,
  Navigate: router.Navigate,
  Outlet: router.Outlet,
  useLocation: router.useLocation,
  useParams: router.useParams,
  useRoutes: router.useRoutes,
  useSearchParams: router.useSearchParams,
};

type ReactRouterHistory = ReturnType<typeof reactRouter.UNSAFE_createBrowserHistory>;

/**
 * React Router's history takes one listener (the router's); the app's takes several (the router
 * and the navigation blocker, app/app-history.ts, and these tests). This fans one out to many,
 * as the app would have to on React Router.
 */
function withListeners(rr: ReactRouterHistory): History {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let stop: (() => void) | null = null;
  return {
    get action() {
      return rr.action;
    },
    get location() {
      return rr.location;
    },
    createHref: (to) => rr.createHref(to),
    createURL: (to) => rr.createURL(to),
    push: (to, state) => rr.push(to, state),
    replace: (to, state) => rr.replace(to, state),
    go: (delta) => rr.go(delta),
    listen(listener) {
      listeners.add(listener);
      stop ??= rr.listen((update) => {
        for (const each of [...listeners]) each(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
  };
}

export const reactRouterKit: RouterKit = {
  name: 'React Router',
  isEndLinkCurrentWithTrailingSlash: false,
  createBrowserHistory: (win = window) =>
    withListeners(reactRouter.UNSAFE_createBrowserHistory({ window: win, v5Compat: true })),
  createMemoryHistory: ({ initialEntries } = {}) =>
    withListeners(reactRouter.UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true })),
  matchRoutes: reactRouter.matchRoutes as unknown as RouterKit['matchRoutes'],
  matchPath: reactRouter.matchPath as unknown as RouterKit['matchPath'],
  resolveTo: (to, fromPathname) => reactRouter.resolvePath(to, fromPathname),
  Link: reactRouter.Link as unknown as RouterKit['Link'],
  NavLink: reactRouter.NavLink as unknown as RouterKit['NavLink'],
  // No startTransition around history updates, as the app's router: a test sees the new page at once.
  HistoryRouter: ({ history: h, children }) => (
    <reactRouter.unstable_HistoryRouter history={h as never} useTransitions={false}>
      {children}
    </reactRouter.unstable_HistoryRouter>
  ),
  MemoryRouter: reactRouter.MemoryRouter as unknown as RouterKit['MemoryRouter'],
  StaticRouter: reactRouter.StaticRouter as unknown as RouterKit['StaticRouter'],
  Navigate: reactRouter.Navigate as unknown as RouterKit['Navigate'],
  Outlet: reactRouter.Outlet as unknown as RouterKit['Outlet'],
  useLocation: reactRouter.useLocation as unknown as RouterKit['useLocation'],
  useParams: reactRouter.useParams as unknown as RouterKit['useParams'],
  useRoutes: reactRouter.useRoutes as unknown as RouterKit['useRoutes'],
  useSearchParams: reactRouter.useSearchParams as unknown as RouterKit['useSearchParams'],
};

export const routerKits = [inHouseRouter, reactRouterKit];
