import {
  newsletterLimits,
  newsletterMessages,
  newsletterProblemOf,
  spamTrapField,
} from '../newsletter-rules';
import { z } from '../zod';
import { pageNumberSchema } from './paging';

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

/*
 * The board's list of subscribers (issue 22 §2).
 */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberListQuerySchema = z.object({
  q: z.string().trim().max(200, 'The search is at most 200 characters.').optional(),
  status: z.enum(subscriberStatuses, { error: 'Choose a status from the list.' }).optional(),
  page: pageNumberSchema,
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export interface SubscriberRow {
  id: string;
  name: string;
  email: string;
  status: SubscriberStatus;
  source: 'form' | 'import';
  /** Where and when an imported subscriber had confirmed, as the import said. */
  confirmedElsewhere: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A CSV of existing subscribers: name, email, and optionally confirmed_elsewhere. */
export const importSubscribersSchema = z.object({
  csv: z
    .string()
    .min(1, 'Choose a CSV file with a header row: name, email, confirmed_elsewhere.')
    .max(2_000_000, 'The file is at most 2 MB.'),
});

export interface ImportSubscribersResult {
  /** New subscribers asked to confirm by e-mail. */
  invited: number;
  /** New subscribers recorded as confirmed elsewhere (no e-mail). */
  confirmedElsewhere: number;
  /** Addresses already on the list, left as they were. */
  alreadyListed: number;
  /** Rows not imported, with the reason (line numbers count the header as line 1). */
  problems: { line: number; problem: string }[];
}
