import type {
  NoticePreferences,
  noticePreferencesSchema,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
} from '../schemas/push';
import { answer, defineRoute, schema } from './define';

/** Web Push (issue 21 §3): the server's VAPID key, a member's subscriptions and notice choices. */
export const pushApi = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    access: 'signedIn',
    answer: answer<{ publicKey: string }>(),
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    body: schema<typeof pushSubscriptionSchema>(),
    answer: answer<NoticePreferences>(),
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    body: schema<typeof removePushSubscriptionSchema>(),
    answer: answer<NoticePreferences>(),
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/push/preferences',
    access: 'signedIn',
    answer: answer<NoticePreferences>(),
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: '/api/push/preferences',
    access: 'signedIn',
    body: schema<typeof noticePreferencesSchema>(),
    answer: answer<NoticePreferences>(),
  }),
};
