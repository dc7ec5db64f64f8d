import { type PlayerGender, playerGenders, type RatingType, ratingTypes } from '../player-labels';
import { type AgeDivision, ageDivisions, type LeagueGender } from '../tennis/eligibility';
import { type Weekday, weekdays } from '../weekdays';
import { z } from '../zod';
import { hasNoControlChars } from './contact-relay';
import { type Page, searchSchema, sortedPage } from './paging';
import { type NtrpRating, ntrpRatings } from './profiles';

/*
 * Looking for a team (issue 10 §6): a player files a request on /forms/looking; reps contact
 * them and place them on a team. The same schemas are the forms' resolvers and the API's
 * validators.
 */

export const dayTimes = ['morning', 'afternoon', 'evening'] as const;
export type DayTime = (typeof dayTimes)[number];
export const dayTimeLabels: Record<DayTime, string> = {
  morning: 'Mornings',
  afternoon: 'Afternoons',
  evening: 'Evenings',
};

export const playPreferences = ['singles', 'doubles', 'either'] as const;
export type PlayPreference = (typeof playPreferences)[number];
export const playPreferenceLabels: Record<PlayPreference, string> = {
  singles: 'Singles',
  doubles: 'Doubles',
  either: 'Singles or doubles',
};

/**
 * The oldest age division a player born in `birthYear` reaches in `year` (null under 18): a
 * 58-year-old files as 55 & over and fits 18 & over and 40 & over leagues too.
 */
export function ageDivisionFor(birthYear: number, year: number): AgeDivision | null {
  const age = year - birthYear;
  return [...ageDivisions].reverse().find((d) => age >= Number.parseInt(d, 10)) ?? null;
}

/** Kinds of league a player may name when the catalogue has nothing that fits (DOMAIN.md). */
export const leagueFormats = [
  'womens',
  'mens',
  'mixed',
  'combo',
  'tri-level',
  'daytime',
  'intra-club',
] as const;
export type LeagueFormat = (typeof leagueFormats)[number];
export const leagueFormatLabels: Record<LeagueFormat, string> = {
  womens: "Women's",
  mens: "Men's",
  mixed: 'Mixed doubles',
  combo: 'Combo doubles',
  'tri-level': 'Tri-Level',
  daytime: "Daytime women's doubles",
  'intra-club': 'Intra-club league',
};

export const lookingStatuses = ['new', 'contacted', 'placed', 'withdrawn', 'expired'] as const;
export type LookingStatus = (typeof lookingStatuses)[number];
export const lookingStatusLabels: Record<LookingStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  placed: 'Placed',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};
/** Requests reps still work on; the others are closed. */
export const openLookingStatuses = ['new', 'contacted'] as const satisfies readonly LookingStatus[];

export const contactMethods = ['email', 'phone', 'in-person', 'other'] as const;
export type ContactMethod = (typeof contactMethods)[number];
export const contactMethodLabels: Record<ContactMethod, string> = {
  email: 'E-mail',
  phone: 'Phone',
  'in-person': 'In person',
  other: 'Other',
};

/** The form sends e-mail (a confirmation): a few requests per visitor address an hour. */
export const lookingForTeamRateLimit = { max: 5, windowMinutes: 60 } as const;

const multiChoice = <T extends readonly [string, ...string[]]>(
  values: T,
  pick: string,
  max = values.length,
) =>
  z
    .array(z.enum(values, { error: pick }), { error: pick })
    .max(max, pick)
    .refine((v) => new Set(v).size === v.length, 'Each choice only once, please.');

/** POST /api/looking-for-team and the /forms/looking form. */
export const lookingForTeamRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(2, 'Please enter your name.')
    .max(120, 'Your name can be at most 120 characters.')
    .refine(hasNoControlChars, 'Your name contains characters we cannot use.'),
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address so captains can reach you.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .max(30, 'The phone number can be at most 30 characters.')
    .refine(
      (v) => v === '' || /^[+()\d\s.-]{7,30}$/.test(v),
      'Please enter a phone number such as 555-201-4477.',
    ),
  gender: z.enum(playerGenders, { error: 'Please choose female or male (leagues are by gender).' }),
  ageDivision: z.enum(ageDivisions, { error: 'Please choose your age group.' }),
  ntrpRating: z.enum(ntrpRatings, { error: 'Please choose your NTRP level.' }),
  ratingType: z.enum(ratingTypes, { error: 'Please choose the kind of rating (self-rated if unsure).' }),
  formats: multiChoice(leagueFormats, 'Choose the kinds of league you are interested in.'),
  /** Leagues of the catalogue the player would like to play in. */
  leagueIds: z
    .array(z.uuid('Unknown league.'), { error: 'Choose leagues from the list.' })
    .max(20, 'Choose at most 20 leagues.'),
  days: multiChoice(weekdays, 'Choose the days you can play.').min(
    1,
    'Choose at least one day you can play.',
  ),
  times: multiChoice(dayTimes, 'Choose the times you can play.').min(1, 'Choose at least one time of day.'),
  play: z.enum(playPreferences, { error: 'Choose singles, doubles or either.' }),
  notes: z.string().trim().max(2000, 'The notes can be at most 2000 characters.'),
  /** Spam trap: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type LookingForTeamRequestInput = z.input<typeof lookingForTeamRequestSchema>;
export type LookingForTeamRequest = z.output<typeof lookingForTeamRequestSchema>;

/** GET /api/looking-for-team/prefill: what the signed-in player's account already says. */
export interface LookingForTeamPrefill {
  name: string;
  email: string;
  phone: string;
  gender: PlayerGender | null;
  ageDivision: AgeDivision | null;
  ntrpRating: NtrpRating | null;
  ratingType: RatingType | null;
}

/** A league of the catalogue the form offers (this season's and the coming ones). */
export interface LookingLeagueOption {
  id: string;
  name: string;
  gender: LeagueGender;
  ageDivision: AgeDivision;
  levelLabel: string;
  season: string;
  year: number;
}

export interface PlacementResult {
  detail: LookingForTeamDetail;
  /** True when the player had an account and joined the roster; false: recorded only. */
  isOnRoster: boolean;
  /** Eligibility warnings of the roster add (e.g. a rating year not on file). */
  warnings: string[];
}

export interface LookingForTeamFiled {
  message: string;
}

export const lookingSortKeys = ['createdAt', 'name', 'ntrpRating', 'status', 'updatedAt'] as const;
export type LookingSortKey = (typeof lookingSortKeys)[number];

const optionalFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

/** GET /api/admin/looking-for-team and its CSV. */
export const lookingListQuerySchema = z.object({
  q: searchSchema.optional(),
  status: z.enum([...lookingStatuses, 'open'] as const, { error: 'Unknown status.' }).optional(),
  level: optionalFilter(ntrpRatings, 'Unknown NTRP level.'),
  gender: optionalFilter(playerGenders, 'Unknown gender.'),
  age: optionalFilter(ageDivisions, 'Unknown age group.'),
  format: optionalFilter(leagueFormats, 'Unknown kind of league.'),
  league: z.uuid('Unknown league.').optional(),
  ...sortedPage(lookingSortKeys, 'createdAt', 'desc'),
});
export type LookingListQuery = z.infer<typeof lookingListQuerySchema>;
export const lookingPageSize = 50;

/** A request as reps see it. */
export interface LookingForTeamEntry {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: PlayerGender;
  ageDivision: AgeDivision;
  ntrpRating: NtrpRating;
  ratingType: RatingType;
  formats: LeagueFormat[];
  leagues: { id: string; name: string }[];
  days: Weekday[];
  times: DayTime[];
  play: PlayPreference;
  notes: string;
  status: LookingStatus;
  /** The account the request came from (signed in), if any. */
  userId: string | null;
  placedTeam: { id: string; name: string } | null;
  expiresOn: string;
  createdAt: string;
  updatedAt: string;
}

export type LookingForTeamPage = Page<LookingForTeamEntry>;

export const lookingEventKinds = [
  'filed',
  'contacted',
  'placed',
  'withdrawn',
  'expired',
  'reopened',
] as const;
export type LookingEventKind = (typeof lookingEventKinds)[number];

/** One line of a request's history: who did what, when. */
export interface LookingForTeamEvent {
  id: string;
  kind: LookingEventKind;
  at: string;
  /** Null for the player themselves (filing, the withdraw link) and the system (expiry). */
  actorName: string | null;
  method: ContactMethod | null;
  team: { id: string; name: string } | null;
  note: string;
}

/** A team that could take the player: its league fits, its roster has room. */
export interface TeamSuggestion {
  teamId: string;
  teamName: string;
  leagueId: string;
  leagueName: string;
  rosterCount: number;
  rosterMax: number;
  captainName: string | null;
  /** Why it fits, e.g. "3.5 women's 18 & over; you may play up one level". */
  reason: string;
}

export interface LookingForTeamDetail {
  entry: LookingForTeamEntry;
  history: LookingForTeamEvent[];
  suggestions: TeamSuggestion[];
}

/** POST /api/admin/looking-for-team/:id/contacts: a rep records that they got in touch. */
export const recordContactSchema = z.object({
  method: z.enum(contactMethods, { error: 'How did you get in touch?' }),
  note: z.string().trim().max(2000, 'The note can be at most 2000 characters.'),
});
export type RecordContactInput = z.infer<typeof recordContactSchema>;

/** POST /api/admin/looking-for-team/:id/place */
export const placePlayerSchema = z.object({
  teamId: z.uuid('Choose a team.'),
  note: z.string().trim().max(2000, 'The note can be at most 2000 characters.'),
});
export type PlacePlayerInput = z.infer<typeof placePlayerSchema>;

/** POST /api/admin/looking-for-team/:id/withdraw (a rep, e.g. after a phone call). */
export const closeRequestSchema = z.object({
  note: z.string().trim().max(2000, 'The note can be at most 2000 characters.'),
});
export type CloseRequestInput = z.infer<typeof closeRequestSchema>;

/** The withdraw link's token (GET to show, POST to act: mail scanners open every link). */
export const withdrawTokenSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete.' })
    .min(10, 'The link is incomplete.')
    .max(200, 'The link is not valid.'),
});
export type WithdrawTokenInput = z.infer<typeof withdrawTokenSchema>;

export interface WithdrawLinkInfo {
  name: string;
  status: LookingStatus;
  createdAt: string;
}

export interface WithdrawResult {
  message: string;
  status: LookingStatus;
}
