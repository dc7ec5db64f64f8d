import type { AuthUser, Profile } from './auth-transport';

/** §9 local storage key of the signed-in user's snapshot. */
export const AUTH_USER_KEY = 'authUser';

/** What a snapshot is made from: the auth store's state. */
interface SignedInParts {
  user: AuthUser | null;
  profile: Profile | null;
  roles: string[];
}

export interface Snapshot {
  id: string;
  email: string;
  name: string | null;
  username: string | null;
  avatar: string | null;
  roles: string[];
}

/** The non-secret snapshot kept under authUser (no tokens: those stay in httpOnly cookies). */
function snapshotOf(current: SignedInParts): Snapshot | null {
  const u = current.user;
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    name: current.profile?.fullName || u.name,
    username: current.profile?.username || u.username,
    avatar: current.profile?.avatarUrl || u.image,
    roles: current.roles,
  };
}

export function persist(current: SignedInParts) {
  try {
    const snap = snapshotOf(current);
    if (snap) localStorage.setItem(AUTH_USER_KEY, JSON.stringify(snap));
    else localStorage.removeItem(AUTH_USER_KEY);
  } catch {
    // Storage may be unavailable (private mode): the cookie session still works.
  }
}

export function readSnapshot(): Snapshot | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Snapshot>) : null;
    if (!v || typeof v.id !== 'string' || typeof v.email !== 'string') return null;
    const text = (x: unknown) => (typeof x === 'string' ? x : null);
    return {
      id: v.id,
      email: v.email,
      name: text(v.name),
      username: text(v.username),
      avatar: text(v.avatar),
      roles: Array.isArray(v.roles) ? v.roles.filter((r): r is string => typeof r === 'string') : [],
    };
  } catch {
    return null;
  }
}
