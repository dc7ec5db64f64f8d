import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import type { AuthState } from './auth-store';

/** True for a signed-in holder of a role the access table asks to turn on two-factor login. */
export function needsTwoFactorPrompt(state: Pick<AuthState, 'user' | 'roles'>): boolean {
  if (!state.user || state.user.isAnonymous || state.user.twoFactorEnabled) return false;
  return isAllowed(featureAccess.twoFactorPrompt, { isSignedIn: true, roles: state.roles });
}
