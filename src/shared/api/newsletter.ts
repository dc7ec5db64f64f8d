import type {
  CheckEmailSubscriptionResponse,
  ConfirmSubscriptionResponse,
  checkEmailSubscriptionSchema,
  newsletterTokenSchema,
  SubscribeEmailResponse,
  subscribeEmailSchema,
  UnsubscribeEmailResponse,
} from '../schemas/newsletter';
import { route } from './define';

/** The newsletter (§7, §8): the sign-up section and the confirm / unsubscribe landing pages. */
export const newsletterApi = {
  checkEmail: route('GET /api/check-email-subscription', 'public')
    .query<typeof checkEmailSubscriptionSchema>()
    .answers<CheckEmailSubscriptionResponse>(),
  subscribe: route('POST /api/subscribe-email', 'public')
    .body<typeof subscribeEmailSchema>()
    .answers<SubscribeEmailResponse>(),
  confirm: route('POST /api/newsletter/confirm', 'public')
    .body<typeof newsletterTokenSchema>()
    .answers<ConfirmSubscriptionResponse>(),
  /** Also RFC 8058's one-click POST (token in the query, a form body): the router reads both. */
  unsubscribe: route('POST /api/newsletter/unsubscribe', 'public')
    .body<typeof newsletterTokenSchema>()
    .answers<UnsubscribeEmailResponse>(),
};
