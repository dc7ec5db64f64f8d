import type { MeResponse } from '../schemas/profile';
import { answer, defineRoute } from './define';

/** The signed-in user's own account (read by the auth store and the profile pages). */
export const accountsApi = {
  me: defineRoute({ method: 'GET', path: '/api/me', answer: answer<MeResponse>() }),
};
