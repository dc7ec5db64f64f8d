import type { CheckDuplicateEmailResponse, checkDuplicateEmailQuerySchema } from '../schemas/accounts';
import type { MeResponse } from '../schemas/profiles';
import { route } from './define';

/** The signed-in user's own account (read by the auth store and the profile pages). */
export const accountsApi = {
  me: route('GET /api/me', 'signedIn').answers<MeResponse>(),
  /** §5: the register form's duplicate e-mail check (rate-limited per address). */
  checkDuplicateEmail: route('GET /api/check-duplicate-email', 'public')
    .query<typeof checkDuplicateEmailQuerySchema>()
    .answers<CheckDuplicateEmailResponse>(),
};
