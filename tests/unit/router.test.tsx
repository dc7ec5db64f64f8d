import type { HistoryUpdate } from '@client/lib/router/history';
import type { RouteObject } from '@client/lib/router/match-routes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RouterKit, routerKits } from './support/router-kits';

function Where({ kit }: { kit: RouterKit }) {
  const location = kit.useLocation();
  return <output aria-label="location">{location.pathname + location.search + location.hash}</output>;
}

function Tree({ kit, routes }: { kit: RouterKit; routes: RouteObject[] }) {
  return (
    <>
      {kit.useRoutes(routes)}
      <Where kit={kit} />
    </>
  );
}

function Params({ kit }: { kit: RouterKit }) {
  return <p>params {JSON.stringify(kit.useParams())}</p>;
}

function RoutesOnly({ kit, routes }: { kit: RouterKit; routes: RouteObject[] }) {
  return <>{kit.useRoutes(routes)}</>;
}

function Filters({ kit }: { kit: RouterKit }) {
  const [params, setParams] = kit.useSearchParams();
  return (
    <>
      <p>q={params.get('q') ?? ''}</p>
      <button type="button" onClick={() => setParams({ q: 'smith', tag: ['a', 'b'] })}>
        Set
      </button>
      <button
        type="button"
        onClick={() =>
          setParams(
            (current) => {
              current.delete('tag');
              return current;
            },
            { replace: true },
          )
        }
      >
        Drop tags
      </button>
      <Where kit={kit} />
    </>
  );
}

// The app's router (docs/decisions/022-in-house-router.md) keeps React Router's rules for the
// subset the app uses; these tests pin the rules the pages rely on, on both implementations
// (support/router-kits.tsx), so going back to React Router stays an import change.
describe.each(routerKits)('$name', (kit) => {
  const {
    createBrowserHistory,
    createMemoryHistory,
    HistoryRouter,
    Link,
    MemoryRouter,
    matchPath,
    matchRoutes,
    Navigate,
    NavLink,
    Outlet,
    resolveTo,
    StaticRouter,
  } = kit;

  const paths = (routes: RouteObject[], pathname: string) =>
    matchRoutes(routes, pathname)?.map((m) => m.route.path ?? (m.route.index ? '(index)' : '(layout)'));

  describe('matchRoutes', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { index: true },
          { path: '/social_events/:slug' },
          { path: '/social_events/new' },
          { path: '/users/:username', children: [{ index: true }, { path: 'edit' }] },
          { path: '/admin/SocialEventsPage/:id' },
          { path: '*' },
        ],
      },
    ];

    it('prefers a static segment to a parameter, whatever the order', () => {
      expect(paths(routes, '/social_events/new')).toEqual(['(layout)', '/social_events/new']);
      expect(paths(routes, '/social_events/summer-social')).toEqual(['(layout)', '/social_events/:slug']);
    });

    it('matches the index route at its parent path, and * anything else', () => {
      expect(paths(routes, '/')).toEqual(['(layout)', '(index)']);
      expect(paths(routes, '/no/such/page')).toEqual(['(layout)', '*']);
      expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.params['*']).toBe('no/such/page');
    });

    it('ignores case, a trailing slash, and the query string of a string location', () => {
      expect(paths(routes, '/admin/socialeventspage/7/')).toEqual([
        '(layout)',
        '/admin/SocialEventsPage/:id',
      ]);
      expect(paths(routes, '/social_events/new?x=1#top')).toEqual(['(layout)', '/social_events/new']);
    });

    it('matches nested relative paths, and every level sees the params', () => {
      const matches = matchRoutes(routes, '/users/jane%20doe/edit');
      expect(matches?.map((m) => m.route.path ?? '(layout)')).toEqual([
        '(layout)',
        '/users/:username',
        'edit',
      ]);
      expect(matches?.[1]?.params).toEqual({ username: 'jane doe' });
      expect(matches?.[1]?.pathnameBase).toBe('/users/jane doe');
      expect(paths(routes, '/users/jane')).toEqual(['(layout)', '/users/:username', '(index)']);
    });

    it('keeps an encoded slash inside a parameter', () => {
      expect(matchRoutes(routes, '/social_events/a%2Fb')?.at(-1)?.params).toEqual({ slug: 'a/b' });
    });

    it('returns null when nothing matches', () => {
      expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
    });
  });

  describe('matchPath', () => {
    it('matches the whole path, or a prefix on segment boundaries with end: false', () => {
      expect(matchPath({ path: '/events/:slug' }, '/events/open')?.params).toEqual({ slug: 'open' });
      expect(matchPath({ path: '/events/:slug' }, '/events/open/more')).toBeNull();
      expect(matchPath({ path: '/events', end: false }, '/events/open')?.pathname).toBe('/events');
      expect(matchPath({ path: '/events', end: false }, '/eventsx')).toBeNull();
    });
    it('ignores case and trailing slashes, and matches splats and the root, as the routes are tried', () => {
      expect(matchPath({ path: '/Teams/:id/schedule' }, '/TEAMS/5/Schedule/')?.params).toEqual({ id: '5' });
      expect(matchPath({ path: '/teams/:id/schedule' }, '/teams/5/roster')).toBeNull();
      expect(matchPath({ path: 'teams/:id' }, '/teams/5')?.params).toEqual({ id: '5' });
      expect(matchPath({ path: '/files/*' }, '/files')?.pathname).toBe('/files');
      expect(matchPath({ path: '/files/*' }, '/FILES/a/b')?.params).toEqual({ '*': 'a/b' });
      expect(matchPath({ path: '/files/*' }, '/filesx')).toBeNull();
      expect(matchPath({ path: '/' }, '/')?.pathname).toBe('/');
      expect(matchPath({ path: '/' }, '/about')).toBeNull();
      expect(matchPath({ path: '/', end: false }, '/about')?.pathnameBase).toBe('/');
      expect(matchPath({ path: '/:username' }, '/jane')?.params).toEqual({ username: 'jane' });
      expect(matchPath({ path: '/users/:username' }, '/users')).toBeNull();
    });
  });

  describe('resolveTo', () => {
    it('keeps absolute paths, stays on the page for a query or hash, and resolves relative ones', () => {
      expect(resolveTo('/a?b=1#c', '/x/y')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
      expect(resolveTo('?page=2', '/news')).toEqual({ pathname: '/news', search: '?page=2', hash: '' });
      expect(resolveTo('#team', '/about')).toEqual({ pathname: '/about', search: '', hash: '#team' });
      expect(resolveTo('edit', '/users/jane/')).toEqual({
        pathname: '/users/jane/edit',
        search: '',
        hash: '',
      });
      expect(resolveTo('../bob', '/users/jane')).toEqual({ pathname: '/users/bob', search: '', hash: '' });
    });
  });

  describe('useRoutes and Outlet', () => {
    const routes: RouteObject[] = [
      {
        element: (
          <main>
            <h1>Layout</h1>
            <Params kit={kit} />
            <Outlet />
          </main>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: '/users/:username', children: [{ path: 'edit', element: <Params kit={kit} /> }] },
        ],
      },
    ];

    it('renders each level inside its parent, a route without element as its child', () => {
      render(
        <MemoryRouter initialEntries={['/users/jane/edit']}>
          <Tree kit={kit} routes={routes} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: 'Layout' })).toBeTruthy();
      // The page sees its params, and so does the layout above it (as in React Router).
      expect(screen.getAllByText('params {"username":"jane"}')).toHaveLength(2);
    });

    it('renders nothing when no route matches', () => {
      const { container } = render(
        <MemoryRouter initialEntries={['/nowhere']}>
          {<RoutesOnly kit={kit} routes={[{ path: '/a' }]} />}
        </MemoryRouter>,
      );
      expect(container.innerHTML).toBe('');
    });

    it('paints the same tree on the server (StaticRouter)', () => {
      const html = renderToString(
        <StaticRouter location="/?x=1">
          <Tree kit={kit} routes={routes} />
        </StaticRouter>,
      );
      expect(html).toContain('<p>Home</p>');
      expect(html).toContain('/?x=1');
    });
  });

  describe('Link', () => {
    function renderLinks(initial = '/') {
      const history = createMemoryHistory({ initialEntries: [initial] });
      const updates: HistoryUpdate[] = [];
      history.listen((u) => updates.push(u));
      render(
        <HistoryRouter history={history}>
          <Link to="/events?when=soon#list" state={{ from: 'home' }}>
            Events
          </Link>
          <Link to="/">Home</Link>
          <Link to="/about" target="_blank">
            About (new tab)
          </Link>
          <Link to="https://example.org/x">Elsewhere</Link>
          <Link to="/" reloadDocument>
            Reload home
          </Link>
          <Where kit={kit} />
        </HistoryRouter>,
      );
      return { history, updates };
    }

    it('navigates in the app on a plain click, with the given state', () => {
      const { history, updates } = renderLinks();
      const link = screen.getByRole('link', { name: 'Events' });
      expect(link.getAttribute('href')).toBe('/events?when=soon#list');
      act(() => {
        fireEvent.click(link);
      });
      expect(screen.getByLabelText('location').textContent).toBe('/events?when=soon#list');
      expect(updates.at(-1)?.action).toBe('PUSH');
      expect(history.location.state).toEqual({ from: 'home' });
    });

    it('replaces instead of adding an entry when the link leads to the page being shown', () => {
      const { updates } = renderLinks('/');
      act(() => {
        fireEvent.click(screen.getByRole('link', { name: 'Home' }));
      });
      expect(updates.at(-1)?.action).toBe('REPLACE');
    });

    it('leaves modified clicks, other tabs, other sites and reloads to the browser', () => {
      const { updates } = renderLinks();
      const clicks = [
        fireEvent.click(screen.getByRole('link', { name: 'Events' }), { ctrlKey: true }),
        fireEvent.click(screen.getByRole('link', { name: 'Events' }), { button: 1 }),
        fireEvent.click(screen.getByRole('link', { name: 'About (new tab)' })),
        fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })),
        fireEvent.click(screen.getByRole('link', { name: 'Reload home' })),
      ];
      // fireEvent returns false when the default was prevented.
      expect(clicks).toEqual([true, true, true, true, true]);
      expect(updates).toEqual([]);
      expect(screen.getByRole('link', { name: 'Elsewhere' }).getAttribute('href')).toBe(
        'https://example.org/x',
      );
    });
  });

  describe('NavLink', () => {
    function renderNav(at: string) {
      render(
        <MemoryRouter initialEntries={[at]}>
          <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Admin home
          </NavLink>
          <NavLink to="/admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Admin area
          </NavLink>
        </MemoryRouter>,
      );
      return (name: string) => screen.getByRole('link', { name });
    }

    it('is current on its own path (any case), and below it unless `end`', () => {
      let link = renderNav('/Admin');
      expect(link('Admin home').className).toBe('on');
      expect(link('Admin home').getAttribute('aria-current')).toBe('page');
      document.body.innerHTML = '';
      link = renderNav('/admin/courts');
      expect(link('Admin home').className).toBe('off');
      expect(link('Admin home').getAttribute('aria-current')).toBeNull();
      expect(link('Admin area').className).toBe('on');
      document.body.innerHTML = '';
      link = renderNav('/administrators');
      expect(link('Admin area').className).toBe('off');
    });

    // /admin/ is the page /admin, as the routes match it: the app's `end` link stays current there;
    // React Router's does not (decision 022: a known difference to handle when going back).
    it("keeps an `end` link current on its path with a trailing slash (the app's router only)", () => {
      const link = renderNav('/Admin/');
      expect(link('Admin home').className).toBe(kit.isEndLinkCurrentWithTrailingSlash ? 'on' : 'off');
      expect(link('Admin area').className).toBe('on');
    });
  });

  describe('useSearchParams', () => {
    it('reads the query, sets it on the same page, and updates it from the current one', () => {
      const history = createMemoryHistory({ initialEntries: ['/members#top'] });
      const actions: string[] = [];
      history.listen((u) => actions.push(u.action));
      render(
        <HistoryRouter history={history}>
          <Filters kit={kit} />
        </HistoryRouter>,
      );
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Set' }));
      });
      expect(screen.getByLabelText('location').textContent).toBe('/members?q=smith&tag=a&tag=b');
      expect(screen.getByText('q=smith')).toBeTruthy();
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Drop tags' }));
      });
      expect(screen.getByLabelText('location').textContent).toBe('/members?q=smith');
      expect(actions).toEqual(['PUSH', 'REPLACE']);
    });
  });

  describe('Navigate', () => {
    it('forwards once rendered, replacing the entry', () => {
      const history = createMemoryHistory({ initialEntries: ['/membership'] });
      const actions: string[] = [];
      history.listen((u) => actions.push(u.action));
      render(
        <HistoryRouter history={history}>
          <Tree
            kit={kit}
            routes={[
              { path: '/membership', element: <Navigate to="/forms/membership" replace /> },
              { path: '/forms/membership', element: <p>Form</p> },
            ]}
          />
        </HistoryRouter>,
      );
      expect(screen.getByText('Form')).toBeTruthy();
      expect(actions).toEqual(['REPLACE']);
    });
  });

  describe('createBrowserHistory', () => {
    it('numbers its entries, so a back move reports how far it went', async () => {
      window.history.replaceState(null, '', '/start');
      const history = createBrowserHistory();
      const updates: HistoryUpdate[] = [];
      const stop = history.listen((u) => updates.push(u));
      history.push('/one', { n: 1 });
      history.push('/two?x=1#h');
      expect(history.location).toMatchObject({ pathname: '/two', search: '?x=1', hash: '#h', state: null });
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.go(-2);
      await popped;
      expect(updates.map((u) => [u.action, u.delta])).toEqual([
        ['PUSH', 1],
        ['PUSH', 1],
        ['POP', -2],
      ]);
      expect(history.location.pathname).toBe('/start');
      stop();
    });
  });
});
