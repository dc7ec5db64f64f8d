import { isDateOnly, isWallTime } from '../club-time';
import { formatFee, type PaymentMethod, type PaymentState } from '../payments';
import { isSameSitePath } from '../same-site-path';
import { z } from '../zod';
import { type Page, pageNumberSchema } from './paging';
import { queryInteger } from './query-integer';

/* ------------------------------------------------------------------ texts */

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

/* ----------------------------------------------------------- value lists */

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

/* ------------------------------------------------------------- sign-ups */

export const spamTrapField = 'website';

const personFields = {
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep the name to 100 characters or fewer.'),
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'Please keep the e-mail address to 254 characters or fewer.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  phone: z
    .string({ error: 'Please enter a phone number.' })
    .trim()
    .min(1, 'Please enter a phone number so the organisers can reach you on the day.')
    .max(40, 'Please keep the phone number to 40 characters or fewer.')
    .regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - . only.')
    .refine((p) => p.replace(/\D/g, '').length >= 7, 'Please enter a full phone number.'),
  ntrp: z.union([z.literal(''), z.enum(ntrpRatings)], { error: 'Choose your NTRP rating.' }),
  partnerName: z.string().trim().max(100, 'Please keep the partner name to 100 characters or fewer.'),
  notes: z.string().trim().max(1000, 'Please keep notes to 1000 characters or fewer.'),
};

/** POST /api/social-events/:slug/registrations and POST …/divisions/:divisionId/entries. */
export const registrationInputSchema = z.object({
  ...personFields,
  partnerName: personFields.partnerName.default(''),
  notes: personFields.notes.default(''),
  /** Spam trap: people never see it; bots fill it. */
  website: z.string().max(200).optional(),
  /**
   * "Who is signing up": the id of a family person the signed-in account manages (GET
   * /api/me/family). Absent or empty: the signed-in person themselves, or a visitor.
   */
  who: z
    .union([z.literal(''), z.uuid('Choose who is signing up from the list.')])
    .optional()
    .transform((v) => v || undefined),
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type RegistrationData = z.output<typeof registrationInputSchema>;

/** GET /api/social-events?pastLimit= : how many past socials the page lists. */
export const socialEventListQuerySchema = z.object({
  pastLimit: queryInteger(
    'pastLimit must be a number.',
    z.number().int().min(0, 'pastLimit cannot be negative.').max(200, 'pastLimit is at most 200.'),
  ).default(12),
});

/** POST /api/registrations/cancel and GET /api/registrations/cancel?token=… */
export const cancelTokenSchema = z.object({
  token: z
    .string({ error: eventMessages.invalidCancelLink })
    .trim()
    .min(20, eventMessages.invalidCancelLink)
    .max(200, eventMessages.invalidCancelLink),
});
export type CancelTokenInput = z.infer<typeof cancelTokenSchema>;

/* -------------------------------------------------------- admin: socials */

const wallTime = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .refine(isWallTime, `Enter the ${what} as a date and time.`);

const optionalWallTime = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isWallTime(v), `Enter the ${what} as a date and time, or leave it empty.`);

const slugField = z.union([
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

const feeField = z
  .string({ error: 'Enter the fee (0 for free).' })
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Enter an amount like 15 or 12.50 (0 for free).');

const courtIdField = z.union([z.literal(''), z.uuid('Choose a court location from the list.')]);

const imageUrlField = z
  .string()
  .trim()
  .max(500, 'The image address can be at most 500 characters.')
  .refine(
    (v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || isSameSitePath(v),
    'Use an https:// address or a path on this site (e.g. /uploads/…).',
  );

/** The event's picture: uploaded to this site (the CSP shows no images from other sites). */
const sitePathField = z
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
const waitlistLimitField = z
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

export const socialEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Please enter a title.' })
      .trim()
      .min(3, 'The title needs at least 3 characters.')
      .max(120, 'The title can be at most 120 characters.'),
    /** Empty → made from the title by the server. */
    slug: slugField,
    description: z.string().max(20_000, 'The description can be at most 20,000 characters.'),
    /** Local wall time in the club's time zone, "2026-06-12T18:00". */
    startsAt: wallTime('start date and time'),
    endsAt: wallTime('end date and time'),
    signupDeadline: optionalWallTime('sign-up deadline'),
    courtId: courtIdField,
    placeText: z.string().trim().max(200, 'The place can be at most 200 characters.'),
    capacity: z
      .number({ error: 'Enter the number of places.' })
      .int('The number of places must be a whole number.')
      .min(1, 'An event needs at least 1 place.')
      .max(1000, 'At most 1000 places.'),
    waitlistLimit: waitlistLimitField,
    fee: feeField,
    imageUrl: sitePathField,
  })
  .superRefine((v, ctx) => {
    if (isWallTime(v.startsAt) && isWallTime(v.endsAt) && v.endsAt <= v.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The event must end after it starts.' });
    }
    if (v.signupDeadline && isWallTime(v.startsAt) && v.signupDeadline > v.startsAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['signupDeadline'],
        message: 'The sign-up deadline must be before the event starts.',
      });
    }
    if (!v.courtId && !v.placeText) {
      ctx.addIssue({
        code: 'custom',
        path: ['placeText'],
        message: 'Choose a court location or describe the place.',
      });
    }
  });
export type SocialEventInput = z.input<typeof socialEventInputSchema>;
export type SocialEventData = z.output<typeof socialEventInputSchema>;

/** POST /api/admin/social-events/:id/duplicate: the copy's new start (same length, deadline offset kept). */
export const duplicateSocialEventSchema = z.object({
  startsAt: wallTime('new start date and time'),
});
export type DuplicateSocialEventInput = z.infer<typeof duplicateSocialEventSchema>;

/** POST /api/admin/social-events/:id/cancel: an optional note for the e-mail to everyone registered. */
export const cancelEventSchema = z.object({
  message: z.string().trim().max(2000, 'The message can be at most 2000 characters.').default(''),
});
export type CancelEventInput = z.input<typeof cancelEventSchema>;

export const adminPageSize = 50;

/** POST /api/admin/event-files: size limit (PDF, JPEG, PNG or WebP). */
export const eventFileMaxBytes = 10 * 1024 * 1024;

const pageNumber = pageNumberSchema;

const searchField = z.string().trim().max(100, 'The search can be at most 100 characters.').default('');
const dirField = z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' });

export const socialEventSortKeys = ['startsAt', 'title', 'status', 'registered', 'updatedAt'] as const;
export type SocialEventSortKey = (typeof socialEventSortKeys)[number];

/** GET /api/admin/social-events */
export const adminSocialEventsQuerySchema = z.object({
  q: searchField,
  status: z.enum(['all', 'upcoming', 'past', ...eventStatuses], { error: 'Unknown status.' }).default('all'),
  sort: z.enum(socialEventSortKeys, { error: 'Unknown sort column.' }).default('startsAt'),
  dir: dirField.default('desc'),
  page: pageNumber,
});
export type AdminSocialEventsQuery = z.output<typeof adminSocialEventsQuerySchema>;

/** GET /api/admin/social-events/:id/registrations and /api/admin/tournaments/:id/entries */
export const adminRegistrationsQuerySchema = z.object({
  q: searchField,
});

/** POST /api/admin/social-events/:id/registrations and …/divisions/:divisionId/entries: walk-ins. */
export const walkInInputSchema = z.object({
  name: personFields.name,
  email: z
    .string()
    .trim()
    .max(254, 'Please keep the e-mail address to 254 characters or fewer.')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid e-mail address.'),
  phone: z
    .string()
    .trim()
    .max(40, 'Please keep the phone number to 40 characters or fewer.')
    .regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - . only.'),
  ntrp: personFields.ntrp,
  partnerName: personFields.partnerName,
  notes: personFields.notes,
  /** Walk-ins are at the courts: checked in straight away unless told otherwise. */
  checkIn: z.boolean().default(true),
});
export type WalkInInput = z.input<typeof walkInInputSchema>;
export type WalkInData = z.output<typeof walkInInputSchema>;

/** POST /api/admin/registrations/:id/move */
export const moveRegistrationSchema = z.object({
  to: z.enum(['confirmed', 'waitlisted'], { error: 'Move to confirmed or waitlisted.' }),
});
export type MoveRegistrationInput = z.infer<typeof moveRegistrationSchema>;

/**
 * POST /api/admin/registrations/:id/cancel. A paid entry needs the organiser's decision about
 * its money, made in the same dialog: give it all back, part of it, or nothing (with why).
 */
export const cancelRegistrationSchema = z
  .object({
    refund: z.enum(['full', 'partial', 'none'], { error: 'Choose whether to refund the fee.' }).optional(),
    /** For a partial refund. */
    refundCents: z
      .number({ error: 'The amount is a number of cents.' })
      .int('Whole cents only.')
      .min(1, 'Enter an amount above zero.')
      .optional(),
    reason: z.string().trim().max(500, 'At most 500 characters.').optional(),
  })
  .refine((v) => v.refund !== 'partial' || v.refundCents !== undefined, {
    path: ['refundCents'],
    message: 'Enter the amount to refund.',
  });
export type CancelRegistrationInput = z.infer<typeof cancelRegistrationSchema>;

/** The fee of one sign-up as the organisers' list shows it (null: no fee). */
export interface RegistrationFee {
  paymentId: string;
  state: PaymentState;
  method: PaymentMethod;
  amountCents: number;
  /** What can still be given back (paid fees). */
  refundableCents: number;
}

/** POST /api/admin/registrations/:id/check-in */
export const checkInSchema = z.object({
  checkedIn: z.boolean({ error: 'Say whether the player is checked in.' }),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

export const socialPlayerSortKeys = ['name', 'email', 'eventsAttended', 'lastEventAt', 'signups'] as const;
export type SocialPlayerSortKey = (typeof socialPlayerSortKeys)[number];

/** GET /api/admin/social-players */
export const socialPlayersQuerySchema = z.object({
  q: searchField,
  sort: z.enum(socialPlayerSortKeys, { error: 'Unknown sort column.' }).default('lastEventAt'),
  dir: dirField.default('desc'),
  page: pageNumber,
});
export type SocialPlayersQuery = z.output<typeof socialPlayersQuerySchema>;

/* ---------------------------------------------------- admin: tournaments */

const dateOnly = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .refine(isDateOnly, `Enter the ${what} as a date.`);

export const divisionInputSchema = z.object({
  /** Existing division when editing; absent for a new one. */
  id: z.union([z.literal(''), z.uuid()]).optional(),
  name: z
    .string({ error: 'Name the division.' })
    .trim()
    .min(2, 'Name the division (e.g. "Mixed Doubles 3.5").')
    .max(80, 'The division name can be at most 80 characters.'),
  capacity: z
    .number({ error: 'Enter the number of entries.' })
    .int('The number of entries must be a whole number.')
    .min(1, 'A division needs at least 1 entry.')
    .max(512, 'At most 512 entries per division.'),
});
export type DivisionInput = z.infer<typeof divisionInputSchema>;

export const tournamentInputSchema = z
  .object({
    title: z
      .string({ error: 'Please enter a title.' })
      .trim()
      .min(3, 'The title needs at least 3 characters.')
      .max(120, 'The title can be at most 120 characters.'),
    slug: slugField,
    description: z.string().max(20_000, 'The description can be at most 20,000 characters.'),
    startDate: dateOnly('first day'),
    endDate: dateOnly('last day'),
    courtId: courtIdField,
    placeText: z.string().trim().max(200, 'The place can be at most 200 characters.'),
    format: z.string().trim().max(500, 'The format can be at most 500 characters.'),
    entryDeadline: optionalWallTime('entry deadline'),
    entryFee: feeField,
    drawsMarkdown: z.string().max(20_000, 'The draws can be at most 20,000 characters.'),
    drawsFileUrl: imageUrlField,
    resultsMarkdown: z.string().max(20_000, 'The results can be at most 20,000 characters.'),
    resultsFileUrl: imageUrlField,
    divisions: z
      .array(divisionInputSchema)
      .min(1, 'Add at least one division.')
      .max(20, 'At most 20 divisions.'),
  })
  .superRefine((v, ctx) => {
    if (isDateOnly(v.startDate) && isDateOnly(v.endDate) && v.endDate < v.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The last day cannot be before the first.',
      });
    }
    if (v.entryDeadline && isDateOnly(v.startDate) && v.entryDeadline.slice(0, 10) > v.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['entryDeadline'],
        message: 'The entry deadline must be on or before the first day.',
      });
    }
    if (!v.courtId && !v.placeText) {
      ctx.addIssue({
        code: 'custom',
        path: ['placeText'],
        message: 'Choose a court location or describe the place.',
      });
    }
    const names = v.divisions.map((d) => d.name.trim().toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['divisions', i, 'name'],
          message: 'Two divisions have this name.',
        });
      }
    });
  });
export type TournamentInput = z.input<typeof tournamentInputSchema>;
export type TournamentData = z.output<typeof tournamentInputSchema>;

/** GET /api/admin/tournaments */
export const adminTournamentsQuerySchema = z.object({
  q: searchField,
  sort: z
    .enum(['startDate', 'title', 'status', 'entries'], { error: 'Unknown sort column.' })
    .default('startDate'),
  dir: dirField.default('desc'),
  page: pageNumber,
});
export type AdminTournamentsQuery = z.output<typeof adminTournamentsQuerySchema>;

/* ------------------------------------------------------ response shapes */

export interface PlaceInfo {
  /** Court location, when the event is at one of the club's courts. */
  court: { id: string; name: string; slug: string; address: string } | null;
  placeText: string;
}

export interface SocialEventSummary extends PlaceInfo {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  signupDeadline: string | null;
  capacity: number;
  feeCents: number;
  imageUrl: string | null;
  status: EventStatus;
  confirmedCount: number;
  waitlistCount: number;
  availability: Availability;
}

export interface SocialEventDetail extends SocialEventSummary {
  description: string;
  waitlistLimit: number | null;
}

export interface SocialEventList {
  timeZone: string;
  upcoming: SocialEventSummary[];
  past: SocialEventSummary[];
  hasMorePast: boolean;
}

export interface SocialEventResponse {
  timeZone: string;
  event: SocialEventDetail;
}

/** One message of GET /api/social-events/:slug/live */
export interface LiveAvailability {
  confirmedCount: number;
  waitlistCount: number;
  capacity: number;
  status: EventStatus;
  availability: Availability;
}

export interface RegistrationResult {
  registrationId: string;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  kind: 'social' | 'tournament';
  eventTitle: string;
  /** Division name for tournament entries. */
  divisionName: string | null;
  eventPath: string;
  /** The .ics download of the event ("Add to calendar"). */
  calendarPath: string;
  startsAt: string;
  timeZone: string;
  email: string;
  /** The fee per person (0: free) and how it is paid. */
  feeCents: number;
  feePayment: FeePayment | null;
  /** The fee's pending payment in the ledger (confirmed places with a fee): "pay online now". */
  paymentId: string | null;
  /** Whose place it is: the name it was signed up under (a family person's when `who` was given). */
  name: string;
  /** True when the place is a family person's, signed up by the account. */
  isFamilyMember: boolean;
  /**
   * A visitor without an account: the place is held until this instant and counts once they
   * confirm it from the e-mail (issue 18); null when it counts already (signed in).
   */
  confirmBy: string | null;
}

/** How long a visitor's place is held for them to confirm it from the e-mail. */
export const unconfirmedHoldMinutes = 30;

/** GET/POST /api/registrations/confirm: the visitor's held place, before and after confirming. */
export interface ConfirmPlaceView {
  kind: 'social' | 'tournament';
  eventTitle: string;
  divisionName: string | null;
  eventPath: string;
  startsAt: string;
  timeZone: string;
  name: string;
  status: RegistrationStatus;
  waitlistPosition: number | null;
  /** held: waiting for the tap; confirmed: counts; released: the time ran out; cancelled: cancelled. */
  state: 'held' | 'confirmed' | 'released' | 'cancelled';
  confirmBy: string | null;
}

/** Kinds of registrable event the public engine lists (a membership season, a league team next). */
export type RegistrableKindName = 'social' | 'tournament';

/** One of the signed-in person's own sign-ups (their profile, the event pages). */
export interface MyRegistration {
  id: string;
  kind: RegistrableKindName;
  /** The social's or the tournament's id. */
  eventId: string;
  eventSlug: string;
  eventTitle: string;
  divisionId: string | null;
  divisionName: string | null;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  startsAt: string;
  endsAt: string;
  place: string;
  feeCents: number;
  eventPath: string;
  /** False once the event has started. */
  canCancel: boolean;
  /** A person of the account's family signed up by it ("Sam is signed up"); null: the account's own. */
  familyMember: { id: string | null; name: string } | null;
}

export interface MyRegistrationList {
  timeZone: string;
  registrations: MyRegistration[];
}

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

export interface CancelPreview {
  kind: 'social' | 'tournament';
  eventTitle: string;
  divisionName: string | null;
  startsAt: string;
  timeZone: string;
  name: string;
  status: RegistrationStatus;
  waitlistPosition: number | null;
  /** False when the event is over or was cancelled by the club. */
  canCancel: boolean;
}

/** An organiser's change to one registration (check-in, move, cancel, remove). */
export interface RegistrationActionResult {
  registrationId?: string;
  /** Players who moved up from the waitlist into freed places. */
  promotedCount?: number;
  /** "Remove" of a sign-up with money: cancelled instead (money never points at nothing). */
  isCancelledInstead?: boolean;
  /** What happened to a paid fee on cancelling: the organiser's decision. */
  refund?: {
    decision: 'full' | 'partial' | 'none';
    amountCents: number;
    isPendingAtStripe: boolean;
    error?: string;
  };
}

export interface CancelResult {
  eventTitle: string;
  /** Someone moved up from the waitlist into the freed place. */
  promotedCount: number;
}

export interface TournamentDivisionInfo {
  id: string;
  name: string;
  capacity: number;
  waitlistLimit: number | null;
  confirmedCount: number;
  waitlistCount: number;
  availability: Availability;
}

export interface TournamentSummary extends PlaceInfo {
  id: string;
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  format: string;
  entryDeadline: string | null;
  entryFeeCents: number;
  status: EventStatus;
  divisions: TournamentDivisionInfo[];
  /** Entries open in at least one division. */
  isOpen: boolean;
}

export interface TournamentDetail extends TournamentSummary {
  description: string;
  drawsMarkdown: string;
  drawsFileUrl: string | null;
  resultsMarkdown: string;
  resultsFileUrl: string | null;
}

export interface TournamentList {
  timeZone: string;
  upcoming: TournamentSummary[];
  past: TournamentSummary[];
}

export interface TournamentResponse {
  timeZone: string;
  tournament: TournamentDetail;
}

export interface AdminSocialEventRow {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  capacity: number;
  confirmedCount: number;
  waitlistCount: number;
  checkedInCount: number;
  feeCents: number;
  place: string;
  updatedAt: string;
}

export interface AdminSocialEventList extends Page<AdminSocialEventRow> {
  timeZone: string;
}

/** The edit form's data: wall times already in the club's zone. */
export interface AdminSocialEvent {
  id: string;
  slug: string;
  status: EventStatus;
  timeZone: string;
  confirmedCount: number;
  waitlistCount: number;
  values: SocialEventData;
}

export interface AdminRegistration {
  id: string;
  name: string;
  email: string;
  phone: string;
  ntrp: string;
  partnerName: string;
  notes: string;
  status: RegistrationStatus;
  waitlistPosition: number | null;
  isWalkIn: boolean;
  checkedInAt: string | null;
  createdAt: string;
  cancelledAt: string | null;
  playerId: string;
  /** Tournament entries only. */
  divisionId: string | null;
  divisionName: string | null;
  /** A family person's sign-up: the name of the account that made it (whose e-mail `email` is); null otherwise. */
  signedUpByName: string | null;
  /** A visitor's place not yet confirmed from the e-mail: held until then (issue 18). */
  confirmBy: string | null;
  /** Its fee in the ledger (the entry's own payment), null when it has none. */
  fee: RegistrationFee | null;
}

export interface AdminEventPlayers {
  timeZone: string;
  event: {
    id: string;
    slug: string;
    title: string;
    startsAt: string;
    endsAt: string;
    status: EventStatus;
    capacity: number;
    place: string;
  };
  registrations: AdminRegistration[];
}

export interface SocialPlayerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  ntrp: string;
  signups: number;
  eventsAttended: number;
  lastEventAt: string | null;
  lastEventTitle: string | null;
}

export interface SocialPlayerList extends Page<SocialPlayerRow> {
  timeZone: string;
}

export interface SocialPlayerDetail {
  timeZone: string;
  player: SocialPlayerRow;
  history: Array<{
    registrationId: string;
    kind: 'social' | 'tournament';
    eventId: string;
    eventTitle: string;
    divisionName: string | null;
    startsAt: string;
    status: RegistrationStatus;
    checkedInAt: string | null;
    isWalkIn: boolean;
    createdAt: string;
  }>;
}

export interface AdminTournamentRow {
  id: string;
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  status: EventStatus;
  divisionCount: number;
  confirmedCount: number;
  waitlistCount: number;
  updatedAt: string;
}

export interface AdminTournamentList extends Page<AdminTournamentRow> {
  timeZone: string;
}

export interface AdminTournament {
  id: string;
  slug: string;
  status: EventStatus;
  timeZone: string;
  values: TournamentData;
  divisions: TournamentDivisionInfo[];
}

export interface AdminTournamentEntries {
  timeZone: string;
  tournament: {
    id: string;
    slug: string;
    title: string;
    startDate: string;
    endDate: string;
    status: EventStatus;
  };
  divisions: TournamentDivisionInfo[];
  entries: AdminRegistration[];
}

export interface CourtOption {
  id: string;
  name: string;
}
