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
const socialPlayersViewers = ['admin', 'executive', 'board'] as const satisfies readonly Role[];

/** Restricted client pages, by route pattern. Pages not listed are public. */
export const pageAccess = {
  '/admin': adminExec,
  '/admin/AssignRolePage': ['admin'],
  '/admin/content': adminExec,
  '/admin/content/pages/:key': adminExec,
  '/admin/content/news/new': adminExec,
  '/admin/content/news/:id': adminExec,
  '/admin/SocialEventsPage': adminExec,
  '/admin/tournaments': adminExec,
  '/admin/courts': adminExec,
  '/admin/courts/new': adminExec,
  '/admin/courts/:id': adminExec,
  '/admin/contacts': adminExec,
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
  'GET /api/health/live': 'public',
  'GET /api/check-email-subscription': 'public',
  'POST /api/subscribe-email': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  // Redirects a browser opening the List-Unsubscribe URL to the landing page; never acts.
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/log-error': 'public',
  'GET /api/club': 'public',
  // Accounts. Better Auth's endpoints (sign-up, sign-in, sessions, resets, 2FA) check
  // sessions themselves: one public entry per method covers /api/auth/*.
  'GET /api/auth/*': 'public',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/me': 'signedIn',
  'GET /api/check-duplicate-email': 'public',
  'GET /api/profiles/:username': 'public',
  'PATCH /api/profiles/me': 'signedIn',
  'POST /api/profiles/me/avatar': 'signedIn',
  'DELETE /api/profiles/me/avatar': 'signedIn',
  'GET /api/uploads/:file': 'public',
  'GET /api/admin/users': ['admin'],
  'GET /api/admin/users.csv': ['admin'],
  'POST /api/admin/users/:id/roles': ['admin'],
  'DELETE /api/admin/users/:id/roles/:role': ['admin'],
  'GET /api/admin/role-audit': ['admin'],
  'PUT /api/club': adminExec,
  'GET /api/pages/:key': 'public',
  'PUT /api/pages/:key': adminExec,
  'GET /api/pages/:key/versions': adminExec,
  'POST /api/pages/:key/versions/:versionId/restore': adminExec,
  'GET /api/admin/pages': adminExec,
  'GET /api/news': 'public',
  'GET /api/news/:slug': 'public',
  'GET /api/admin/news': adminExec,
  'GET /api/admin/news.csv': adminExec,
  'POST /api/admin/news': adminExec,
  'GET /api/admin/news/:id': adminExec,
  'PUT /api/admin/news/:id': adminExec,
  'DELETE /api/admin/news/:id': adminExec,
  'POST /api/admin/news/:id/publish': adminExec,
  'POST /api/admin/news/:id/unpublish': adminExec,
  'GET /api/admin/news/:id/versions': adminExec,
  'POST /api/admin/news/:id/versions/:versionId/restore': adminExec,
  'POST /api/admin/content/images': adminExec,
  'GET /api/courts': 'public',
  'GET /api/courts/:slug': 'public',
  'POST /api/courts': adminExec,
  'PATCH /api/courts/:id': adminExec,
  'DELETE /api/courts/:id': adminExec,
  'GET /api/admin/courts': adminExec,
  'GET /api/admin/courts.csv': adminExec,
  'GET /api/admin/courts/:id': adminExec,
  'GET /api/contacts': 'public',
  'POST /api/contacts/:id/message': 'public',
  'POST /api/contacts': adminExec,
  'PATCH /api/contacts/:id': adminExec,
  'DELETE /api/contacts/:id': adminExec,
  'PUT /api/contacts/order': adminExec,
  'POST /api/contacts/:id/photo': adminExec,
  'GET /api/admin/contacts': adminExec,
  'GET /api/admin/contacts.csv': adminExec,
  'GET /api/admin/contacts/:id': adminExec,
  // Social events and tournaments (issue 4 §1–2).
  'GET /api/social-events': 'public',
  'GET /api/social-events/:slug': 'public',
  'GET /api/social-events/:slug/live': 'public',
  'GET /api/social-events/:slug/ics': 'public',
  'POST /api/social-events/:slug/registrations': 'public',
  'GET /api/registrations/cancel': 'public',
  'POST /api/registrations/cancel': 'public',
  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:slug': 'public',
  'GET /api/tournaments/:slug/ics': 'public',
  'POST /api/tournaments/:slug/divisions/:divisionId/entries': 'public',
  'GET /api/event-files/:file': 'public',
  'GET /api/events/upcoming': 'public',
  // The signed-in person's own sign-ups; the domain answers only with their own records.
  'GET /api/me/registrations': 'signedIn',
  'POST /api/me/registrations/:id/cancel': 'signedIn',
  // Mounted outside /api (calendar apps poll this address); keyed here all the same.
  'GET /calendar.ics': 'public',
  'GET /api/admin/social-events': adminExec,
  'GET /api/admin/social-events.csv': adminExec,
  'POST /api/admin/social-events': adminExec,
  'GET /api/admin/social-events/:id': adminExec,
  'PATCH /api/admin/social-events/:id': adminExec,
  'DELETE /api/admin/social-events/:id': adminExec,
  'POST /api/admin/social-events/:id/publish': adminExec,
  'POST /api/admin/social-events/:id/unpublish': adminExec,
  'POST /api/admin/social-events/:id/duplicate': adminExec,
  'POST /api/admin/social-events/:id/cancel': adminExec,
  'GET /api/admin/social-events/:id/registrations': adminExec,
  'GET /api/admin/social-events/:id/registrations.csv': adminExec,
  'POST /api/admin/social-events/:id/registrations': adminExec,
  'POST /api/admin/registrations/:id/check-in': adminExec,
  'POST /api/admin/registrations/:id/move': adminExec,
  'POST /api/admin/registrations/:id/cancel': adminExec,
  'DELETE /api/admin/registrations/:id': adminExec,
  'POST /api/admin/event-files': adminExec,
  'GET /api/admin/social-players': socialPlayersViewers,
  'GET /api/admin/social-players.csv': socialPlayersViewers,
  'GET /api/admin/social-players/:id': socialPlayersViewers,
  'GET /api/admin/tournaments': adminExec,
  'GET /api/admin/tournaments.csv': adminExec,
  'POST /api/admin/tournaments': adminExec,
  'GET /api/admin/tournaments/:id': adminExec,
  'PATCH /api/admin/tournaments/:id': adminExec,
  'DELETE /api/admin/tournaments/:id': adminExec,
  'POST /api/admin/tournaments/:id/publish': adminExec,
  'POST /api/admin/tournaments/:id/cancel': adminExec,
  'GET /api/admin/tournaments/:id/entries': adminExec,
  'GET /api/admin/tournaments/:id/entries.csv': adminExec,
  'POST /api/admin/tournaments/:id/divisions/:divisionId/entries': adminExec,
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
