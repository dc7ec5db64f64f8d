import { type AccessRule, isAllowed, pageAccess, type Viewer } from './access';
import { paths } from './paths';
import type { Role } from './roles';

/** lucide icon names; the client maps them to components. */
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

export interface MenuLink {
  title: string;
  to: string;
  icon: MenuIcon;
  requiresAuth: boolean;
  requiredRoles: readonly Role[];
  /** false: registered for the guard and titles, never listed in a bar. */
  show: boolean;
  isAdminFunction: boolean;
  meta: { title: string };
}

function rolesOf(rule: AccessRule): readonly Role[] {
  return Array.isArray(rule) ? rule : [];
}

function publicLink(title: string, to: string, icon: MenuIcon): MenuLink {
  return {
    title,
    to,
    icon,
    requiresAuth: false,
    requiredRoles: [],
    show: true,
    isAdminFunction: false,
    meta: { title },
  };
}

function adminTool(title: string, to: keyof typeof pageAccess, icon: MenuIcon): MenuLink {
  return {
    title,
    to,
    icon,
    requiresAuth: true,
    requiredRoles: rolesOf(pageAccess[to]),
    show: false,
    isAdminFunction: true,
    meta: { title },
  };
}

/** §2: public entries, in menu order. */
export const publicMenu: readonly MenuLink[] = [
  publicLink('Membership', paths.formsMembership, 'id-card'),
  publicLink('Social Events', paths.socialEvents, 'party-popper'),
  publicLink('Tournaments', paths.events, 'trophy'),
  publicLink('Captains', paths.captains, 'users'),
  publicLink('Looking for Team', paths.formsLooking, 'search'),
  publicLink('Court Locations', paths.courts, 'map-pin'),
  publicLink('Contacts', paths.contacts, 'contact'),
  publicLink('Team Success', paths.formsTeamSuccess, 'award'),
];

/** §2: auth required, in the main bar. */
export const protectedMenu: readonly MenuLink[] = [
  {
    title: 'Team Registration',
    to: paths.leagues,
    icon: 'clipboard-list',
    requiresAuth: true,
    requiredRoles: rolesOf(pageAccess['/leagues']),
    show: true,
    isAdminFunction: false,
    meta: { title: 'Team Registration' },
  },
];

/** §2: admin tools, shown in the admin strip only. */
export const adminMenu: readonly MenuLink[] = [
  adminTool('Admin', '/admin', 'shield'),
  adminTool('Member No-Pay', '/forms/membership?nopay=true&reason=board', 'id-card'),
  adminTool('Members List', '/members', 'users'),
  adminTool('Team Success List', '/team_success', 'award'),
  adminTool('Looking for Team List', '/looking_for_team', 'search'),
  adminTool('USTA League Admin', '/admin/usta-leagues', 'trophy'),
  adminTool('League Coordination', '/leagues/admin', 'network'),
  adminTool('Team Management', '/teams', 'users'),
  adminTool('Payment Intents', '/payment_intents', 'wallet'),
  adminTool('Assign Roles', '/admin/AssignRolePage', 'user-cog'),
  adminTool('Edit Social Events', '/admin/SocialEventsPage', 'calendar-cog'),
  adminTool('Social Players List', '/admin/SocialPlayersList', 'list-checks'),
];

export const allMenuLinks: readonly MenuLink[] = [...publicMenu, ...protectedMenu, ...adminMenu];

/** §6: a link shows if it needs no roles or the viewer holds one; auth links need a signed-in viewer. */
export function isLinkVisible(link: MenuLink, viewer: Viewer): boolean {
  if (link.requiresAuth && !viewer.isSignedIn) return false;
  if (link.requiredRoles.length === 0) return true;
  return isAllowed(link.requiredRoles, viewer);
}

export function visibleLinks(links: readonly MenuLink[], viewer: Viewer): MenuLink[] {
  return links.filter((l) => isLinkVisible(l, viewer));
}

/** The menu entry for a location (exact path + search first, then path alone). */
export function menuLinkFor(pathname: string, search = ''): MenuLink | undefined {
  return (
    allMenuLinks.find((l) => l.to === `${pathname}${search}`) ?? allMenuLinks.find((l) => l.to === pathname)
  );
}

/** §2: "NJTC" plus the menu title, "Tennis" when there is none. */
export function documentTitle(shortName: string, menuTitle?: string): string {
  return `${shortName} ${menuTitle ?? 'Tennis'}`;
}
