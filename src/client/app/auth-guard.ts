import { authStore, REDIRECT_PATH_KEY, viewerOf } from '@client/lib/auth-store';
import { anonymousViewer, mayOpenPage, pageRuleFor, type Viewer } from '@shared/access';
import { menuLinkFor } from '@shared/menu';
import { paths } from '@shared/paths';

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
 * Runs on each navigation: confirms the session with the server (on failure the user is
 * treated as signed out), then decides. Stores redirectPath when sending to /login.
 */
export async function guardNavigation(target: GuardTarget): Promise<string | null> {
  await authStore.initialize();
  const isConfirmed = await authStore.refreshSession();
  const viewer = isConfirmed ? viewerOf(authStore.getState()) : anonymousViewer;
  const decision = decideNavigation(target, viewer);
  if (!decision) return null;
  if (decision.storeRedirectPath) {
    try {
      localStorage.setItem(REDIRECT_PATH_KEY, decision.storeRedirectPath);
    } catch {
      // no storage: after sign-in the user lands on the home page
    }
  }
  return decision.redirectTo;
}
