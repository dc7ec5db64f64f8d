import { z } from 'zod';

/** Texts of §5 and §8, shared by the form and the API so both say exactly the same. */
export const newsletterMessages = {
  missingFields: 'Please enter both your name and email address',
  invalidEmail: 'Please enter a valid email address',
  spamDetected: 'Spam detected',
  nameTooLong: 'Please keep your name to 100 characters or fewer',
  emailTooLong: 'Please keep your email address to 254 characters or fewer',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidLink: 'This link is invalid or has expired.',
  expiredConfirmLink: 'This confirmation link has expired. Please subscribe again to get a new one.',
} as const;

export const newsletterLimits = { nameMax: 100, emailMax: 254 } as const;

/** Name of the hidden spam-trap field: people never see it, form-filling bots do fill it. */
export const spamTrapField = 'website';

/** §5: "{something}@{something}.{something}" without spaces. */
export const newsletterEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterProblem =
  | 'missingFields'
  | 'invalidEmail'
  | 'spamDetected'
  | 'nameTooLong'
  | 'emailTooLong';

export interface SubscribeEmailInput {
  name: string;
  email: string;
  /** The spam trap: must stay empty. */
  website?: string;
}

/**
 * First problem with a subscription request, in the order of §5 (missing, invalid, spam),
 * or null. The e-mail is checked as typed: never trimmed or normalised.
 */
export function newsletterProblemOf(input: {
  name?: unknown;
  email?: unknown;
  website?: unknown;
}): NewsletterProblem | null {
  const name = typeof input.name === 'string' ? input.name : '';
  const email = typeof input.email === 'string' ? input.email : '';
  if (name.trim() === '' || email === '') return 'missingFields';
  if (!newsletterEmailPattern.test(email)) return 'invalidEmail';
  if (input.website !== undefined && input.website !== null && input.website !== '') return 'spamDetected';
  if (name.trim().length > newsletterLimits.nameMax) return 'nameTooLong';
  if (email.length > newsletterLimits.emailMax) return 'emailTooLong';
  return null;
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
