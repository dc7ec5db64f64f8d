import type { CheckDuplicateEmailResponse, checkDuplicateEmailQuerySchema } from '../schemas/accounts';
import type { MeResponse } from '../schemas/profiles';
import { answer, defineRoute, schema } from './define';

/** The signed-in user's own account (read by the auth store and the profile pages). */
export const accountsApi = {
  me: defineRoute({ method: 'GET', path: '/api/me', access: 'signedIn', answer: answer<MeResponse>() }),
  /** §5: the register form's duplicate e-mail check (rate-limited per address). */
  checkDuplicateEmail: defineRoute({
    method: 'GET',
    path: '/api/check-duplicate-email',
    access: 'public',
    query: schema<typeof checkDuplicateEmailQuerySchema>(),
    answer: answer<CheckDuplicateEmailResponse>(),
  }),
};
