import type { AuthState } from './auth-store';

/** Roles whose holders are asked to turn on two-factor login (issue 3 §1). */
export const twoFactorPromptRoles: readonly string[] = ['admin', 'executive'];

/** True for a signed-in admin or executive whose account has no second factor yet. */
export function needsTwoFactorPrompt(state: Pick<AuthState, 'user' | 'roles'>): boolean {
  if (!state.user || state.user.twoFactorEnabled) return false;
  return state.roles.some((r) => twoFactorPromptRoles.includes(r));
}
