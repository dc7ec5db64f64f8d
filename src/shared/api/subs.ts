import type {
  SubAnswerView,
  SubFinder,
  SubPreferences,
  SubRequestView,
  sendSubRequestSchema,
  subAnswerQuerySchema,
  subAnswerSchema,
  subFinderQuerySchema,
  subPreferencesSchema,
} from '../schemas/subs';
import { answer, defineRoute, schema } from './define';

/** The sub finder (issue 21 §2). */
export const subsApi = {
  myPreferences: defineRoute({
    method: 'GET',
    path: '/api/me/sub-preferences',
    answer: answer<{ preferences: SubPreferences }>(),
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: '/api/me/sub-preferences',
    body: schema<typeof subPreferencesSchema>(),
    answer: answer<{ preferences: SubPreferences }>(),
  }),
  /** Candidates for the match (or one line: ?lineId=D1) and the match's requests. */
  finder: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/subs',
    query: schema<typeof subFinderQuerySchema>(),
    answer: answer<SubFinder>(),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/sub-requests',
    body: schema<typeof sendSubRequestSchema>(),
    answer: answer<{ request: SubRequestView; asked: number }>(),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/sub-requests/:id/cancel',
    answer: answer<{ request: SubRequestView }>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/sub-requests/answer',
    query: schema<typeof subAnswerQuerySchema>(),
    answer: answer<SubAnswerView>(),
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/sub-requests/answer',
    body: schema<typeof subAnswerSchema>(),
    answer: answer<SubAnswerView>(),
  }),
};
