// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { guardNavigation } from '@client/app/auth-guard';
import { ApiError } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth-store';
import type { AuthTransport, SessionInfo } from '@client/lib/auth-transport';
import { anonymousViewer, type Viewer } from '@shared/access';
import { decideNavigation, type GuardTarget, opensAtOnce } from '@shared/navigation-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function at(path: string): GuardTarget {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const as = (...roles: string[]): Viewer => ({ isSignedIn: true, roles });

describe('opensAtOnce: pages shown before the session check (and painted by the server)', () => {
  it('public pages open at once for anyone', () => {
    for (const path of [
      '/',
      '/about',
      '/social_events',
      '/courts',
      '/login',
      '/users/jane',
      '/no/such/page',
    ]) {
      expect(opensAtOnce(at(path), anonymousViewer), path).toBe(true);
      expect(opensAtOnce(at(path), as('member')), path).toBe(path !== '/login');
    }
  });

  it('pages behind the guard wait for the check, whoever the store says is signed in', () => {
    for (const path of ['/users/profile/edit', '/members', '/admin/courts']) {
      expect(opensAtOnce(at(path), anonymousViewer), path).toBe(false);
      expect(opensAtOnce(at(path), as('admin')), path).toBe(false);
    }
  });
});

describe('decideNavigation (pure)', () => {
  it('menu entries with requiresAuth false proceed for anyone', () => {
    for (const path of ['/forms/membership', '/social_events', '/events', '/courts', '/contacts']) {
      expect(decideNavigation(at(path), anonymousViewer)).toBeNull();
    }
  });

  it('paths that are not restricted proceed', () => {
    for (const path of ['/', '/about', '/unauthorized', '/users/jane', '/no/such/page', '/forgot-password']) {
      expect(decideNavigation(at(path), anonymousViewer)).toBeNull();
    }
  });

  it('a page needing auth without a user → /login, remembering path + search + hash', () => {
    expect(decideNavigation(at('/members?page=2#top'), anonymousViewer)).toEqual({
      redirectTo: '/login',
      storeRedirectPath: '/members?page=2#top',
    });
    expect(decideNavigation(at('/debug-roles'), anonymousViewer)).toEqual({
      redirectTo: '/login',
      storeRedirectPath: '/debug-roles',
    });
  });

  it('the admin tool with a query string is restricted although its path is a public entry', () => {
    expect(decideNavigation(at('/forms/membership?nopay=true&reason=board'), anonymousViewer)).toMatchObject({
      redirectTo: '/login',
    });
    expect(decideNavigation(at('/forms/membership?nopay=true&reason=board'), as('guest'))).toBeNull();
  });

  it('an anonymous (guest-session) user counts as signed out', () => {
    const anonymousSession: Viewer = { isSignedIn: false, roles: ['admin'] };
    expect(decideNavigation(at('/admin'), anonymousSession)).toMatchObject({ redirectTo: '/login' });
  });

  it('a signed-in user opening /login or /register goes to /', () => {
    expect(decideNavigation(at('/login'), as('member'))).toEqual({ redirectTo: '/' });
    expect(decideNavigation(at('/register'), as('guest'))).toEqual({ redirectTo: '/' });
    expect(decideNavigation(at('/login'), anonymousViewer)).toBeNull();
  });

  it('a signed-in user lacking the page roles goes to /unauthorized', () => {
    expect(decideNavigation(at('/members'), as('member'))).toEqual({ redirectTo: '/unauthorized' });
    expect(decideNavigation(at('/admin/AssignRolePage'), as('executive', 'board'))).toEqual({
      redirectTo: '/unauthorized',
    });
    expect(decideNavigation(at('/members/42'), as('captain'))).toEqual({ redirectTo: '/unauthorized' });
  });

  it('a signed-in user holding one of the roles proceeds', () => {
    expect(decideNavigation(at('/members'), as('board'))).toBeNull();
    expect(decideNavigation(at('/admin/AssignRolePage'), as('admin'))).toBeNull();
    expect(decideNavigation(at('/leagues'), as('captain'))).toBeNull();
    expect(decideNavigation(at('/debug-roles'), as())).toBeNull();
    expect(decideNavigation(at('/users/profile/edit'), as('guest'))).toBeNull();
  });

  it("a team's roster page is left to the server for a signed-in member (a co-captain may hold no role)", () => {
    expect(decideNavigation(at('/teams/5f0c/roster'), as('member'))).toBeNull();
    expect(decideNavigation(at('/teams/5f0c/roster'), anonymousViewer)).toEqual({
      redirectTo: '/login',
      storeRedirectPath: '/teams/5f0c/roster',
    });
    expect(decideNavigation(at('/teams/roster'), as('captain'))).toBeNull();
    expect(decideNavigation(at('/teams/roster'), as('member'))).toEqual({ redirectTo: '/unauthorized' });
    expect(decideNavigation(at('/teams'), as('captain'))).toEqual({ redirectTo: '/unauthorized' });
  });
});

describe('guardNavigation (confirms the session first)', () => {
  const board: SessionInfo = {
    user: {
      id: 'b1',
      email: 'board@example.org',
      name: 'Bo Ard',
      username: 'board',
      image: null,
      isAnonymous: false,
    },
    expiresAt: null,
  };

  function transport(getSession: AuthTransport['getSession']): AuthTransport {
    return {
      getSession,
      signIn: vi.fn(),
      verifySecondFactor: vi.fn(),
      signUp: vi.fn(),
      signOut: vi.fn(async () => {}),
      loadProfile: vi.fn(async (id: string) => ({
        id,
        fullName: 'Bo Ard',
        avatarUrl: null,
        username: 'board',
      })),
      loadRoles: vi.fn(async () => ['board']),
    };
  }

  beforeEach(() => {
    authStore.reset();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    authStore.setTransport();
    authStore.reset();
  });

  it('anonymous visit to /members stores redirectPath and sends to /login', async () => {
    authStore.setTransport(transport(async () => null));
    expect(await guardNavigation(at('/members#list'))).toBe('/login');
    expect(localStorage.getItem('redirectPath')).toBe('/members#list');
  });

  it('asks the server on each navigation and lets a board member in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const getSession = vi.fn(async () => board);
    authStore.setTransport(transport(getSession));
    expect(await guardNavigation(at('/members'))).toBeNull();
    expect(authStore.getState().roles).toEqual(['board']);
    // Past the store's 1 s reuse of a confirmation, on a fake clock instead of a real wait.
    vi.setSystemTime(Date.now() + 1100);
    expect(await guardNavigation(at('/payment_intents'))).toBeNull();
    expect(getSession.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a session ended elsewhere is noticed: the page sends to /login', async () => {
    const getSession = vi.fn<AuthTransport['getSession']>(async () => board);
    authStore.setTransport(transport(getSession));
    await authStore.initialize();
    getSession.mockResolvedValue(null);
    await authStore.refreshSession({ force: true });
    expect(await guardNavigation(at('/members'))).toBe('/login');
    expect(authStore.getState().user).toBeNull();
  });

  it('when the server cannot confirm, the user is treated as signed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const getSession = vi.fn<AuthTransport['getSession']>(async () => board);
    authStore.setTransport(transport(getSession));
    await authStore.initialize();
    getSession.mockRejectedValue(new ApiError(0, 'offline'));
    vi.setSystemTime(Date.now() + 1100);
    expect(await guardNavigation(at('/members'))).toBe('/login');
    expect(await guardNavigation(at('/about'))).toBeNull();
  });
});
