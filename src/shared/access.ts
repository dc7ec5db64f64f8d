import type { Role } from './roles';

/**
 * The one table that decides who may do what. The menu, the client route guard
 * and every API handler read it; nothing else names roles for access.
 *
 * 'public'   anyone, signed in or not
 * 'signedIn' any signed-in (non-anonymous) user
 * Role[]     a signed-in user holding at least one of these roles
 */
export type AccessRule = 'public' | 'signedIn' | readonly Role[];

const adminExec = ['admin', 'executive'] as const satisfies readonly Role[];
const staff = ['admin', 'board', 'rep', 'executive'] as const satisfies readonly Role[];
const leagueStaff = ['admin', 'executive', 'rep'] as const satisfies readonly Role[];

/** Restricted client pages, by route pattern. Pages not listed are public. */
export const pageAccess = {
  '/admin': adminExec,
  '/admin/AssignRolePage': ['admin'],
  '/admin/content': adminExec,
  '/admin/SocialEventsPage': adminExec,
  '/admin/SocialPlayersForEvent': adminExec,
  '/admin/SocialPlayersList': ['admin', 'executive', 'board'],
  '/admin/usta-leagues': leagueStaff,
  '/admin/usta-teams': leagueStaff,
  '/admin/league-coordination': leagueStaff,
  '/admin/payments': ['admin', 'executive', 'board'],
  '/admin/user-purchases/:userId': ['admin', 'executive', 'board'],
  '/forms/membership?nopay=true&reason=board': ['admin', 'board', 'rep', 'executive', 'member', 'guest'],
  '/members': staff,
  '/members/:id': staff,
  '/team_success': staff,
  '/looking_for_team': ['rep', 'admin', 'executive'],
  '/looking_for_team/:id': ['rep', 'admin', 'executive'],
  '/leagues': ['admin', 'executive', 'rep', 'captain'],
  '/leagues/admin': leagueStaff,
  '/leagues/enhanced-index': ['admin', 'executive', 'rep', 'captain'],
  '/teams': leagueStaff,
  '/teams/roster': leagueStaff,
  '/teams/:id/roster': leagueStaff,
  '/payment_intents': staff,
  '/payment_intents/:id': staff,
  '/social_players': ['admin', 'executive', 'board'],
  '/social_players/:id': ['admin', 'executive', 'board'],
  '/users/profile/edit': 'signedIn',
  '/users/:username/edit': 'signedIn',
  '/set-password': 'signedIn',
  '/auth/change-password': 'signedIn',
  '/debug-roles': 'signedIn',
} as const satisfies Record<string, AccessRule>;

export type PagePattern = keyof typeof pageAccess;

/**
 * API operations, keyed "METHOD /api/path" exactly as the server registers them.
 * A registered route missing here fails the authorization-matrix test.
 */
export const apiAccess = {
  'GET /api/health': 'public',
  'GET /api/check-email-subscription': 'public',
  'POST /api/subscribe-email': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'POST /api/log-error': 'public',
  'GET /api/club': 'public',
} as const satisfies Record<string, AccessRule>;

export type ApiOperation = keyof typeof apiAccess;

export interface Viewer {
  isSignedIn: boolean;
  roles: readonly string[];
}

export const anonymousViewer: Viewer = { isSignedIn: false, roles: [] };

/** True when the viewer satisfies the rule. */
export function isAllowed(rule: AccessRule, viewer: Viewer): boolean {
  if (rule === 'public') return true;
  if (!viewer.isSignedIn) return false;
  if (rule === 'signedIn') return true;
  return rule.some((r) => viewer.roles.includes(r));
}

/** Splits '/a/:id' and '/a/5' into segments and matches them. Query strings are ignored. */
function matchPattern(pattern: string, pathname: string): boolean {
  const p = pattern.split('?')[0]!.split('/').filter(Boolean);
  const s = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (p.length !== s.length) return false;
  return p.every((seg, i) => seg.startsWith(':') || seg === decodeURIComponent(s[i]!));
}

/** The access rule of a client location (pathname + search); 'public' when unlisted. */
export function pageRuleFor(pathname: string, search = ''): AccessRule {
  const full = `${pathname}${search}`;
  if (full in pageAccess) return pageAccess[full as PagePattern];
  for (const [pattern, rule] of Object.entries(pageAccess)) {
    if (!pattern.includes('?') && matchPattern(pattern, pathname)) return rule;
  }
  return 'public';
}
