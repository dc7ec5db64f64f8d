import type { MeResponse } from '@shared/schemas/profiles';
import { ApiError, NETWORK_MESSAGE } from './api-client';
import { fetchMe, meQueryKey } from './me';

/*
 * What the auth store asks the server (auth-store.ts keeps the state). The session itself lives
 * in Better Auth's httpOnly cookies. Better Auth's own routes (/api/auth/get-session,
 * /api/auth/sign-out) are not ours to define in src/shared/api: they stay plain fetch here (the
 * entry chunk must not wait for a library), and the Better Auth client (sign-in, sign-up, second
 * factor) is loaded on first use from ./auth-actions. The account data (GET /api/me: profile and
 * roles) comes through the TanStack Query cache.
 */
export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  username: string | null;
  image: string | null;
  isAnonymous: boolean;
  twoFactorEnabled?: boolean;
}

/** §3 Profile: full_name, avatar_url, username. */
export interface Profile {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  username: string | null;
}

export interface SessionInfo {
  user: AuthUser;
  /** When the session expires (ISO); a later value than before means it was refreshed. */
  expiresAt: string | null;
}

export interface SignInCredentials {
  /** E-mail address or username. */
  identifier: string;
  password: string;
  rememberMe?: boolean;
}

export interface SignUpDetails {
  name: string;
  username: string;
  email: string;
  password: string;
}

export interface SecondFactor {
  code: string;
  method: 'totp' | 'backup';
  trustDevice?: boolean;
}

/** What the store needs from the server; replaced in unit tests. */
export interface AuthTransport {
  /** The current session, null when there is none; throws when the server cannot say. */
  getSession(): Promise<SessionInfo | null>;
  signIn(credentials: SignInCredentials): Promise<{ session: SessionInfo } | { twoFactorMethods: string[] }>;
  verifySecondFactor(factor: SecondFactor): Promise<SessionInfo>;
  /** session is null when the address must be confirmed before signing in. */
  signUp(details: SignUpDetails): Promise<{ user: AuthUser; session: SessionInfo | null }>;
  signOut(): Promise<void>;
  loadProfile(userId: string): Promise<Profile>;
  loadRoles(userId: string): Promise<string[]>;
  /**
   * Calls `listener` whenever the account data changes where it is kept (a page saved the
   * profile, a refetch brought new roles), so the store follows it instead of being told.
   */
  followAccount?(listener: (account: { profile: Profile; roles: string[] }) => void): void;
}

async function getJson<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, 'NETWORK');
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: string; message?: string }) | null;
  if (!res.ok)
    throw new ApiError(res.status, body?.error || body?.message || `Request failed (${res.status}).`, body);
  return body as T;
}

/** A Better Auth user object (get-session, sign-in) as the store keeps it. */
export function toAuthUser(u: Record<string, unknown>): AuthUser {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    id: String(u.id),
    email: String(u.email ?? ''),
    name: text(u.name),
    username: text(u.username),
    image: text(u.image),
    isAnonymous: u.isAnonymous === true,
    twoFactorEnabled: u.twoFactorEnabled === true,
  };
}

export async function fetchSession(): Promise<SessionInfo | null> {
  const body = await getJson<{ user?: Record<string, unknown>; session?: { expiresAt?: string } } | null>(
    '/api/auth/get-session',
  );
  if (!body?.user) return null;
  return { user: toAuthUser(body.user), expiresAt: body.session?.expiresAt ?? null };
}

// Profile and roles come from one GET /api/me, kept in the TanStack Query cache under
// meQueryKey, the entry the profile pages read too: one type, one fetch. The two loads of one
// user share one request (the cache joins a fetch in flight). The answer is checked against the
// user: after a quick sign-out and sign-in as someone else, the previous user's answer must never
// be used (and sign-out drops it from the cache).
const loadQueryClient = () => import('./query-client').then((m) => m.queryClient);
/** Until when the /api/me answer the server painted a page with stands for a fetch (issue 24). */
let paintedMeUntil = 0;
/** How long a painted /api/me answer is taken as fresh: the app's start, not later sign-ins. */
const paintedMeFreshMs = 10_000;

/** The page came painted with the member's /api/me in the query cache: the store starts with it. */
export function acceptPaintedMe() {
  paintedMeUntil = Date.now() + paintedMeFreshMs;
}

async function loadMe(userId: string): Promise<MeResponse> {
  const queryClient = await loadQueryClient();
  const me = await queryClient.fetchQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: Date.now() < paintedMeUntil ? Number.POSITIVE_INFINITY : 0,
  });
  if (me.profile?.id !== userId)
    throw new ApiError(409, 'The session changed while loading.', undefined, 'CONFLICT');
  return me;
}

function profileOf(me: MeResponse): Profile {
  const p = me.profile;
  return { id: p.id, fullName: p.fullName, avatarUrl: p.avatarUrl, username: p.username };
}

let isFollowingMe = false;
/** Every new /api/me answer in the cache (fetched, or written by a page after a save). */
function followMe(listener: (account: { profile: Profile; roles: string[] }) => void) {
  if (isFollowingMe) return;
  isFollowingMe = true;
  void loadQueryClient().then((queryClient) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== JSON.stringify(meQueryKey)) return;
      const me = event.query.state.data as MeResponse | undefined;
      if (me?.profile) listener({ profile: profileOf(me), roles: me.roles });
    }),
  );
}

export function forgetMe() {
  void loadQueryClient().then((queryClient) => queryClient.removeQueries({ queryKey: meQueryKey }));
}

const lazyActions = () => import('./auth-actions');

export const httpAuthTransport: AuthTransport = {
  getSession: fetchSession,
  signIn: async (credentials) => (await lazyActions()).signInWithPassword(credentials),
  verifySecondFactor: async (factor) => (await lazyActions()).verifySecondFactor(factor),
  signUp: async (details) => (await lazyActions()).signUpWithPassword(details),
  async signOut() {
    let res: Response;
    try {
      res = await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      });
    } catch {
      throw new ApiError(0, NETWORK_MESSAGE, undefined, 'NETWORK');
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      throw new ApiError(res.status, body?.error || `Sign out failed (${res.status}).`, body);
    }
  },
  loadProfile: async (userId) => profileOf(await loadMe(userId)),
  loadRoles: async (userId) => (await loadMe(userId)).roles,
  followAccount: followMe,
};
