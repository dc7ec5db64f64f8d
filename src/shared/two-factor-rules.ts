import type { Role } from './roles';

/**
 * Two-factor login for the roles that can change club data (featureAccess.twoFactorPrompt:
 * admin, executive). Whoever gets such a role has 14 days to turn it on, warned on every page;
 * after that the server treats the role as suspended (its tools refuse, its menus hide) until
 * two-factor login is on — the account keeps its other roles and can turn it on at once on its
 * profile, which restores the role on the next request (docs/decisions/025).
 */
export const twoFactorGraceDays = 14;

export interface TwoFactorNotice {
  /** When the earliest such role must have two-factor login (ISO). */
  deadline: string;
  /** Past the deadline: `suspendedRoles` are not honoured until two-factor login is on. */
  isOverdue: boolean;
  suspendedRoles: Role[];
}

export interface HeldRole {
  role: Role;
  grantedAt: Date;
}

/**
 * The roles honoured now and the notice to show: nothing changes for an account with
 * two-factor login on, or without a role that requires it.
 */
export function applyTwoFactorRule(
  held: readonly HeldRole[],
  isTwoFactorEnabled: boolean,
  requiring: readonly Role[],
  now = new Date(),
): { roles: Role[]; notice: TwoFactorNotice | null } {
  const all = held.map((h) => h.role);
  const bound = held.filter((h) => requiring.includes(h.role));
  if (isTwoFactorEnabled || bound.length === 0) return { roles: all, notice: null };
  const dayMs = 24 * 60 * 60 * 1000;
  const deadlineOf = (h: HeldRole) => h.grantedAt.getTime() + twoFactorGraceDays * dayMs;
  const suspended = bound.filter((h) => deadlineOf(h) <= now.getTime()).map((h) => h.role);
  const earliest = Math.min(...bound.map(deadlineOf));
  return {
    roles: all.filter((r) => !suspended.includes(r)),
    notice: {
      deadline: new Date(earliest).toISOString(),
      isOverdue: suspended.length > 0,
      suspendedRoles: suspended,
    },
  };
}
