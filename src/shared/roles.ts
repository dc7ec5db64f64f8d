/** The club's roles, most powerful first. */
export const roles = ['admin', 'executive', 'board', 'rep', 'captain', 'member', 'guest'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** §6: the user's roles capitalised, without guest; "Guest" when none remain. */
export function roleBadgeText(userRoles: readonly string[]): string {
  const shown = userRoles.filter((r) => r !== 'guest').map((r) => r.charAt(0).toUpperCase() + r.slice(1));
  return shown.length > 0 ? shown.join(', ') : 'Guest';
}
