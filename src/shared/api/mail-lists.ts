import type { MailListSubscription, mailListTokenSchema } from '../schemas/mail-lists';
import { route } from './define';

/** Leaving (and rejoining) one list of the club's bulk mail, from the link in its e-mails. */
export const mailListsApi = {
  /** What the link is for: the list, the address, and whether it is still on the list. */
  // The club's bulk mail (shared/mail-lists.ts): leaving a list from its e-mail's link.
  subscription: route('GET /api/mail-lists/subscription', 'public')
    .query<typeof mailListTokenSchema>()
    .answers<MailListSubscription>(),
  /** Also RFC 8058's one-click POST (token in the query, a form body): the router reads both. */
  unsubscribe: route('POST /api/mail-lists/unsubscribe', 'public')
    .body<typeof mailListTokenSchema>()
    .answers<MailListSubscription>(),
  resubscribe: route('POST /api/mail-lists/resubscribe', 'public')
    .body<typeof mailListTokenSchema>()
    .answers<MailListSubscription>(),
};
