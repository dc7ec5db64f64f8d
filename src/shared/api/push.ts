import type {
  NoticePreferences,
  noticePreferencesSchema,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
} from '../schemas/push';
import { route } from './define';

/** Web Push (issue 21 §3): the server's VAPID key, a member's subscriptions and notice choices. */
export const pushApi = {
  publicKey: route('GET /api/push/public-key', 'signedIn').answers<{ publicKey: string }>(),
  subscribe: route('POST /api/push/subscriptions', 'signedIn')
    .body<typeof pushSubscriptionSchema>()
    .answers<NoticePreferences>(),
  unsubscribe: route('DELETE /api/push/subscriptions', 'signedIn')
    .body<typeof removePushSubscriptionSchema>()
    .answers<NoticePreferences>(),
  preferences: route('GET /api/push/preferences', 'signedIn').answers<NoticePreferences>(),
  updatePreferences: route('PUT /api/push/preferences', 'signedIn')
    .body<typeof noticePreferencesSchema>()
    .answers<NoticePreferences>(),
};
