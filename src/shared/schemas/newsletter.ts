import {
  newsletterLimits,
  newsletterMessages,
  newsletterProblemOf,
  spamTrapField,
} from '../newsletter-rules';
import { z } from '../zod';

export interface SubscribeEmailInput {
  name: string;
  email: string;
  /** The spam trap: must stay empty. */
  website?: string;
}

/** POST /api/subscribe-email. Issues carry no path, so the API answers with the bare §5 text. */
export const subscribeEmailSchema = z
  .object({
    name: z.unknown().optional(),
    email: z.unknown().optional(),
    [spamTrapField]: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const problem = newsletterProblemOf(value);
    if (problem) ctx.addIssue({ code: 'custom', message: newsletterMessages[problem], params: { problem } });
  })
  .transform((value) => ({ name: (value.name as string).trim(), email: value.email as string }));

export type SubscriptionStatus = 'pending' | 'confirmed';

export interface SubscribeEmailResponse {
  ok: true;
  /** pending: a confirmation e-mail is on its way (or was sent minutes ago); confirmed: already on the list. */
  status: SubscriptionStatus;
}

/** GET /api/check-email-subscription?email= */
export const checkEmailSubscriptionSchema = z.object({
  email: z
    .string({ error: newsletterMessages.invalidEmail })
    .min(1, newsletterMessages.invalidEmail)
    .max(newsletterLimits.emailMax, newsletterMessages.emailTooLong),
});

export interface CheckEmailSubscriptionResponse {
  isSubscribed: boolean;
}

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe. The landing pages show the bare message. */
export const newsletterTokenSchema = z
  .object({ token: z.unknown().optional() })
  .superRefine((value, ctx) => {
    const { token } = value;
    if (typeof token !== 'string' || token.length < 16 || token.length > 200) {
      ctx.addIssue({ code: 'custom', message: newsletterMessages.invalidLink });
    }
  })
  .transform((value) => ({ token: value.token as string }));

export interface NewsletterTokenInput {
  token: string;
}

export interface ConfirmSubscriptionResponse {
  status: 'confirmed' | 'already_confirmed';
}

export interface UnsubscribeEmailResponse {
  status: 'unsubscribed' | 'already_unsubscribed';
}
