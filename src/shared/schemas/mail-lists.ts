import type { MailList } from '../mail-lists';
import { z } from '../zod';

/** The signed token of an e-mail's unsubscribe link (its list and address are inside). */
export const mailListTokenSchema = z.object({
  token: z.string().trim().min(10, 'This link is not complete.').max(600, 'This link is not valid.'),
});

export interface MailListSubscription {
  list: MailList;
  /** "membership renewal reminders". */
  title: string;
  email: string;
  isSubscribed: boolean;
}
