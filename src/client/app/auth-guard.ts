import { authStore, REDIRECT_PATH_KEY, viewerOf } from '@client/lib/auth-store';
import { anonymousViewer } from '@shared/access';
import { decideNavigation, type GuardTarget } from '@shared/navigation-rules';

/**
 * Runs on each navigation: confirms the session with the server (on failure the user is
 * treated as signed out, unless the device is offline), then decides. Stores redirectPath when sending to /login.
 */
export async function guardNavigation(target: GuardTarget): Promise<string | null> {
  await authStore.initialize();
  const isConfirmed = await authStore.refreshSession();
  // Offline (issue 21 §3, decisions/033), no answer is no network, not a signed-out answer: the
  // saved member reads what the device kept, read-only (every write needs the server).
  const isOffline = !isConfirmed && typeof navigator !== 'undefined' && navigator.onLine === false;
  const viewer = isConfirmed || isOffline ? viewerOf(authStore.getState()) : anonymousViewer;
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
