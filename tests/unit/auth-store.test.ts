import { ApiError } from '@client/lib/api-client';
// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { AUTH_USER_KEY } from '@client/lib/auth-snapshot';
import {
  type AuthEvent,
  authStore,
  isAuthenticated,
  SIGN_OUT_TIMEOUT_MS,
  takeRedirectPath,
} from '@client/lib/auth-store';
import type { AuthTransport, AuthUser, SessionInfo } from '@client/lib/auth-transport';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

const jane: AuthUser = {
  id: 'u1',
  email: 'jane@example.org',
  name: 'Jane Doe',
  username: 'jane',
  image: null,
  isAnonymous: false,
  twoFactorEnabled: false,
};
const session: SessionInfo = { user: jane, expiresAt: '2030-01-01T00:00:00.000Z' };
const janeProfile = { id: 'u1', fullName: 'Jane Doe', avatarUrl: '/api/uploads/a.png', username: 'jane' };

type FakeTransport = { [K in keyof AuthTransport]-?: Mock<NonNullable<AuthTransport[K]>> };

function fakeTransport(overrides: Partial<AuthTransport> = {}): FakeTransport {
  const t = {
    getSession: vi.fn<AuthTransport['getSession']>(async () => session),
    signIn: vi.fn<AuthTransport['signIn']>(async () => ({ session })),
    verifySecondFactor: vi.fn<AuthTransport['verifySecondFactor']>(async () => session),
    signUp: vi.fn<AuthTransport['signUp']>(async () => ({ user: jane, session: null })),
    signOut: vi.fn<AuthTransport['signOut']>(async () => {}),
    loadProfile: vi.fn<AuthTransport['loadProfile']>(async () => janeProfile),
    loadRoles: vi.fn<AuthTransport['loadRoles']>(async () => ['member', 'captain']),
    ...overrides,
  } as FakeTransport;
  authStore.setTransport(t);
  return t;
}

function recordEvents() {
  const events: AuthEvent[] = [];
  const stop = authStore.onAuthEvent((event) => events.push(event));
  return { events, stop };
}

function storedSnapshot() {
  const raw = localStorage.getItem(AUTH_USER_KEY);
  return raw ? JSON.parse(raw) : null;
}

beforeEach(() => {
  authStore.reset();
  localStorage.clear();
});

afterEach(() => {
  authStore.setTransport();
  authStore.reset();
  vi.useRealTimers();
});

describe('auth store: sign-in', () => {
  it('stores the session, then loads profile and roles; isAuthenticated; SIGNED_IN', async () => {
    const t = fakeTransport();
    const { events } = recordEvents();
    const outcome = await authStore.signIn({ identifier: 'jane@example.org', password: 'correct horse' });
    expect(outcome).toEqual({ status: 'signed-in' });
    expect(t.signIn).toHaveBeenCalledWith({ identifier: 'jane@example.org', password: 'correct horse' });
    expect(t.loadProfile).toHaveBeenCalledWith('u1');
    expect(t.loadRoles).toHaveBeenCalledWith('u1');
    const state = authStore.getState();
    expect(state.user).toEqual(jane);
    expect(state.profile).toEqual(janeProfile);
    expect(state.roles).toEqual(['member', 'captain']);
    expect(state.loading).toBe(false);
    expect(state.error).toBeNull();
    expect(isAuthenticated(state)).toBe(true);
    expect(events).toEqual(['SIGNED_IN']);
  });

  it('keeps only a non-secret snapshot in localStorage authUser', async () => {
    fakeTransport();
    await authStore.signIn({ identifier: 'jane', password: 'correct horse' });
    expect(storedSnapshot()).toEqual({
      id: 'u1',
      email: 'jane@example.org',
      name: 'Jane Doe',
      username: 'jane',
      avatar: '/api/uploads/a.png',
      roles: ['member', 'captain'],
    });
    expect(localStorage.getItem(AUTH_USER_KEY)).not.toMatch(/token|password|correct horse/i);
  });

  it('failure: the server message becomes the error; user, profile and roles are cleared', async () => {
    fakeTransport({
      signIn: vi.fn(async () => {
        throw new ApiError(401, 'Invalid email or password');
      }),
    });
    authStore.setState({ user: jane, profile: janeProfile, roles: ['admin'] });
    const outcome = await authStore.signIn({ identifier: 'jane@example.org', password: 'wrong' });
    expect(outcome).toEqual({
      status: 'error',
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    });
    const state = authStore.getState();
    expect(state.error).toBe('Invalid email or password');
    expect(state.user).toBeNull();
    expect(state.profile).toBeNull();
    expect(state.roles).toEqual([]);
    expect(state.loading).toBe(false);
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('two-factor accounts get a second step; a good code signs in (MFA_CHALLENGE_VERIFIED)', async () => {
    const t = fakeTransport({ signIn: vi.fn(async () => ({ twoFactorMethods: ['totp'] })) });
    const { events } = recordEvents();
    const first = await authStore.signIn({ identifier: 'jane', password: 'correct horse' });
    expect(first).toEqual({ status: 'two-factor', methods: ['totp'] });
    expect(authStore.getState().user).toBeNull();
    expect(t.loadProfile).not.toHaveBeenCalled();

    const second = await authStore.verifySecondFactor({ code: '123456', method: 'totp' });
    expect(second).toEqual({ status: 'signed-in' });
    expect(t.verifySecondFactor).toHaveBeenCalledWith({ code: '123456', method: 'totp' });
    expect(authStore.getState().roles).toEqual(['member', 'captain']);
    expect(events).toEqual(['SIGNED_IN', 'MFA_CHALLENGE_VERIFIED']);
  });

  it('a wrong second-factor code is a sign-in failure with the server message', async () => {
    fakeTransport({
      verifySecondFactor: vi.fn(async () => {
        throw new ApiError(401, 'Invalid code');
      }),
    });
    const outcome = await authStore.verifySecondFactor({ code: '000000', method: 'totp' });
    expect(outcome).toEqual({ status: 'error', message: 'Invalid code' });
    expect(authStore.getState()).toMatchObject({ user: null, error: 'Invalid code' });
  });
});

describe('auth store: profile and roles loading', () => {
  it('profile load failure → empty profile', async () => {
    fakeTransport({
      loadProfile: vi.fn(async () => {
        throw new ApiError(500, 'boom');
      }),
    });
    await authStore.signIn({ identifier: 'jane', password: 'x' });
    expect(authStore.getState().profile).toEqual({
      id: 'u1',
      fullName: null,
      avatarUrl: null,
      username: null,
    });
    expect(authStore.getState().roles).toEqual(['member', 'captain']);
  });

  it('roles load failure → roles unchanged', async () => {
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({
        id: 'u1',
        email: jane.email,
        name: 'Jane',
        username: 'jane',
        avatar: null,
        roles: ['board'],
      }),
    );
    fakeTransport({
      loadRoles: vi.fn(async () => {
        throw new ApiError(500, 'boom');
      }),
    });
    await authStore.initialize();
    expect(authStore.getState().roles).toEqual(['board']);
    expect(authStore.getState().profile).toEqual(janeProfile);
  });
});

describe('auth store: sign-up', () => {
  it('with a session: stores the user without loading profile and roles', async () => {
    const t = fakeTransport({ signUp: vi.fn(async () => ({ user: jane, session })) });
    const { events } = recordEvents();
    const outcome = await authStore.signUp({
      name: 'Jane Doe',
      username: 'jane',
      email: jane.email,
      password: 'p',
    });
    expect(outcome).toEqual({ status: 'signed-up', user: jane, isVerificationPending: false });
    expect(authStore.getState().user).toEqual(jane);
    expect(authStore.getState().profile).toBeNull();
    expect(authStore.getState().roles).toEqual([]);
    expect(t.loadProfile).not.toHaveBeenCalled();
    expect(t.loadRoles).not.toHaveBeenCalled();
    expect(events).toEqual(['SIGNED_IN']);
  });

  it('e-mail confirmation pending (no session): nothing is stored', async () => {
    fakeTransport();
    const outcome = await authStore.signUp({
      name: 'Jane Doe',
      username: 'jane',
      email: jane.email,
      password: 'p',
    });
    expect(outcome).toEqual({ status: 'signed-up', user: jane, isVerificationPending: true });
    expect(authStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('failure keeps the server message', async () => {
    fakeTransport({
      signUp: vi.fn(async () => {
        throw new ApiError(422, 'Username is already taken. Please try another.');
      }),
    });
    const outcome = await authStore.signUp({ name: 'J', username: 'jane', email: jane.email, password: 'p' });
    expect(outcome.status).toBe('error');
    expect(authStore.getState().error).toBe('Username is already taken. Please try another.');
  });
});

describe('auth store: sign-out', () => {
  async function signedIn(t: ReturnType<typeof fakeTransport>) {
    await authStore.signIn({ identifier: 'jane', password: 'x' });
    authStore.setState({ error: 'an older error' });
    expect(storedSnapshot()).not.toBeNull();
    return t;
  }

  it('clears user, profile, roles, error and the stored snapshot (SIGNED_OUT)', async () => {
    const t = await signedIn(fakeTransport());
    const { events } = recordEvents();
    await authStore.signOut();
    expect(t.signOut).toHaveBeenCalledTimes(1);
    expect(authStore.getState()).toMatchObject({ user: null, profile: null, roles: [], error: null });
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
  });

  it('times out after 5000 ms: cleared locally anyway, error "Sign out timeout"', async () => {
    await signedIn(fakeTransport({ signOut: vi.fn(() => new Promise<void>(() => {})) }));
    vi.useFakeTimers();
    let isDone = false;
    const done = authStore.signOut().then(() => {
      isDone = true;
    });
    await vi.advanceTimersByTimeAsync(SIGN_OUT_TIMEOUT_MS - 1);
    expect(isDone).toBe(false);
    expect(authStore.getState().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(SIGN_OUT_TIMEOUT_MS).toBe(5000);
    expect(authStore.getState()).toMatchObject({
      user: null,
      profile: null,
      roles: [],
      error: 'Sign out timeout',
    });
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('a failed sign-out still clears locally and records the error', async () => {
    await signedIn(
      fakeTransport({
        signOut: vi.fn(async () => {
          throw new ApiError(0, 'Could not reach the server.');
        }),
      }),
    );
    await authStore.signOut();
    expect(authStore.getState()).toMatchObject({
      user: null,
      roles: [],
      error: 'Could not reach the server.',
    });
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });
});

describe('auth store: initialisation and session confirmation', () => {
  it('restores the snapshot at once (signed-in first paint), then confirms with the server', async () => {
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({
        id: 'u1',
        email: jane.email,
        name: 'Jane',
        username: 'jane',
        avatar: null,
        roles: ['admin'],
      }),
    );
    let answer: (s: SessionInfo | null) => void = () => {};
    fakeTransport({
      getSession: vi.fn<AuthTransport['getSession']>(() => new Promise((resolve) => (answer = resolve))),
    });
    const { events } = recordEvents();
    const init = authStore.initialize();
    expect(authStore.getState().user?.id).toBe('u1');
    expect(authStore.getState().roles).toEqual(['admin']);
    answer(session);
    await init;
    expect(authStore.getState().roles).toEqual(['member', 'captain']);
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(authStore.initialize()).toBe(init);
  });

  it('a stale snapshot is dropped when the server has no session', async () => {
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({
        id: 'u1',
        email: jane.email,
        name: 'Jane',
        username: 'jane',
        avatar: null,
        roles: ['admin'],
      }),
    );
    fakeTransport({ getSession: vi.fn(async () => null) });
    await authStore.initialize();
    expect(authStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('without a snapshot asks the server, then loads profile and roles', async () => {
    const t = fakeTransport();
    await authStore.initialize();
    expect(t.getSession).toHaveBeenCalledTimes(1);
    expect(authStore.getState().profile).toEqual(janeProfile);
  });

  it('a page painted for a member starts signed in with its session, without asking get-session (issue 24)', async () => {
    const t = fakeTransport();
    const { events } = recordEvents();
    await authStore.initialize(session);
    expect(t.getSession).not.toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ user: jane, profile: janeProfile, loading: false });
    expect(authStore.getState().roles).toEqual(['member', 'captain']);
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('refreshSession follows the server: signed out elsewhere → SIGNED_OUT', async () => {
    const t = fakeTransport();
    await authStore.signIn({ identifier: 'jane', password: 'x' });
    const { events } = recordEvents();
    t.getSession.mockResolvedValueOnce(null);
    expect(await authStore.refreshSession({ force: true })).toBe(true);
    expect(authStore.getState().user).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
  });

  it('refreshSession reports TOKEN_REFRESHED and USER_UPDATED', async () => {
    const t = fakeTransport();
    await authStore.signIn({ identifier: 'jane', password: 'x' });
    const { events } = recordEvents();
    t.getSession.mockResolvedValueOnce({ user: jane, expiresAt: '2030-02-01T00:00:00.000Z' });
    await authStore.refreshSession({ force: true });
    t.getSession.mockResolvedValueOnce({
      user: { ...jane, name: 'Jane Smith' },
      expiresAt: '2030-02-01T00:00:00.000Z',
    });
    await authStore.refreshSession({ force: true });
    expect(events).toEqual(['TOKEN_REFRESHED', 'USER_UPDATED']);
    expect(authStore.getState().user?.name).toBe('Jane Smith');
  });

  it('refreshSession returns false when the server cannot answer', async () => {
    fakeTransport({
      getSession: vi.fn(async () => {
        throw new ApiError(0, 'offline');
      }),
    });
    expect(await authStore.refreshSession({ force: true })).toBe(false);
  });

  it('follows the account data where it is kept (a saved profile) and emits USER_UPDATED', async () => {
    let follow: Parameters<NonNullable<AuthTransport['followAccount']>>[0] = () => {};
    fakeTransport({ followAccount: (listener) => (follow = listener) });
    await authStore.signIn({ identifier: 'jane', password: 'x' });
    const { events } = recordEvents();
    follow({
      profile: { ...janeProfile, fullName: 'Jane Q. Doe', avatarUrl: null },
      roles: ['member', 'captain'],
    });
    expect(authStore.getState().profile).toMatchObject({ fullName: 'Jane Q. Doe', avatarUrl: null });
    expect(authStore.getState().user).toMatchObject({ name: 'Jane Q. Doe', image: null });
    expect(storedSnapshot()).toMatchObject({ name: 'Jane Q. Doe', avatar: null });
    expect(events).toEqual(['USER_UPDATED']);
    // The same data again changes nothing; someone else's is never taken.
    follow({
      profile: { ...janeProfile, fullName: 'Jane Q. Doe', avatarUrl: null },
      roles: ['member', 'captain'],
    });
    follow({ profile: { ...janeProfile, id: 'someone-else', fullName: 'Mallory' }, roles: ['admin'] });
    expect(events).toEqual(['USER_UPDATED']);
    expect(authStore.getState().roles).toEqual(['member', 'captain']);
  });
});

describe('redirectPath after login', () => {
  it('returns the stored path once, then the fallback', () => {
    localStorage.setItem('redirectPath', '/members?page=2#list');
    expect(takeRedirectPath()).toBe('/members?page=2#list');
    expect(localStorage.getItem('redirectPath')).toBeNull();
    expect(takeRedirectPath()).toBe('/');
  });

  it('ignores addresses of other sites', () => {
    localStorage.setItem('redirectPath', '//evil.example/');
    expect(takeRedirectPath()).toBe('/');
  });
});
