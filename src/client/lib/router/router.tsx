import type { Params } from '@shared/route-match';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  createMemoryHistory,
  createPath,
  type History,
  type Location,
  type NavigationType,
  type Path,
  parsePath,
  type To,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';

/*
 * The app's router (docs/decisions/022-in-house-router.md): the part of React Router's
 * declarative API the app uses, under the same names and with the same behaviour, in a few
 * KB instead of React Router's 13 KB gzip (most of it framework-mode code that declarative
 * routing cannot shed).
 */

export type Navigator = Pick<History, 'createHref' | 'push' | 'replace' | 'go'>;

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  /** What the matching child route renders (<Outlet />). */
  outlet: ReactNode;
  /** The matching routes from the top down to the one being rendered. */
  matches: RouteMatch[];
}

const RouteContext = createContext<RouteState>({ outlet: null, matches: [] });

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router component (HistoryRouter, StaticRouter) must wrap this.');
  return router;
}

export function Router({
  location,
  navigationType = 'POP',
  navigator,
  children,
}: Omit<RouterState, 'navigationType'> & { navigationType?: NavigationType; children?: ReactNode }) {
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router on a history (the browser's in the app, a memory one in tests). */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** A router for tests: a memory history starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push() {
    throw new Error('A page painted on the server cannot navigate.');
  },
  replace() {
    throw new Error('A page painted on the server cannot navigate.');
  },
  go() {
    throw new Error('A page painted on the server cannot navigate.');
  },
};

/** The router of the server's first paint: one location, no history. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(
    () => ({ pathname: '/', search: '', hash: '', ...parsePath(location), state: null, key: 'default' }),
    [location],
  );
  return (
    <Router location={value} navigator={staticNavigator}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

/** How the current location was reached: PUSH, REPLACE, or POP (first page, back/forward). */
export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/**
 * `to` as a full path. A relative path is resolved against the current page's path as a
 * directory ('edit' on /users/jane is /users/jane/edit); a query or a hash alone stays on the
 * current page. Query and hash come from `to` only.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const toPathname = parts.pathname;
  let pathname = fromPathname;
  if (toPathname?.startsWith('/')) pathname = toPathname;
  else if (toPathname) {
    const segments = fromPathname.replace(/\/+$/, '').split('/');
    for (const segment of toPathname.split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.join('/') || '/';
  }
  const search = parts.search && parts.search !== '?' ? parts.search : '';
  const hash = parts.hash && parts.hash !== '#' ? parts.hash : '';
  return { pathname, search, hash };
}

export interface NavigateOptions {
  replace?: boolean;
  /** Given to the next page as `useLocation().state`. */
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Back (−1) or forward in the session history. */
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, pathname);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, pathname],
  ) as NavigateFunction;
}

/** The URL's parameters of the route being rendered (and of its parents). */
export function useParams(): Readonly<Params> {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

export type SearchParamsInit =
  | string
  | URLSearchParams
  | Array<[string, string]>
  | Record<string, string | string[]>;

function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string as URLSearchParams, and a setter that navigates to the same page with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const params = createSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next,
      );
      navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

/**
 * What the routes show at the current location: each matching route's element, the deeper
 * ones as their parent's <Outlet />. A route with no element shows its matching child.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  // Built from the deepest route up: each one is its parent's outlet.
  let element: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { route } = matches[i] as RouteMatch;
    element = (
      <RouteContext.Provider value={{ outlet: element, matches: matches.slice(0, i + 1) }}>
        {route.element === undefined ? element : route.element}
      </RouteContext.Provider>
    );
  }
  return element;
}

/** Where a route shows its matching child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Goes to `to` once rendered (a path that only forwards to another page). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: forwards once, where it was rendered
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
