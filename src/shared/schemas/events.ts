import { isDateOnly, isWallTime } from '../club-time';
import { formatFee } from '../payments';
import { isSameSitePath } from '../same-site-path';
import { z } from '../zod';
import { searchSchema } from './paging';

/*
 * The events feature (socials and tournaments): messages, statuses, availability, fees and the
 * form fields both kinds share. Each sub-feature's schemas and answers are a file of their own:
 * events-registrations (sign-ups and the organisers' list), events-socials, events-tournaments,
 * events-players (the socials' players list), events-highlights (the home page).
 */

/** Messages shared by the API and the forms, so both say exactly the same. */
export const eventMessages = {
  alreadySignedUp: "You're already signed up for this event.",
  /** A family person already on the list (or waitlist) of this event. */
  familyAlreadySignedUp: (name: string) => `${name} is already signed up for this event.`,
  notYourFamily: 'You can only sign up yourself or the people of your own family.',
  signInForFamily: 'Please sign in to sign up a member of your family.',
  notFound: "We couldn't find that event.",
  tournamentNotFound: "We couldn't find that tournament.",
  divisionNotFound: "We couldn't find that division.",
  cancelled: 'This event has been cancelled, so sign-up is closed.',
  started: 'This event has already started, so sign-up is closed.',
  deadlinePassed: 'Sign-up for this event has closed: the deadline has passed.',
  fullNoWaitlist: 'This event is full and its waitlist is full too.',
  notOpen: 'Sign-up for this event is not open.',
  tooManySignups: 'Too many sign-ups from your connection. Please wait a few minutes and try again.',
  invalidCancelLink: 'This cancellation link is invalid. Please use the link from your confirmation e-mail.',
  alreadyCancelled: 'This registration has already been cancelled.',
  spamDetected: 'Spam detected',
} as const;

export const eventStatuses = ['draft', 'published', 'cancelled'] as const;

export type EventStatus = (typeof eventStatuses)[number];

export const eventStatusLabels: Record<EventStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  cancelled: 'Cancelled',
};

export const registrationStatuses = ['confirmed', 'waitlisted', 'cancelled'] as const;

export type RegistrationStatus = (typeof registrationStatuses)[number];

export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlist',
  cancelled: 'Cancelled',
};

/** NTRP levels players give; '' is "not sure / not rated". */
export const ntrpRatings = ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] as const;

export const ntrpOptions: ReadonlyArray<{ value: string; label: string }> = [
  ...ntrpRatings.map((r) => ({ value: r, label: r })),
  { value: '', label: 'Not rated / not sure' },
];

/**
 * What a list shows instead of a number: open (n spots left), waitlist (full, but
 * sign-ups go on the waitlist), full (no waitlist room), closed (deadline passed),
 * cancelled, past.
 */
export const availabilityStates = [
  'open',
  'waitlist',
  'full',
  'closed',
  'cancelled',
  'past',
  'draft',
] as const;

export type AvailabilityState = (typeof availabilityStates)[number];

export interface AvailabilityInput {
  status: EventStatus;
  capacity: number;
  waitlistLimit: number | null;
  confirmedCount: number;
  waitlistCount: number;
  /** ISO instants; deadline null = until the start. */
  startsAt: string | Date;
  endsAt?: string | Date;
  signupDeadline: string | Date | null;
}

export interface Availability {
  state: AvailabilityState;
  spotsLeft: number;
  /** "5 spots left", "Waitlist", "Full", "Closed"… */
  label: string;
  /** True while the sign-up form may be used (to confirm or to join the waitlist). */
  isOpen: boolean;
}

/** One rule for the lists, the detail page, the live stream and the server's refusal. */
export function availabilityOf(e: AvailabilityInput, now: Date = new Date()): Availability {
  const spotsLeft = Math.max(0, e.capacity - e.confirmedCount);
  const closed = (state: AvailabilityState, label: string): Availability => ({
    state,
    spotsLeft,
    label,
    isOpen: false,
  });
  if (e.status === 'draft') return closed('draft', 'Draft');
  if (e.status === 'cancelled') return closed('cancelled', 'Cancelled');
  if (new Date(e.startsAt).getTime() <= now.getTime()) {
    const isUnderWay = e.endsAt !== undefined && new Date(e.endsAt).getTime() > now.getTime();
    return closed('past', isUnderWay ? 'Under way' : 'Past');
  }
  if (e.signupDeadline && new Date(e.signupDeadline).getTime() <= now.getTime())
    return closed('closed', 'Closed');
  if (spotsLeft > 0) {
    return {
      state: 'open',
      spotsLeft,
      label: `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`,
      isOpen: true,
    };
  }
  if (e.waitlistLimit !== null && e.waitlistCount >= e.waitlistLimit) return closed('full', 'Full');
  return { state: 'waitlist', spotsLeft: 0, label: 'Waitlist', isOpen: true };
}

/**
 * How a fee is paid. Until online payment exists (issue 9 adds 'online' through the
 * payments ledger) every fee is paid in cash on the day.
 */
export type FeePayment = 'cashOnTheDay';

/** What a sign-up's confirmation says about money: nothing for a free event. */
export function feePaymentText(cents: number, payment: FeePayment | null = 'cashOnTheDay'): string {
  if (cents === 0 || payment === null) return '';
  return `The fee is ${formatFee(cents)}, paid in cash on the day.`;
}

/** "15" / "12.50" typed in a form → cents. */
export function feeToCents(fee: string): number {
  const [whole, frac = ''] = fee.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

export function centsToFee(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export const wallTime = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .refine(isWallTime, `Enter the ${what} as a date and time.`);

export const optionalWallTime = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isWallTime(v), `Enter the ${what} as a date and time, or leave it empty.`);

/** An event's title and description, the same on socials and tournaments. */
export const eventTitleField = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(3, 'The title needs at least 3 characters.')
  .max(120, 'The title can be at most 120 characters.');
export const eventDescriptionField = z
  .string()
  .max(20_000, 'The description can be at most 20,000 characters.');

export const slugField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .min(3, 'The web address needs at least 3 characters.')
    .max(100, 'The web address can be at most 100 characters.')
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'Use lowercase letters, digits and single hyphens only (e.g. "summer-mixer").',
    ),
]);

export const feeField = z
  .string({ error: 'Enter the fee (0 for free).' })
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Enter an amount like 15 or 12.50 (0 for free).');

export const courtIdField = z.union([z.literal(''), z.uuid('Choose a court location from the list.')]);

export const imageUrlField = z
  .string()
  .trim()
  .max(500, 'The image address can be at most 500 characters.')
  .refine(
    (v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || isSameSitePath(v),
    'Use an https:// address or a path on this site (e.g. /uploads/…).',
  );

/** The event's picture: uploaded to this site (the CSP shows no images from other sites). */
export const sitePathField = z
  .string()
  .trim()
  .max(500, 'The image address can be at most 500 characters.')
  .refine(
    (v) => v === '' || isSameSitePath(v),
    'Upload the image, or give a path on this site (e.g. /api/uploads/…).',
  );

const waitlistLimitNumber = z
  .number({ error: 'Enter a number, or leave it empty for no limit.' })
  .int('The waitlist limit must be a whole number.')
  .min(0, 'The waitlist limit cannot be negative.')
  .max(1000, 'The waitlist limit can be at most 1000.');

/**
 * Empty (or null in JSON) = no limit; a whole number; or the digits typed in the form's text
 * field. Nothing is coerced: true, "1e3", " 5" or 2.5 are refused, never stored as 1, 1000…
 */
export const waitlistLimitField = z
  .union([z.literal(''), z.null(), z.number(), z.string()], {
    error: 'Enter a number, or leave it empty for no limit.',
  })
  .transform((v, ctx) => {
    if (v === '' || v === null) return '' as const;
    if (typeof v === 'string' && !/^\d{1,9}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a whole number, or leave it empty for no limit.' });
      return z.NEVER;
    }
    return Number(v);
  })
  .pipe(z.union([z.literal(''), waitlistLimitNumber]));

/** POST /api/admin/social-events/:id/cancel: an optional note for the e-mail to everyone registered. */
export const cancelEventSchema = z.object({
  message: z.string().trim().max(2000, 'The message can be at most 2000 characters.').default(''),
});

export type CancelEventInput = z.input<typeof cancelEventSchema>;

export const adminPageSize = 50;

/** POST /api/admin/event-files: size limit (PDF, JPEG, PNG or WebP). */
export const eventFileMaxBytes = 10 * 1024 * 1024;

export const searchField = searchSchema.default('');

export const dateOnly = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .refine(isDateOnly, `Enter the ${what} as a date.`);

export interface PlaceInfo {
  /** Court location, when the event is at one of the club's courts. */
  court: { id: string; name: string; slug: string; address: string } | null;
  placeText: string;
}

/** Kinds of registrable event the public engine lists (a membership season, a league team next). */
export type RegistrableKindName = 'social' | 'tournament';

/** A card of the home page's "Upcoming highlights". */
export interface UpcomingHighlight {
  kind: RegistrableKindName;
  id: string;
  title: string;
  path: string;
  startsAt: string;
  endsAt: string;
  /** Tournaments run over whole days; socials have times. */
  isAllDay: boolean;
  place: string;
  imageUrl: string | null;
  availability: Availability;
}

export interface UpcomingHighlightList {
  timeZone: string;
  highlights: UpcomingHighlight[];
}

export interface CourtOption {
  id: string;
  name: string;
}
