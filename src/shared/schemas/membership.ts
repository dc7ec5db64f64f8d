import type { MemberState } from '../membership-state';
import { memberStates } from '../membership-state';
import { playerDetailsSchema } from '../player-details';
import { playerGenders } from '../player-labels';
import { isUuid } from '../uuid';
import { z } from '../zod';
import { emailSchema, passwordSchema } from './accounts';
import { type Page, searchSchema, sortedPage } from './paging';
import { fullNameSchema, requiredPhoneSchema, usernameSchema } from './profiles';
import { queryInteger } from './query-integer';

export const paymentChoices = ['online', 'offline', 'waiver'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

export const paymentChoiceLabels: Record<PaymentChoice, string> = {
  online: 'Pay online',
  offline: 'Pay by cash or cheque',
  waiver: 'No payment (waiver)',
};

const thisYear = new Date().getFullYear();
const idSchema = (message: string) => z.string({ error: message }).refine(isUuid, message);

/** A 4-digit year of birth, or null when not given. */
export const birthYearSchema = z
  .number({ error: 'Enter the year of birth as 4 digits, e.g. 2012.' })
  .int('Enter the year of birth as 4 digits, e.g. 2012.')
  .min(1900, 'Enter a year of birth from 1900.')
  .max(thisYear, 'The year of birth cannot be in the future.')
  .nullable();

export const familyPersonSchema = z.object({
  fullName: fullNameSchema,
  birthYear: birthYearSchema,
});
export type FamilyPersonInput = z.input<typeof familyPersonSchema>;

/** The new account of a visitor joining without one (Better Auth creates it; e-mail verification). */
export const joinAccountSchema = z
  .object({ username: usernameSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

/**
 * /forms/membership and POST /api/membership (one schema: the form's resolver and the API's
 * validator). `account` is for visitors only; a signed-in member renews without it.
 */
export const membershipFormSchema = z
  .object({
    typeId: idSchema('Choose a membership type.'),
    fullName: fullNameSchema,
    email: emailSchema,
    phone: requiredPhoneSchema,
    birthYear: birthYearSchema,
    gender: z.union([z.enum(playerGenders), z.literal('')], {
      error: 'Choose female, male or leave it empty.',
    }),
    // The player part: the same fields and rules as the profile's player details.
    ...playerDetailsSchema.shape,
    family: z.array(familyPersonSchema).max(19, 'A family membership covers at most 20 people.'),
    acceptCodeOfConduct: z.literal(true, { error: 'Please accept the code of conduct.' }),
    acceptWaiver: z.literal(true, { error: 'Please accept the liability waiver.' }),
    payment: z.enum(paymentChoices, { error: 'Choose how you will pay.' }),
    waiverReason: z.string().trim().max(200, 'The reason can be at most 200 characters.'),
    account: joinAccountSchema.optional(),
  })
  .refine((v) => v.payment !== 'waiver' || v.waiverReason.length > 0, {
    path: ['waiverReason'],
    message: 'Say why no payment is due (e.g. board).',
  });
export type MembershipFormInput = z.input<typeof membershipFormSchema>;
export type MembershipForm = z.output<typeof membershipFormSchema>;

/** Membership types and seasons (admin). */
export const seasonSchema = z
  .object({
    startsOn: z.iso.date('Enter the first day as a date.'),
    endsOn: z.iso.date('Enter the last day as a date.'),
    graceDays: z.number({ error: 'Enter the grace period in days.' }).int().min(0).max(365),
    reminderDays: z.number({ error: 'Enter the reminder period in days.' }).int().min(0).max(180),
    proRataFromMonth: z.number().int().min(1, 'Months are 1–12.').max(12, 'Months are 1–12.').nullable(),
    proRataPercent: z
      .number()
      .int()
      .min(1, 'Between 1 and 100 %.')
      .max(100, 'Between 1 and 100 %.')
      .nullable(),
    payeeInstructions: z.string().trim().max(500, 'At most 500 characters.'),
    payWithinDays: z.number({ error: 'Enter a number of days.' }).int().min(1).max(120),
  })
  .refine((v) => v.endsOn > v.startsOn, { path: ['endsOn'], message: 'The season ends after it starts.' })
  .refine((v) => (v.proRataFromMonth === null) === (v.proRataPercent === null), {
    path: ['proRataPercent'],
    message: 'Give both the month and the percentage, or neither.',
  });
export type SeasonInput = z.input<typeof seasonSchema>;

const typeFields = {
  name: z.string().trim().min(2, 'Please enter a name.').max(60, 'The name can be at most 60 characters.'),
  description: z.string().trim().max(500, 'At most 500 characters.'),
  priceCents: z
    .number({ error: 'Enter the price.' })
    .int('The price is in whole cents.')
    .min(0, 'The price cannot be negative.')
    .max(10_000_00, 'At most $10,000.'),
  maxPeople: z.number({ error: 'Enter how many people it covers.' }).int().min(1).max(20),
  minAge: z.number().int().min(0).max(120).nullable(),
  maxAge: z.number().int().min(0).max(120).nullable(),
  isOffered: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
};

export const createMembershipTypeSchema = z
  .object({ year: z.number().int().min(2000).max(2100), ...typeFields })
  .refine((v) => v.minAge === null || v.maxAge === null || v.minAge <= v.maxAge, {
    path: ['maxAge'],
    message: 'The highest age is at least the lowest.',
  });
export type CreateMembershipTypeInput = z.input<typeof createMembershipTypeSchema>;

export const updateMembershipTypeSchema = z
  .object(typeFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

export const waiverDecisionSchema = z.object({
  note: z.string().trim().max(200, 'At most 200 characters.'),
});

export const memberSortKeys = ['name', 'state', 'type', 'paidAt', 'rating', 'email'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];

/** GET /api/members and its CSV. */
export const memberListQuerySchema = z.object({
  q: searchSchema.optional(),
  state: z
    .union([z.enum(memberStates), z.literal('lapsed_or_unpaid')], { error: 'Unknown status.' })
    .optional(),
  type: z.string().trim().max(60).optional(),
  year: queryInteger('The year must be a number.', z.number().int().min(2000).max(2100)).optional(),
  ...sortedPage(memberSortKeys, 'name', 'asc'),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const mergeMembersSchema = z.object({
  intoId: z.string().min(1, 'Choose the record to keep.').max(100),
});

// Answers.

export interface SeasonView {
  year: number;
  startsOn: string;
  endsOn: string;
  graceDays: number;
  reminderDays: number;
  proRataFromMonth: number | null;
  proRataPercent: number | null;
  payeeInstructions: string;
  payWithinDays: number;
}

export interface MembershipTypeView {
  id: string;
  year: number;
  name: string;
  description: string;
  priceCents: number;
  /** The price a join today pays (pro-rata applied). */
  currentPriceCents: number;
  maxPeople: number;
  minAge: number | null;
  maxAge: number | null;
  isOffered: boolean;
  sortOrder: number;
  membershipCount: number;
}

export interface FamilyPerson {
  id: string;
  fullName: string;
  birthYear: number | null;
}

/** What the form needs: the year people join, its types, how they may pay, and the viewer's data. */
export interface MembershipOptions {
  season: SeasonView | null;
  types: MembershipTypeView[];
  isOnlinePaymentEnabled: boolean;
  /** Viewer may take a no-pay membership granted at once (board, executive, admin). */
  isWaiverGrantedAtOnce: boolean;
  prefill: {
    fullName: string;
    email: string;
    phone: string;
    birthYear: number | null;
    gender: '' | 'female' | 'male';
    ntrpRating: string;
    ratingType: string;
    ratingYear: number | null;
    ustaNumber: string;
    ustaExpiresOn: string;
    family: FamilyPerson[];
    emergencyName: string;
    emergencyPhone: string;
    typeId: string | null;
  } | null;
  /** The viewer's membership of the offered year, when there is one. */
  current: MembershipSummary | null;
}

export type JoinOutcome =
  | 'paid'
  | 'offline_pending'
  | 'online_checkout'
  | 'waiver_granted'
  | 'waiver_pending';

export interface MembershipSummary {
  id: string;
  year: number;
  typeName: string;
  priceCents: number;
  paymentChoice: PaymentChoice;
  paymentStatus: 'pending' | 'paid' | 'waived' | 'waiver_requested' | 'waiver_refused' | 'cancelled';
  people: { fullName: string; birthYear: number | null; isMainContact: boolean }[];
  activatedAt: string | null;
  createdAt: string;
  waiverReason: string | null;
  /** Offline: to whom and by when. */
  payeeInstructions: string;
  payBy: string | null;
  paymentId: string | null;
}

export interface JoinResult {
  outcome: JoinOutcome;
  membership: MembershipSummary;
  /** A new account was created: a verification e-mail went to this address. */
  verificationSentTo: string | null;
  /** Online payment: the hosted payment page to go to. */
  checkoutUrl: string | null;
}

export interface MyMemberships {
  state: MemberState;
  memberships: MembershipSummary[];
  family: FamilyPerson[];
}

export interface WaiverRequest {
  membershipId: string;
  userId: string;
  name: string;
  email: string;
  roles: string[];
  year: number;
  typeName: string;
  priceCents: number;
  reason: string;
  requestedAt: string;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  username: string | null;
  state: MemberState;
  typeName: string | null;
  year: number | null;
  paidAt: string | null;
  ntrpRating: string | null;
  family: string[];
  isPossibleDuplicate: boolean;
  lastReminder: { kind: string; sentAt: string } | null;
}

export interface MemberPage extends Page<MemberRow> {
  years: number[];
  typeNames: string[];
}

export interface MemberDetail {
  user: { id: string; name: string; email: string; username: string | null; createdAt: string };
  profile: {
    phone: string | null;
    ntrpRating: string | null;
    ratingType: string | null;
    ratingYear: number | null;
    ustaNumber: string | null;
    gender: string | null;
    birthYear: number | null;
  };
  state: MemberState;
  roles: string[];
  family: FamilyPerson[];
  memberships: MembershipSummary[];
  payments: {
    id: string;
    purpose: string;
    amountCents: number;
    method: string;
    state: string;
    createdAt: string;
  }[];
  signUps: { id: string; event: string; status: string; createdAt: string }[];
  reminders: { kind: string; year: number; sentAt: string; email: string }[];
  duplicates: { userId: string; name: string; email: string; reason: string }[];
  roleLog: { action: string; role: string; at: string; actor: string }[];
}

export const reminderKindLabels: Record<string, string> = {
  season_ending: 'Season ending',
  grace_started: 'Grace period started',
  grace_ending: 'Grace period ending',
};

export type { MemberState };
