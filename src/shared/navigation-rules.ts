import { mayOpenPage, pageRuleFor, type Viewer } from './access';
import { menuLinkFor } from './menu';
import { paths } from './paths';

/*
 * §4 navigation rules as pure decisions: the client's navigation guard (client/app/auth-guard.ts)
 * applies them on every navigation, the server to choose the pages it paints for a visitor.
 */

export interface GuardTarget {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the guard sends a navigation: null proceeds, a path redirects. */
export type GuardDecision = { redirectTo: string; storeRedirectPath?: string } | null;

/**
 * §4 navigation guard, plus roles (issue 3 §4), as a pure decision:
 * 1. a menu entry with requiresAuth false proceeds;
 * 2. a page needing auth without a (non-anonymous) user → remember the full path, go to /login;
 * 3. a signed-in user opening /login or /register → /;
 * 4. a signed-in user lacking the page's roles → /unauthorized;
 * 5. anything else (not restricted) proceeds.
 */
export function decideNavigation(target: GuardTarget, viewer: Viewer): GuardDecision {
  const { pathname, search, hash } = target;
  const entry = menuLinkFor(pathname, search);
  if (entry && entry.requiresAuth === false) return null;
  if (viewer.isSignedIn && (pathname === paths.login || pathname === paths.register)) {
    return { redirectTo: paths.home };
  }
  const rule = pageRuleFor(pathname, search);
  if (rule === 'public') return null;
  if (!viewer.isSignedIn) {
    return { redirectTo: paths.login, storeRedirectPath: `${pathname}${search}${hash}` };
  }
  return mayOpenPage(rule, viewer) ? null : { redirectTo: paths.unauthorized };
}

/**
 * A page that opens for this viewer without asking the server: public for everyone (rules 1
 * and 5 with a public page) and not a redirect for who the store says is signed in. The guard
 * still confirms the session after it has shown (the answer cannot change a public page, only
 * /login and /register for a user signed in elsewhere), and the server paints it for a visitor
 * without a session (docs/decisions/020-server-first-paint.md), and the app then mounts over
 * that paint with the same page, not "Loading...".
 */
export function opensAtOnce(target: GuardTarget, viewer: Viewer): boolean {
  if (decideNavigation(target, viewer) !== null) return false;
  if (menuLinkFor(target.pathname, target.search)?.requiresAuth === false) return true;
  return pageRuleFor(target.pathname, target.search) === 'public';
}
