import { Layout } from '@client/app/layout/layout';
import { routeOf, routes } from '@client/app/router';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import type { RouteObject } from '@client/lib/router/match-routes';
import { documentTitle } from '@shared/menu';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Lazy chunks are transformed on first use; under a parallel run that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });
// Same reason: a busy machine can take longer than the default 5 s per test.
vi.setConfig({ testTimeout: 20_000 });

function Page({ text }: { text: string }) {
  return (
    <div>
      <p>{text}</p>
      <Link to="/forms/membership">to membership</Link>
      <Link to="/slow">to slow</Link>
    </div>
  );
}

function EventPage() {
  usePageTitle('Spring Social');
  return <p>event body</p>;
}

function ClubNamedPage() {
  usePageTitle('NJTC Summer Doubles Classic');
  return <p>tournament body</p>;
}

function ThrowsError(): never {
  throw new Error('boom');
}

function ThrowsString(): never {
  throw 'The league season has not been set up yet.';
}

function shell(children: RouteObject[]): RouteObject[] {
  return [{ element: <Layout />, children }];
}

beforeEach(() => {
  stubFetch();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('document title (§2)', () => {
  const tree = shell([
    { index: true, handle: { hideTitle: true }, element: <Page text="home" /> },
    { path: 'forms/membership', element: <Page text="membership form" /> },
    { path: 'about', handle: { title: 'About' }, element: <Page text="about" /> },
    { path: 'events/:slug', element: <EventPage /> },
    { path: 'plain', element: <Page text="plain" /> },
    { path: 'tournaments/:slug', element: <ClubNamedPage /> },
  ]);

  it('never doubles the club prefix when the page is named after the club (B4)', async () => {
    renderRoutes(tree, '/tournaments/classic');
    await waitFor(() => expect(document.title).toBe('NJTC Summer Doubles Classic'));
  });

  it.each([
    ['Court Locations', 'NJTC Court Locations'],
    ['NJTC NJTC Summer Doubles Classic'.slice(5), 'NJTC Summer Doubles Classic'],
    ['njtc Open', 'njtc Open'],
    ['NJTC', 'NJTC'],
    ['NJTCX Mixer', 'NJTC NJTCX Mixer'],
    [undefined, 'NJTC Tennis'],
    ['  ', 'NJTC Tennis'],
  ])('documentTitle("NJTC", %j) → %s', (page, title) => {
    expect(documentTitle('NJTC', page)).toBe(title);
  });

  it.each([
    ['/', 'NJTC Tennis'],
    ['/forms/membership', 'NJTC Membership'],
    ['/about', 'NJTC About'],
    ['/plain', 'NJTC Tennis'],
  ])('%s → %s', async (path, title) => {
    renderRoutes(tree, path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('a menu page shows its menu title as the page heading', async () => {
    renderRoutes(tree, '/forms/membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
  });

  it('a page can set its title at run time', async () => {
    renderRoutes(tree, '/events/spring');
    await waitFor(() => expect(document.title).toBe('NJTC Spring Social'));
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Social' })).toBeInTheDocument();
  });

  it('the title follows navigation', async () => {
    const user = userEvent.setup();
    renderRoutes(tree, '/');
    await waitFor(() => expect(document.title).toBe('NJTC Tennis'));
    await user.click(screen.getByRole('link', { name: 'to membership' }));
    await waitFor(() => expect(document.title).toBe('NJTC Membership'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('layout', () => {
  it('shows "Loading..." in the page area while a lazy page loads', async () => {
    const user = userEvent.setup();
    let release: (c: ComponentType) => void = () => {};
    const slow = new Promise<ComponentType>((resolve) => {
      release = resolve;
    });
    renderRoutes(
      shell([{ index: true, element: <Page text="home" /> }, routeOf({ path: 'slow', page: () => slow })]),
      '/',
    );
    await user.click(await screen.findByRole('link', { name: 'to slow' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading...');
    // Top bar and footer stay while the page loads.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(async () => release(() => <p>slow page</p>));
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('renders a standalone route without top bar and footer', async () => {
    renderRoutes(
      shell([{ path: 'print', handle: { standalone: true, title: 'Print' }, element: <p>print view</p> }]),
      '/print',
    );
    expect(await screen.findByText('print view')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('NJTC Print'));
  });

  it('scrolls to the #hash element', async () => {
    renderRoutes(
      shell([{ path: 'about', element: <h2 id="volunteering">Volunteering</h2> }]),
      '/about#volunteering',
    );
    await screen.findByText('Volunteering');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('shows a friendly error page (500) inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(shell([{ path: 'broken', element: <ThrowsError /> }]), '/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the text of a thrown string (custom error)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(shell([{ path: 'broken', element: <ThrowsString /> }]), '/broken');
    expect(await screen.findByText('The league season has not been set up yet.')).toBeInTheDocument();
  });
});

describe('footer (§2)', () => {
  it('has the links, social links in a new tab, mailto, tel, address and copyright', async () => {
    renderRoutes(shell([{ index: true, element: <Page text="home" /> }]), '/');
    const footer = await screen.findByRole('contentinfo');
    const expected: [string, string][] = [
      ['About', '/about'],
      ['History', '/history'],
      ['Board Members', '/contacts'],
      ['Bylaws', '/bylaws'],
      ['Membership', '/membership'],
      ['Social Events', '/social_events'],
      ['Tournaments', '/tournaments'],
      ['Looking for Team', '/looking_for_team'],
      ['Court Locations', '/courts'],
      ['Rules', '/rules'],
      ['Schedule', '/schedule'],
      ['News', '/news'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ];
    const nav = within(footer).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(expected);
    for (const name of ['Facebook', 'Instagram']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: /info@example\.org/ })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(within(footer).getByRole('link', { name: /555/ })).toHaveAttribute('href', 'tel:+15550101974');
    expect(within(footer).getByText('100 Main Street, Anytown')).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(within(footer).getByText(new RegExp(`© ${year} .*${year - 1974} years`))).toBeInTheDocument();
  });

  it('shows the identity the board saved (GET /api/club)', async () => {
    stubFetch((url) =>
      url === '/api/club'
        ? Response.json({
            club: { name: 'Riverside Tennis', email: 'hello@riverside.example', foundedYear: 1974 },
          })
        : new Response('{}', { status: 404 }),
    );
    renderRoutes(shell([{ index: true, element: <Page text="home" /> }]), '/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /hello@riverside\.example/ })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Riverside Tennis' })).toBeInTheDocument();
  });
});

describe('app routes', () => {
  it('redirects /index copy to /', async () => {
    const { router } = renderRoutes(routes, '/index%20copy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('NJTC Page Not Found'));
  });

  it.each([
    ['/about', 'About', 'NJTC About'],
    ['/privacy', 'Privacy Policy', 'NJTC Privacy Policy'],
    ['/terms', 'Terms of Use', 'NJTC Terms of Use'],
  ])('%s is titled %s', async (path, heading, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
