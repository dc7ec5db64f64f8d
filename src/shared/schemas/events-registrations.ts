import type { PaymentMethod, PaymentState } from '../payments';
import { z } from '../zod';
import {
  eventMessages,
  type FeePayment,
  ntrpRatings,
  type RegistrableKindName,
  type RegistrationStatus,
  searchField,
} from './events';
import type { SocialEventHeading } from './events-socials';

/* Sign-ups to a social or a tournament division: the public form, the cancel link, the organisers' list and its actions. */

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

/** POST /api/registrations/cancel and GET /api/registrations/cancel?token=… */
export const cancelTokenSchema = z.object({
  token: z
    .string({ error: eventMessages.invalidCancelLink })
    .trim()
    .min(20, eventMessages.invalidCancelLink)
    .max(200, eventMessages.invalidCancelLink),
});

export type CancelTokenInput = z.infer<typeof cancelTokenSchema>;

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
  /** Taken by the person's whole-series sign-up (still active): the series they can cancel at once. */
  wholeSeriesId: string | null;
  /** A person of the account's family signed up by it ("Sam is signed up"); null: the account's own. */
  familyMember: { id: string | null; name: string } | null;
}

export interface MyRegistrationList {
  timeZone: string;
  registrations: MyRegistration[];
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
  event: SocialEventHeading & { capacity: number; place: string };
  registrations: AdminRegistration[];
}
