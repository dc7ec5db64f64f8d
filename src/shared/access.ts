import { pathPatterns, paths } from './paths';
import type { Role } from './roles';

/**
 * The one table that decides who may do what. The menu, the client route guard and every API
 * handler read it; nothing else names roles for access. Its second half, the API operations and
 * the feature offers, is in api-access.ts (built from the role groups and rules here): the client
 * shell needs only the pages, and every first visit downloads the shell.
 *
 * 'public'       anyone, signed in or not
 * 'signedIn'     any signed-in (non-anonymous) user
 * Role[]         a signed-in user holding at least one of these roles
 * RelationRule   a signed-in user holding one of `roles`, or standing in one of `relations` to
 *                the record concerned: 'owner' (the record's owner), 'teamCaptain' (a captain of
 *                the record's team), 'teamMember' (on the record's team: roster or captains) or
 *                'leagueCoordinator' (the coordinator of the record's league).
 *                Only whoever holds the record can decide those: the server
 *                checks them with requireRecordAccess once it has loaded the record.
 */
export type Relation = 'owner' | 'teamCaptain' | 'teamMember' | 'leagueCoordinator' | 'matchPlayer';

export interface RelationRule {
  readonly roles: readonly Role[];
  readonly relations: readonly Relation[];
}

export type AccessRule = 'public' | 'signedIn' | readonly Role[] | RelationRule;

/** "The owner of this record, or one of these roles." */
export function ownerOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['owner'] };
}

/** "A captain of this record's team, or one of these roles." */
export function teamCaptainOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['teamCaptain'] };
}

/** "A player on this record's team (roster, captain or co-captain), or one of these roles." */
export function teamMemberOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['teamMember'] };
}

/** "A captain of this record's team, its league's coordinator, or one of these roles." */
export function captainOrCoordinatorOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['teamCaptain', 'leagueCoordinator'] };
}

/** "The coordinator of this record's league, or one of these roles." */
export function coordinatorOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['leagueCoordinator'] };
}

/** "A player of this record's tournament match (either side), or one of these roles." */
export function matchPlayerOr(roles: readonly Role[]): RelationRule {
  return { roles, relations: ['matchPlayer'] };
}

/** What a relation rule needs to know about the record (loaded by the server). */
export interface RecordFacts {
  /** The user who owns the record (a sign-up's player, a profile's user…). */
  ownerId?: string | null;
  /** The captains of the record's team. */
  teamCaptainIds?: readonly string[];
  /** The players of the record's team (roster accounts and captains). */
  teamMemberIds?: readonly string[];
  /** The coordinator of the record's league. */
  leagueCoordinatorId?: string | null;
  /** The players (accounts) of both sides of a tournament match. */
  matchPlayerIds?: readonly string[];
}

// The role groups the rules below and the API table (api-access.ts) are written with.
export const adminExec = ['admin', 'executive'] as const satisfies readonly Role[];
export const staff = ['admin', 'board', 'rep', 'executive'] as const satisfies readonly Role[];
export const leagueStaff = ['admin', 'executive', 'rep'] as const satisfies readonly Role[];
export const leagueStaffAndCaptains = [
  'admin',
  'executive',
  'rep',
  'captain',
] as const satisfies readonly Role[];
export const boardStaff = ['admin', 'executive', 'board'] as const satisfies readonly Role[];
export const lookingForTeamStaff = ['rep', 'admin', 'executive'] as const satisfies readonly Role[];

/** lucide icon names of menu entries; the client maps them to components. */
export type MenuIcon =
  | 'id-card'
  | 'party-popper'
  | 'trophy'
  | 'users'
  | 'search'
  | 'map-pin'
  | 'contact'
  | 'award'
  | 'clipboard-list'
  | 'shield'
  | 'wallet'
  | 'list'
  | 'network'
  | 'user-cog'
  | 'calendar-cog'
  | 'list-checks';

/** Where a page is listed: the public bar, the signed-in bar, or the admin strip. */
export type MenuBar = 'public' | 'protected' | 'admin';

export interface PageEntry {
  readonly rule: AccessRule;
  /** Listed in a menu (in table order within each bar); src/shared/menu.ts builds the links. */
  readonly menu?: { readonly bar: MenuBar; readonly title: string; readonly icon: MenuIcon };
}

const entry = (rule: AccessRule, menu?: PageEntry['menu']): PageEntry => (menu ? { rule, menu } : { rule });
const listed = (bar: MenuBar, title: string, icon: MenuIcon) => ({ bar, title, icon });

/**
 * Client pages, by route pattern (from `paths`): who may open them and where the menus list
 * them. Pages not listed are public and unlisted.
 */
export const pages = {
  // §2 public menu, in order.
  [paths.formsMembership]: entry('public', listed('public', 'Membership', 'id-card')),
  [paths.socialEvents]: entry('public', listed('public', 'Social Events', 'party-popper')),
  [paths.events]: entry('public', listed('public', 'Tournaments', 'trophy')),
  [paths.captains]: entry('public', listed('public', 'Captains', 'users')),
  [paths.formsLooking]: entry('public', listed('public', 'Looking for Team', 'search')),
  [paths.courts]: entry('public', listed('public', 'Court Locations', 'map-pin')),
  [paths.contacts]: entry('public', listed('public', 'Contacts', 'contact')),
  [paths.formsTeamSuccess]: entry('public', listed('public', 'Team Success', 'award')),
  // §2 signed-in menu.
  [paths.leagues]: entry(leagueStaffAndCaptains, listed('protected', 'Team Registration', 'clipboard-list')),
  // §2 admin tools, in order.
  [paths.admin]: entry(adminExec, listed('admin', 'Admin', 'shield')),
  [paths.memberNoPay]: entry(
    ['admin', 'board', 'rep', 'executive', 'member', 'guest'],
    listed('admin', 'Member No-Pay', 'id-card'),
  ),
  [paths.members]: entry(staff, listed('admin', 'Members List', 'users')),
  [paths.teamSuccess]: entry(staff, listed('admin', 'Team Success List', 'award')),
  [paths.lookingForTeam]: entry(lookingForTeamStaff, listed('admin', 'Looking for Team List', 'search')),
  [paths.adminUstaLeagues]: entry(leagueStaff, listed('admin', 'USTA League Admin', 'trophy')),
  [paths.leaguesAdmin]: entry(leagueStaff, listed('admin', 'League Coordination', 'network')),
  [paths.teams]: entry(leagueStaff, listed('admin', 'Team Management', 'users')),
  [paths.paymentIntents]: entry(staff, listed('admin', 'Payment Intents', 'wallet')),
  [paths.adminAssignRoles]: entry(['admin'], listed('admin', 'Assign Roles', 'user-cog')),
  [pathPatterns.adminMemberProfile]: entry(['admin']),
  [paths.adminSocialEvents]: entry(adminExec, listed('admin', 'Edit Social Events', 'calendar-cog')),
  [paths.adminSocialEventNew]: entry(adminExec),
  [pathPatterns.adminSocialEvent]: entry(adminExec),
  [paths.adminSocialPlayersList]: entry(boardStaff, listed('admin', 'Social Players List', 'list-checks')),
  // Restricted pages without a menu entry.
  [paths.adminMembershipTypes]: entry(adminExec),
  [paths.adminContent]: entry(adminExec),
  [pathPatterns.adminContentPage]: entry(adminExec),
  [paths.adminNewsNew]: entry(adminExec),
  [pathPatterns.adminNewsPost]: entry(adminExec),
  [paths.adminTournaments]: entry(adminExec),
  [paths.adminTournamentNew]: entry(adminExec),
  [pathPatterns.adminTournament]: entry(adminExec),
  [pathPatterns.adminTournamentDraws]: entry(adminExec),
  // A tournament match's page: its players enter and confirm the score there.
  [pathPatterns.drawMatch]: entry(matchPlayerOr(adminExec)),
  [paths.adminCourts]: entry(adminExec),
  [paths.adminCourtNew]: entry(adminExec),
  [pathPatterns.adminCourt]: entry(adminExec),
  [paths.adminContacts]: entry(adminExec),
  [paths.adminSocialPlayersForEvent]: entry(adminExec),
  [paths.adminUstaTeams]: entry(leagueStaff),
  [paths.adminLeagueCoordination]: entry(leagueStaff),
  [paths.adminPayments]: entry(boardStaff),
  [pathPatterns.adminUserPurchases]: entry(boardStaff),
  [pathPatterns.member]: entry(staff),
  [pathPatterns.lookingForTeamEntry]: entry(lookingForTeamStaff),
  [paths.leaguesEnhancedIndex]: entry(leagueStaffAndCaptains),
  // Captains see their own teams' rosters there; the server answers with their teams only.
  [paths.teamsRoster]: entry(leagueStaffAndCaptains),
  [pathPatterns.teamRoster]: entry(teamCaptainOr(leagueStaff)),
  // Match day (issue 11 §1–2): players see their team's schedule and matches; the grid is the captains'.
  [pathPatterns.teamSchedule]: entry(teamMemberOr(leagueStaff)),
  [pathPatterns.teamAvailability]: entry(teamCaptainOr(leagueStaff)),
  [pathPatterns.teamMatch]: entry(teamMemberOr(leagueStaff)),
  [pathPatterns.paymentIntent]: entry(staff),
  // Match-day results (issue 11 §3–4): lineups by the team's captains, scores also confirmed by
  // the league's coordinator; standings and shared lineups are public (unlisted).
  [pathPatterns.teamMatchLineup]: entry(teamCaptainOr(leagueStaff)),
  [pathPatterns.teamMatchSubs]: entry(teamCaptainOr(leagueStaff)),
  [pathPatterns.teamMatchScore]: entry(captainOrCoordinatorOr(leagueStaff)),
  [paths.socialPlayers]: entry(boardStaff),
  [pathPatterns.socialPlayer]: entry(boardStaff),
  // Club messages (issue 22): anyone signed in reads what was sent to them; who may write to
  // which group is decided per audience (api-access.ts featureAccess.message*).
  [paths.messages]: entry('signedIn'),
  [paths.messageNew]: entry('signedIn'),
  [pathPatterns.message]: entry('signedIn'),
  [paths.adminNewsletterSubscribers]: entry(boardStaff),
  [paths.adminNoticeTemplates]: entry(boardStaff),
  [paths.profileEdit]: entry('signedIn'),
  [pathPatterns.userEdit]: entry('signedIn'),
  [paths.setPassword]: entry('signedIn'),
  [paths.authChangePassword]: entry('signedIn'),
  [paths.debugRoles]: entry('signedIn'),
} as const satisfies Record<string, PageEntry>;

export type PagePattern = keyof typeof pages;

/** The access rule of each page pattern (derived from `pages`). */
export const pageAccess = Object.fromEntries(
  Object.entries(pages).map(([pattern, page]) => [pattern, page.rule]),
) as { readonly [P in PagePattern]: AccessRule };

export interface Viewer {
  isSignedIn: boolean;
  roles: readonly string[];
  /** Needed only for relation rules (owner, team captain). */
  userId?: string | null;
}

export const anonymousViewer: Viewer = { isSignedIn: false, roles: [] };

export function isRelationRule(rule: AccessRule): rule is RelationRule {
  return typeof rule === 'object' && 'relations' in rule;
}

/** The roles a rule lists (none for 'public' and 'signedIn'). */
export function rolesOf(rule: AccessRule): readonly Role[] {
  if (rule === 'public' || rule === 'signedIn') return [];
  return isRelationRule(rule) ? rule.roles : rule;
}

function standsIn(relation: Relation, viewer: Viewer, record: RecordFacts): boolean {
  if (!viewer.userId) return false;
  if (relation === 'owner') return !!record.ownerId && record.ownerId === viewer.userId;
  if (relation === 'teamMember') return (record.teamMemberIds ?? []).includes(viewer.userId);
  if (relation === 'matchPlayer') return (record.matchPlayerIds ?? []).includes(viewer.userId);
  if (relation === 'leagueCoordinator')
    return !!record.leagueCoordinatorId && record.leagueCoordinatorId === viewer.userId;
  return (record.teamCaptainIds ?? []).includes(viewer.userId);
}

/**
 * True when the viewer satisfies the rule. A relation rule without the record is satisfied
 * only through its roles: pass the record's facts to decide "owner" and "team captain".
 */
export function isAllowed(rule: AccessRule, viewer: Viewer, record?: RecordFacts): boolean {
  if (rule === 'public') return true;
  if (!viewer.isSignedIn) return false;
  if (rule === 'signedIn') return true;
  if (rolesOf(rule).some((r) => viewer.roles.includes(r))) return true;
  if (!isRelationRule(rule) || !record) return false;
  return rule.relations.some((relation) => standsIn(relation, viewer, record));
}

/**
 * Whether a page may be opened at all: the rule allows the viewer, or it is a relation rule and
 * only the record (loaded by the page from the server, which decides) can tell.
 */
export function mayOpenPage(rule: AccessRule, viewer: Viewer): boolean {
  return isAllowed(rule, viewer) || (isRelationRule(rule) && viewer.isSignedIn);
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
