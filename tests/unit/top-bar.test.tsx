import { TopBar } from '@client/app/layout/top-bar';
import { authStore } from '@client/lib/auth-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signIn, stubFetch } from './support/render-app';

// Lazy chunks are transformed on first use; under a parallel run that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });
// Same reason: a busy machine can take longer than the default 5 s per test.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  stubFetch();
});
afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

describe('top bar, signed out', () => {
  it('shows the logo link home, the public menu, the theme toggle and a sign-in icon', () => {
    renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toEqual([
      'Membership',
      'Social Events',
      'Tournaments',
      'Captains',
      'Looking for Team',
      'Court Locations',
      'Contacts',
      'Team Success',
    ]);
    expect(within(main).getByRole('link', { name: 'Social Events' })).toHaveAttribute(
      'href',
      '/social_events',
    );
    expect(screen.getByRole('button', { name: /^(Dark|Light)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Your roles/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).not.toBeInTheDocument();
  });

  it('mobile menu toggle opens a menu with the public section only', async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(await within(menu).findAllByRole('link')).toHaveLength(8);
    expect(within(menu).queryByRole('heading', { name: 'Protected' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: 'Admin Tools' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('top bar, signed in', () => {
  it('shows the role badge, Team Registration, the admin strip and the avatar initials', async () => {
    signIn({ roles: ['admin', 'guest'], name: 'Jane van Doe' });
    renderAt(<TopBar />);
    expect(await screen.findByTitle('Your roles: Admin')).toHaveTextContent('Roles: Admin');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Team Registration' })).toHaveAttribute('href', '/leagues');
    const strip = await screen.findByRole('navigation', { name: 'Admin tools' });
    expect(within(strip).getAllByRole('link')).toHaveLength(12);
    expect(within(strip).getByRole('link', { name: 'Assign Roles' })).toHaveAttribute(
      'href',
      '/admin/AssignRolePage',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const avatar = await screen.findByRole('button', { name: 'My Account' });
    expect(avatar).toHaveTextContent('JD');
  });

  it('a member sees only the tools of the member role and no Team Registration', async () => {
    signIn({ roles: ['member'] });
    renderAt(<TopBar />);
    expect(await screen.findByTitle('Your roles: Member')).toBeInTheDocument();
    const strip = await screen.findByRole('navigation', { name: 'Admin tools' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Member No-Pay']);
    expect(screen.queryByRole('link', { name: 'Team Registration' })).not.toBeInTheDocument();
  });

  it('a user with no roles gets the Guest badge and no admin strip', async () => {
    signIn({ roles: [] });
    renderAt(<TopBar />);
    expect(await screen.findByTitle('Your roles: Guest')).toHaveTextContent('Guest');
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).not.toBeInTheDocument();
  });

  it('a long role list is compact in the bar, with the full list on focus and tap; the phone menu wraps it whole', async () => {
    const user = userEvent.setup();
    signIn({ roles: ['executive', 'board', 'rep', 'captain', 'member', 'guest'] });
    renderAt(<TopBar />);
    const full = 'Executive, Board, Rep, Captain, Member';
    // The badge loads with the signed-in user's first render (lazy: a visitor's page carries none of it).
    const badge = await screen.findByRole('button', { name: `Roles: ${full}` });
    expect(badge).toHaveTextContent('Executive +4');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(full);
    expect(badge).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip).toHaveClass('hidden', 'group-focus-within:block', 'group-hover:block');
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(tooltip).toHaveClass('block');
    await user.keyboard('{Escape}');
    expect(badge).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const wrapped = await screen.findAllByTitle(`Your roles: ${full}`);
    const inMenu = wrapped.find((el) => el.tagName === 'SPAN')!;
    expect(inMenu).toHaveTextContent(`Roles: ${full}`);
    expect(inMenu).toHaveClass('whitespace-normal');
    expect(inMenu.className).not.toMatch(/truncate|max-w/);
  });

  it('mobile menu has public, Protected and Admin Tools sections for a rep', async () => {
    const user = userEvent.setup();
    signIn({ roles: ['rep'] });
    renderAt(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Site menu' });
    await within(menu).findByRole('heading', { name: 'Admin Tools' });
    const sections = within(menu)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(sections).toEqual(['Club', 'Protected', 'Admin Tools']);
    const protectedSection = within(menu).getByRole('region', { name: 'Protected' });
    expect(within(protectedSection).getByRole('link', { name: 'Team Registration' })).toBeInTheDocument();
    const admin = within(menu).getByRole('region', { name: 'Admin Tools' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Member No-Pay',
      'Members List',
      'Team Success List',
      'Looking for Team List',
      'USTA League Admin',
      'League Coordination',
      'Team Management',
      'Payment Intents',
    ]);
  });

  it('avatar menu is headed My Account with Profile, Change Password and Sign Out', async () => {
    const user = userEvent.setup();
    signIn({ roles: ['member'], username: 'jane' });
    const { router } = renderAt(<TopBar />);
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/users/jane');
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/set-password',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.getState().user).toBeNull();
    expect(authStore.getState().roles).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('anonymous (guest-session) users are treated as signed out for menus', () => {
    signIn({ roles: ['admin'] });
    authStore.setState((s) => ({ user: s.user ? { ...s.user, isAnonymous: true } : null }));
    renderAt(<TopBar />);
    expect(screen.queryByRole('navigation', { name: 'Admin tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team Registration' })).not.toBeInTheDocument();
  });
});
