import type { MailListSubscription, mailListTokenSchema } from '../schemas/mail-lists';
import { answer, defineRoute, schema } from './define';

/** Leaving (and rejoining) one list of the club's bulk mail, from the link in its e-mails. */
export const mailListsApi = {
  /** What the link is for: the list, the address, and whether it is still on the list. */
  subscription: defineRoute({
    method: 'GET',
    path: '/api/mail-lists/subscription',
    // The club's bulk mail (shared/mail-lists.ts): leaving a list from its e-mail's link.
    access: 'public',
    query: schema<typeof mailListTokenSchema>(),
    answer: answer<MailListSubscription>(),
  }),
  /** Also RFC 8058's one-click POST (token in the query, a form body): the router reads both. */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/mail-lists/unsubscribe',
    access: 'public',
    body: schema<typeof mailListTokenSchema>(),
    answer: answer<MailListSubscription>(),
  }),
  resubscribe: defineRoute({
    method: 'POST',
    path: '/api/mail-lists/resubscribe',
    access: 'public',
    body: schema<typeof mailListTokenSchema>(),
    answer: answer<MailListSubscription>(),
  }),
};
