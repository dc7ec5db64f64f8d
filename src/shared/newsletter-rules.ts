// The newsletter's texts and input rules without zod: the newsletter form sits on every page
// (home included), so it must not bring the schema library into the first visit. The zod
// schemas of the API (schemas/newsletter.ts) are built on these.

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
