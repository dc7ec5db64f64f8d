import {
  type AccessRule,
  isAllowed,
  type MenuBar,
  type MenuIcon,
  type PageEntry,
  pages,
  rolesOf,
  type Viewer,
} from './access';
import type { Role } from './roles';

/**
 * §2 menu config. The entries come from the page table in access.ts, where each listed page has
 * its rule: requiresAuth and requiredRoles below are read from that rule, never written twice.
 */
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

function linkOf(to: string, rule: AccessRule, menu: NonNullable<PageEntry['menu']>): MenuLink {
  const isAdminFunction = menu.bar === 'admin';
  return {
    title: menu.title,
    to,
    icon: menu.icon,
    requiresAuth: rule !== 'public',
    requiredRoles: rolesOf(rule),
    show: !isAdminFunction,
    isAdminFunction,
    meta: { title: menu.title },
  };
}

function menuOf(bar: MenuBar): readonly MenuLink[] {
  return Object.entries(pages as Record<string, PageEntry>).flatMap(([to, page]) =>
    page.menu?.bar === bar ? [linkOf(to, page.rule, page.menu)] : [],
  );
}

/** §2: public entries, in menu order. */
export const publicMenu: readonly MenuLink[] = menuOf('public');

/** §2: auth required, in the main bar. */
export const protectedMenu: readonly MenuLink[] = menuOf('protected');

/** §2: admin tools, shown in the admin strip only. */
export const adminMenu: readonly MenuLink[] = menuOf('admin');

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
  const title = menuTitle?.trim() || 'Tennis';
  // A page named after the club already ("NJTC Summer Doubles Classic") gets no second prefix.
  const startsWithClub =
    title.toLowerCase() === shortName.toLowerCase() ||
    title.toLowerCase().startsWith(`${shortName.toLowerCase()} `);
  return startsWithClub ? title : `${shortName} ${title}`;
}
