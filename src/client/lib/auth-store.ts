import type { Viewer } from '@shared/access';
import type { ApiErrorCode } from '@shared/errors';
import { sameSitePathOr } from '@shared/same-site-path';
import { useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from './api-client';
import { persist, readSnapshot } from './auth-snapshot';
import {
  type AuthTransport,
  type AuthUser,
  forgetMe,
  httpAuthTransport,
  type Profile,
  type SecondFactor,
  type SessionInfo,
  type SignInCredentials,
  type SignUpDetails,
} from './auth-transport';

/**
 * The client's auth state (§4 Auth store): who is signed in, their profile and roles, the §4
 * loading flag, error and events. What it asks the server is in ./auth-transport; the snapshot
 * kept in local storage in ./auth-snapshot.
 */
export interface AuthState {
  user: AuthUser | null;
  profile: Profile | null;
  roles: string[];
  loading: boolean;
  error: string | null;
}

/** §4: what subscribers of onAuthEvent are told. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED';

/** §9 */
export const SIGN_OUT_TIMEOUT_MS = 5000;
export const SIGN_OUT_TIMEOUT_MESSAGE = 'Sign out timeout';
/** §9 local storage keys. */
export const REDIRECT_PATH_KEY = 'redirectPath';

export type SignInOutcome =
  | { status: 'signed-in' }
  | { status: 'two-factor'; methods: string[] }
  | { status: 'error'; message: string; code?: ApiErrorCode };

export type SignUpOutcome =
  | { status: 'signed-up'; user: AuthUser; isVerificationPending: boolean }
  | { status: 'error'; message: string };

export const signedOutState: AuthState = {
  user: null,
  profile: null,
  roles: [],
  loading: false,
  error: null,
};

// ---- the store ----

let transport: AuthTransport = httpAuthTransport;
let state: AuthState = signedOutState;
const listeners = new Set<() => void>();
const eventListeners = new Set<(event: AuthEvent, state: AuthState) => void>();
let initPromise: Promise<void> | null = null;
let refreshInFlight: Promise<boolean> | null = null;
let lastConfirmedAt = 0;
let sessionExpiresAt: string | null = null;
/** A session confirmed this recently is not asked for again (init, then the first navigation). */
const CONFIRM_REUSE_MS = 1000;

function set(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  persist(state);
  for (const listener of listeners) listener();
}

function emit(event: AuthEvent) {
  for (const listener of eventListeners) {
    try {
      listener(event, state);
    } catch {
      // One subscriber's failure must not stop the others.
    }
  }
}

function emptyProfile(userId: string): Profile {
  return { id: userId, fullName: null, avatarUrl: null, username: null };
}

/** §4: profile failure → empty profile; roles failure → roles unchanged. */
async function loadProfileAndRoles(userId: string): Promise<{ profile: Profile; roles: string[] }> {
  const [profile, roles] = await Promise.allSettled([
    transport.loadProfile(userId),
    transport.loadRoles(userId),
  ]);
  return {
    profile: profile.status === 'fulfilled' ? profile.value : emptyProfile(userId),
    roles: roles.status === 'fulfilled' ? roles.value : state.roles,
  };
}

/**
 * The account data changed where it is kept (the profile page saved it, a refetch of /api/me):
 * the signed-in user's profile and roles follow, and subscribers hear USER_UPDATED. Nobody
 * copies a saved profile into the store by hand.
 */
function followAccount({ profile, roles }: { profile: Profile; roles: string[] }) {
  const { user } = state;
  if (!user || user.id !== profile.id || state.loading) return;
  const before = state.profile;
  const isSame =
    before?.fullName === profile.fullName &&
    before?.username === profile.username &&
    before?.avatarUrl === profile.avatarUrl &&
    state.roles.length === roles.length &&
    state.roles.every((r, i) => r === roles[i]);
  if (isSame) return;
  set({
    profile,
    roles,
    user: {
      ...user,
      name: profile.fullName ?? user.name,
      username: profile.username ?? user.username,
      image: profile.avatarUrl,
    },
  });
  emit('USER_UPDATED');
}

/** Stores a confirmed session, then loads profile and roles. */
async function establish(session: SessionInfo, event: AuthEvent) {
  transport.followAccount?.(followAccount);
  sessionExpiresAt = session.expiresAt;
  lastConfirmedAt = Date.now();
  const isSameUser = state.user?.id === session.user.id;
  set({
    user: session.user,
    profile: isSameUser ? state.profile : null,
    roles: isSameUser ? state.roles : [],
    loading: true,
    error: null,
  });
  const loaded = await loadProfileAndRoles(session.user.id);
  // Signed out (or someone else signed in) while loading: keep the newer state.
  if (state.user?.id !== session.user.id) return;
  set({ ...loaded, loading: false });
  emit(event);
}

function clearLocal(error: string | null = null) {
  sessionExpiresAt = null;
  if (state.user) forgetMe();
  set({ ...signedOutState, error });
}

/** Settles with `work`, or rejects with 'Sign out timeout' after `ms`. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, SIGN_OUT_TIMEOUT_MESSAGE, undefined, 'TIMEOUT')), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What ./auth-sign-in (loaded on first use) changes in the store: not part of the store's
 * interface, only the sign-in and sign-up steps use it.
 */
export const signInPort = {
  transport: () => transport,
  set,
  emit,
  establish,
  clearLocal,
  /** A session the server opened without a full sign-in (sign-up without e-mail confirmation). */
  confirm(session: SessionInfo) {
    sessionExpiresAt = session.expiresAt;
    lastConfirmedAt = Date.now();
  },
};

/** What ./auth-sign-in exports (named here: the store reaches it by dynamic import only). */
interface SignInActions {
  signIn(credentials: SignInCredentials): Promise<SignInOutcome>;
  verifySecondFactor(factor: SecondFactor): Promise<SignInOutcome>;
  signUp(details: SignUpDetails): Promise<SignUpOutcome>;
}

/** Runs a sign-in step; when its code cannot be loaded (offline), `fail` gets the message. */
async function withSignInActions<T>(
  run: (actions: SignInActions) => Promise<T>,
  fail: (message: string) => T,
): Promise<T> {
  let actions: SignInActions;
  try {
    actions = await import('./auth-sign-in');
  } catch (error) {
    return fail(errorMessage(error));
  }
  return run(actions);
}

function failSignIn(message: string): SignInOutcome {
  clearLocal(message);
  return { status: 'error', message };
}

export const authStore = {
  getState(): AuthState {
    return state;
  },
  setState(patch: Partial<AuthState> | ((current: AuthState) => Partial<AuthState>)) {
    set(typeof patch === 'function' ? patch(state) : patch);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** §4 events: initial session, signed in/out, token refreshed, user updated, MFA verified. */
  onAuthEvent(listener: (event: AuthEvent, state: AuthState) => void): () => void {
    eventListeners.add(listener);
    return () => eventListeners.delete(listener);
  },
  /** Back to the signed-out state (tests). */
  reset() {
    sessionExpiresAt = null;
    lastConfirmedAt = 0;
    set(signedOutState);
  },
  /** Tests swap the server; `undefined` restores the real one. Also forgets initialisation. */
  setTransport(next?: AuthTransport) {
    transport = next ?? httpAuthTransport;
    initPromise = null;
    refreshInFlight = null;
    lastConfirmedAt = 0;
  },

  /**
   * §4 initialisation (once; the app mounts after it): restore the stored snapshot so the
   * shell paints signed in, otherwise ask the server; then load profile and roles. Either way
   * the server confirms the session before the promise settles.
   */
  initialize(
    /**
     * The session the server painted the page for (issue 24): it confirmed it a moment ago, so
     * it is not asked again; profile and roles come from the /api/me answer painted beside it.
     */
    painted?: SessionInfo | null,
  ): Promise<void> {
    initPromise ??= (async () => {
      if (painted) {
        await establish(painted, 'INITIAL_SESSION');
        return;
      }
      const snap = readSnapshot();
      if (snap) {
        set({
          user: {
            id: snap.id,
            email: snap.email,
            name: snap.name,
            username: snap.username,
            image: snap.avatar,
            isAnonymous: false,
          },
          profile: { id: snap.id, fullName: snap.name, avatarUrl: snap.avatar, username: snap.username },
          roles: snap.roles,
          loading: true,
          error: null,
        });
      } else {
        set({ loading: true });
      }
      try {
        const session = await transport.getSession();
        if (session) await establish(session, 'INITIAL_SESSION');
        else {
          lastConfirmedAt = Date.now();
          clearLocal();
          emit('INITIAL_SESSION');
        }
      } catch {
        // Server unreachable: keep what was restored; each navigation asks again.
        set({ loading: false });
        emit('INITIAL_SESSION');
      }
    })();
    return initPromise;
  },

  /**
   * The guard's check on each navigation: asks the server for the session and follows it
   * (signed out elsewhere, another user, refreshed expiry, changed name). false when the
   * server could not answer — the caller then treats the user as signed out.
   */
  refreshSession(options: { force?: boolean } = {}): Promise<boolean> {
    if (refreshInFlight) return refreshInFlight;
    if (!options.force && Date.now() - lastConfirmedAt < CONFIRM_REUSE_MS) return Promise.resolve(true);
    refreshInFlight = (async () => {
      try {
        const session = await transport.getSession();
        lastConfirmedAt = Date.now();
        if (!session) {
          if (state.user) {
            clearLocal();
            emit('SIGNED_OUT');
          }
          return true;
        }
        if (state.user?.id !== session.user.id) {
          await establish(session, 'SIGNED_IN');
          return true;
        }
        const before = state.user;
        const after = session.user;
        if (
          before.name !== after.name ||
          before.username !== after.username ||
          before.image !== after.image ||
          before.email !== after.email ||
          before.twoFactorEnabled !== after.twoFactorEnabled
        ) {
          set({ user: after });
          emit('USER_UPDATED');
        }
        if (session.expiresAt && sessionExpiresAt && session.expiresAt !== sessionExpiresAt) {
          emit('TOKEN_REFRESHED');
        }
        sessionExpiresAt = session.expiresAt;
        return true;
      } catch {
        return false;
      } finally {
        refreshInFlight = null;
      }
    })();
    return refreshInFlight;
  },

  /**
   * §4 sign-in: success stores the session then loads profile and roles; failure clears. The
   * work is in ./auth-sign-in, loaded on first use (a visitor's first load carries none of it).
   */
  async signIn(credentials: SignInCredentials): Promise<SignInOutcome> {
    set({ loading: true, error: null });
    return withSignInActions((actions) => actions.signIn(credentials), failSignIn);
  },

  /** The second step of a two-factor sign-in (TOTP or backup code). */
  async verifySecondFactor(factor: SecondFactor): Promise<SignInOutcome> {
    set({ loading: true, error: null });
    return withSignInActions((actions) => actions.verifySecondFactor(factor), failSignIn);
  },

  /**
   * §4 sign-up: stores the user and session, without loading profile and roles. When the
   * server asks for the address to be confirmed first there is no session yet, so nothing
   * is stored (the verification link signs the user in).
   */
  async signUp(details: SignUpDetails): Promise<SignUpOutcome> {
    set({ loading: true, error: null });
    return withSignInActions(
      (actions) => actions.signUp(details),
      (message) => {
        set({ loading: false, error: message });
        return { status: 'error', message };
      },
    );
  },

  /**
   * §4 sign-out: clears user, profile, roles, error and the stored snapshot. If the server
   * fails or does not answer within 5 s, local state is cleared anyway and the error kept.
   */
  async signOut(): Promise<void> {
    let error: string | null = null;
    try {
      await withTimeout(transport.signOut(), SIGN_OUT_TIMEOUT_MS);
    } catch (e) {
      error = errorMessage(e);
    }
    lastConfirmedAt = 0;
    clearLocal(error);
    emit('SIGNED_OUT');
  },

  /** Reloads profile and roles of the signed-in user (e.g. after turning on two-factor login). */
  async reloadAccount(): Promise<void> {
    const user = state.user;
    if (!user) return;
    const loaded = await loadProfileAndRoles(user.id);
    if (state.user?.id === user.id) set(loaded);
  },
};

/** §4: true whenever a user exists. */
export function isAuthenticated(current: AuthState): boolean {
  return current.user !== null;
}

/** What the access table needs: anonymous (guest-session) users count as signed out. */
export function viewerOf(current: AuthState): Viewer {
  return { isSignedIn: current.user !== null && !current.user.isAnonymous, roles: current.roles };
}

/** Display name for greetings and avatar initials. */
export function displayNameOf(current: AuthState): string | null {
  return current.profile?.fullName || current.user?.name || null;
}

export function usernameOf(current: AuthState): string | null {
  return current.profile?.username || current.user?.username || null;
}

/**
 * After sign-in: where to go. A redirectPath in the page's query wins, else the stored one
 * (cleared either way), else home. Only same-site paths: anything a browser could read as
 * another site ("/\\evil.example", "//evil.example", "javascript:…") goes home instead.
 */
export function takeRedirectPath(fallback = '/', fromQuery?: string | null): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(REDIRECT_PATH_KEY);
    localStorage.removeItem(REDIRECT_PATH_KEY);
  } catch {
    // no storage: go to the fallback
  }
  const wanted = fromQuery ?? stored;
  return sameSitePathOr(wanted, fallback);
}

export function useAuth() {
  const current = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return {
    ...current,
    isAuthenticated: isAuthenticated(current),
    signOut: authStore.signOut,
  };
}

/** The access-table viewer of the current user; stable while the state is unchanged. */
export function useViewer(): Viewer {
  const current = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return viewerFor(current);
}

let cachedFor: AuthState | null = null;
let cachedViewer: Viewer = viewerOf(signedOutState);
function viewerFor(current: AuthState): Viewer {
  if (current !== cachedFor) {
    cachedFor = current;
    cachedViewer = viewerOf(current);
  }
  return cachedViewer;
}
