import type {
  CheckEmailSubscriptionResponse,
  ConfirmSubscriptionResponse,
  checkEmailSubscriptionSchema,
  newsletterTokenSchema,
  SubscribeEmailResponse,
  subscribeEmailSchema,
  UnsubscribeEmailResponse,
} from '../schemas/newsletter';
import { answer, defineRoute, schema } from './define';

/** The newsletter (§7, §8): the sign-up section and the confirm / unsubscribe landing pages. */
export const newsletterApi = {
  checkEmail: defineRoute({
    method: 'GET',
    path: '/api/check-email-subscription',
    access: 'public',
    query: schema<typeof checkEmailSubscriptionSchema>(),
    answer: answer<CheckEmailSubscriptionResponse>(),
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/subscribe-email',
    access: 'public',
    body: schema<typeof subscribeEmailSchema>(),
    answer: answer<SubscribeEmailResponse>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/newsletter/confirm',
    access: 'public',
    body: schema<typeof newsletterTokenSchema>(),
    answer: answer<ConfirmSubscriptionResponse>(),
  }),
  /** Also RFC 8058's one-click POST (token in the query, a form body): the router reads both. */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    body: schema<typeof newsletterTokenSchema>(),
    answer: answer<UnsubscribeEmailResponse>(),
  }),
};
