import type { MemberState } from '../membership-state';
import type { PlayerGender, RatingType } from '../player-labels';
import type { AgeDivision, EligibilityIssue, EligibilityRules, LeagueGender } from '../tennis/eligibility';
import {
  ageDivisions,
  eligibilityLeagueSchema,
  eligibilityRulesSchema,
  leagueGenders,
  leagueLevelSchema,
} from '../tennis/eligibility';
import type { TieFormat } from '../tennis/match-format';
import { tieFormatSchema } from '../tennis/match-format';
import { type Weekday, weekdays } from '../weekdays';
import { z } from '../zod';
import { searchSchema, sortedPage } from './paging';
import { queryInteger } from './query-integer';

/*
 * Leagues, teams and rosters (issue 10 §1–4): the forms' and the API's schemas, and what the API
 * answers. A league's eligibility rules and match format are the shared tennis types; its gender,
 * age division, level and roster sizes are read from the rules (one source).
 */

export const leagueProviders = ['usta', 'club'] as const;
export type LeagueProvider = (typeof leagueProviders)[number];
export const leagueProviderLabels: Record<LeagueProvider, string> = { usta: 'USTA', club: 'Intra-club' };

export const leagueSeasons = ['spring', 'summer', 'fall'] as const;
export type LeagueSeason = (typeof leagueSeasons)[number];
export const leagueSeasonLabels: Record<LeagueSeason, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
};

export const teamStatuses = ['submitted', 'approved', 'active', 'rejected'] as const;
export type TeamStatus = (typeof teamStatuses)[number];
export const teamStatusLabels: Record<TeamStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  active: 'Active',
  rejected: 'Rejected',
};

export const listPageSize = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
const optionalDate = z.union([z.literal(''), isoDate]).transform((v) => (v === '' ? null : v));
const userId = z.string().trim().min(1).max(100);
const optionalUserId = z.union([z.literal(''), userId]).transform((v) => (v === '' ? null : v));

/** POST /api/admin/leagues and the league form; PATCH takes the same whole league. */
export const leagueInputSchema = z
  .object({
    name: z.string().trim().min(3, 'Please name the league.').max(120, 'At most 120 characters.'),
    provider: z.enum(leagueProviders, { error: 'Choose USTA or intra-club.' }),
    season: z.enum(leagueSeasons, { error: 'Choose spring, summer or fall.' }),
    year: z
      .number({ error: 'Enter the league year.' })
      .int('The year is a whole number.')
      .min(2000, 'The year is 2000 or later.')
      .max(2100, 'The year is 2100 or earlier.'),
    teamNumberDeadline: optionalDate,
    rosterDeadline: optionalDate,
    startsOn: optionalDate,
    endsOn: optionalDate,
    coordinatorId: optionalUserId,
    notes: z.string().trim().max(2000, 'Notes can be at most 2000 characters.').default(''),
    gender: z.enum(leagueGenders, { error: "Choose men's, women's or mixed." }),
    ageDivision: z.enum(ageDivisions, { error: 'Choose an age division: 18+, 40+, 55+ or 65+.' }),
    level: leagueLevelSchema,
    minRoster: z.number({ error: 'Enter the minimum roster size.' }).int().min(1).max(60),
    maxRoster: z.number({ error: 'Enter the maximum roster size.' }).int().min(1).max(60),
    matchFormat: tieFormatSchema,
    eligibilityRules: eligibilityRulesSchema,
  })
  .superRefine((l, ctx) => {
    if (l.startsOn && l.endsOn && l.endsOn < l.startsOn) {
      ctx.addIssue({ code: 'custom', message: 'The league cannot end before it starts.', path: ['endsOn'] });
    }
    // The shared rules check the level, roster sizes and rules together; their paths map onto the form's.
    const checked = eligibilityLeagueSchema.safeParse({ ...l, rules: l.eligibilityRules });
    for (const issue of checked.success ? [] : checked.error.issues) {
      const [head, ...rest] = issue.path;
      const path = head === 'rules' ? ['eligibilityRules', ...rest] : issue.path;
      if (head !== 'rules' || rest.length > 0) ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  });
export type LeagueInput = z.input<typeof leagueInputSchema>;
export type LeagueValues = z.output<typeof leagueInputSchema>;

export const leagueSortKeys = ['name', 'season', 'level', 'gender', 'teams', 'rosterDeadline'] as const;
export type LeagueSortKey = (typeof leagueSortKeys)[number];

const search = searchSchema.optional();
const yearFilter = queryInteger(
  'The year must be a number.',
  z.number().int().min(2000).max(2100),
).optional();

export const leagueListQuerySchema = z.object({
  q: search,
  year: yearFilter,
  season: z.enum(leagueSeasons).optional(),
  ...sortedPage(leagueSortKeys, 'season', 'asc'),
});
export type LeagueListQuery = z.infer<typeof leagueListQuerySchema>;

export interface LeagueSummary {
  id: string;
  name: string;
  provider: LeagueProvider;
  season: LeagueSeason;
  year: number;
  gender: LeagueGender;
  ageDivision: AgeDivision;
  /** '3.5', '5.0+', or a combined level such as '7.0' (then eligibilityRules.combined is set). */
  level: string;
  /** For people: '3.5', '7.0 combined'. */
  levelLabel: string;
  teamNumberDeadline: string | null;
  rosterDeadline: string | null;
  minRoster: number;
  maxRoster: number;
  startsOn: string | null;
  endsOn: string | null;
  coordinator: { id: string; name: string } | null;
  teamCount: number;
  /** Registration open: the team-number deadline has not passed (or there is none). */
  isOpen: boolean;
}

export interface League extends LeagueSummary {
  notes: string;
  matchFormat: TieFormat;
  eligibilityRules: EligibilityRules;
  updatedAt: string;
}

/** A member to pick (captain, co-captain, coordinator, roster player). */
export interface MemberOption {
  id: string;
  name: string;
  ntrpRating: string | null;
}

export const memberOptionsQuerySchema = z.object({
  q: searchSchema.default(''),
});

// ————— Teams —————

const teamName = z.string().trim().min(2, 'Please name the team.').max(80, 'At most 80 characters.');
const preferredDays = z.array(z.enum(weekdays, { error: 'Choose days of the week.' })).max(7);
const preferredTimes = z.string().trim().max(200, 'At most 200 characters.');
const homeCourtId = z.union([z.literal(''), z.uuid('Choose a court location.')]).transform((v) => v || null);

/** POST /api/teams: a captain registers a team for an open league. */
export const teamRegistrationSchema = z.object({
  leagueId: z.uuid('Choose a league.'),
  name: teamName,
  /** Empty: the person registering captains the team. */
  captainId: optionalUserId.prefault(''),
  coCaptainId: optionalUserId.prefault(''),
  homeCourtId: homeCourtId.prefault(''),
  preferredDays: preferredDays.default([]),
  preferredTimes: preferredTimes.default(''),
  playerIds: z.array(userId).max(60, 'At most 60 players.').default([]),
});
export type TeamRegistrationInput = z.input<typeof teamRegistrationSchema>;

/** PATCH /api/teams/:id: what a captain may change on their own team. */
export const teamUpdateSchema = z
  .object({
    name: teamName,
    coCaptainId: optionalUserId,
    homeCourtId,
    preferredDays,
    preferredTimes,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type TeamUpdateInput = z.input<typeof teamUpdateSchema>;

/** The USTA's team numbers are 10 digits. */
export const ustaTeamNumberSchema = z
  .string()
  .trim()
  .regex(/^(\d{10})?$/, 'A USTA team number is 10 digits.')
  .transform((v) => v || null);

/** POST /api/admin/teams/:id/decision: the coordinator's approve / reject / activate. */
export const teamDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve'), ustaTeamNumber: ustaTeamNumberSchema.prefault('') }),
    z.object({
      action: z.literal('reject'),
      reason: z
        .string()
        .trim()
        .min(5, 'Please give the captain a reason.')
        .max(1000, 'At most 1000 characters.'),
    }),
    z.object({ action: z.literal('activate') }),
  ],
  { error: 'Choose approve, reject or activate.' },
);
export type TeamDecisionInput = z.input<typeof teamDecisionSchema>;

/** A flight within a league ('A', 'Flight 2'…); '' = the league is one flight. */
export const teamFlightSchema = z
  .string()
  .trim()
  .max(20, 'A flight name is at most 20 characters.')
  .regex(/^[\p{L}\p{N} .'-]*$/u, 'Use letters, digits and spaces for the flight.');

/** PATCH /api/admin/usta-teams/:id: the team number, and the flight when given. */
export const teamNumberSchema = z.object({
  ustaTeamNumber: ustaTeamNumberSchema,
  flight: teamFlightSchema.optional(),
});
export type TeamNumberInput = z.input<typeof teamNumberSchema>;

export const teamSortKeys = ['name', 'league', 'level', 'status', 'captain', 'roster', 'number'] as const;
export type TeamSortKey = (typeof teamSortKeys)[number];

export const teamListQuerySchema = z.object({
  q: search,
  year: yearFilter,
  season: z.enum(leagueSeasons).optional(),
  leagueId: z.uuid('Unknown league.').optional(),
  level: z.string().trim().max(20).optional(),
  captainId: z.string().trim().max(100).optional(),
  status: z.enum(teamStatuses).optional(),
  ...sortedPage(teamSortKeys, 'league', 'asc'),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export interface DeadlineState {
  date: string | null;
  /** 'met' (done), 'missed' (passed and not done), 'open' (ahead), 'none' (no deadline). */
  state: 'met' | 'missed' | 'open' | 'none';
}

export interface TeamSummary {
  id: string;
  name: string;
  league: { id: string; name: string; season: LeagueSeason; year: number; level: string };
  ustaTeamNumber: string | null;
  /** The team's flight in its league, set by the coordinator ('' = not split into flights). */
  flight: string;
  status: TeamStatus;
  rejectionReason: string | null;
  captain: { id: string; name: string } | null;
  coCaptain: { id: string; name: string } | null;
  rosterCount: number;
  minRoster: number;
  maxRoster: number;
  teamNumberDeadline: DeadlineState;
  rosterDeadline: DeadlineState;
}

export interface Team extends TeamSummary {
  homeCourt: { id: string; name: string } | null;
  preferredDays: Weekday[];
  preferredTimes: string;
  createdAt: string;
}

// ————— Rosters —————

/**
 * `direct`: league staff and the league's coordinator put a member on the roster without asking
 * (recorded in the roster's history); otherwise the player gets an invitation to accept.
 */
const direct = z.boolean({ error: 'direct is true or false.' }).default(false);

/** A member invited (or, by league staff, added directly): the roster page's first form. */
export const rosterInviteMemberSchema = z.object({
  userId: z.string().trim().min(1, 'Choose a member to invite.').max(100),
  direct,
});
export type RosterInviteMemberInput = z.input<typeof rosterInviteMemberSchema>;

/** A player invited by e-mail (no account yet): the roster page's second form. */
export const rosterInviteByEmailSchema = z.object({
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254),
  name: z.string().trim().min(2, 'Please enter the player’s name.').max(120),
  direct,
});
export type RosterInviteByEmailInput = z.input<typeof rosterInviteByEmailSchema>;

/** POST /api/teams/:id/roster: invite a member by id, or someone by e-mail. */
export const rosterAddSchema = z.union([rosterInviteMemberSchema, rosterInviteByEmailSchema], {
  error: 'Choose a member or enter an e-mail address.',
});
export type RosterAddInput = z.input<typeof rosterAddSchema>;

export const rosterInvitationDecisions = ['accept', 'decline'] as const;
export type RosterInvitationDecision = (typeof rosterInvitationDecisions)[number];

/** The player's (or, for a request, the captain's) answer to a pending roster place. */
export const rosterInvitationDecisionSchema = z.object({
  decision: z.enum(rosterInvitationDecisions, { error: 'Choose accept or decline.' }),
});

const linkToken = z.string().min(1, 'This link is incomplete.').max(400);
export const rosterInvitationLinkQuerySchema = z.object({ token: linkToken });
export const rosterInvitationLinkAnswerSchema = rosterInvitationDecisionSchema.extend({ token: linkToken });
export type RosterInvitationLinkAnswer = z.input<typeof rosterInvitationLinkAnswerSchema>;

export type RosterInvitationKind = 'invitation' | 'request';
export type RosterInvitationStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** A place offered on the roster page: invited by a captain, or asked for by the player. */
export interface RosterInvitation {
  id: string;
  kind: RosterInvitationKind;
  /** As the captain typed or picked it (a request: the member's name). */
  name: string;
  userId: string | null;
  /** An invitation by e-mail: the address the captain typed (also when it is a member's). */
  email: string | null;
  /** A request's player rating, for the captain deciding. */
  ntrpRating: string | null;
  asCoCaptain: boolean;
  createdAt: string;
  createdByName: string | null;
}

export type RosterEventKind =
  | 'invited'
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'added_directly'
  | 'removed';

export const rosterEventLabels: Record<RosterEventKind, string> = {
  invited: 'invited',
  requested: 'asked to join',
  accepted: 'joined (accepted)',
  declined: 'declined',
  withdrawn: 'invitation withdrawn',
  added_directly: 'added directly',
  removed: 'removed',
};

/** One line of the roster's history (the audit trail). */
export interface RosterHistoryEntry {
  id: string;
  kind: RosterEventKind;
  playerName: string;
  actorName: string | null;
  at: string;
}

/** The signed-in member's pending places (the notice on their profile). */
export interface MyRosterInvitation {
  id: string;
  kind: RosterInvitationKind;
  team: { id: string; name: string; leagueName: string };
  captainName: string | null;
  createdByName: string | null;
  asCoCaptain: boolean;
  createdAt: string;
}

/** GET /api/roster-invitations/link: what the e-mailed link's page shows before the player answers. */
export interface RosterInvitationLink {
  status: RosterInvitationStatus;
  name: string;
  teamName: string;
  leagueName: string;
  captainName: string | null;
  invitedByName: string | null;
  asCoCaptain: boolean;
}

export interface RosterInvitationAnswer {
  status: RosterInvitationStatus;
  message: string;
  /** Accepted: the team's schedule (where a player with an account goes next). */
  teamId: string | null;
}

export interface RosterPlayer {
  entryId: string;
  userId: string | null;
  name: string;
  /** Accepted an invitation by e-mail and has no account with that address yet. */
  isWithoutAccount: boolean;
  isCaptain: boolean;
  isCoCaptain: boolean;
  ntrpRating: string | null;
  ratingType: RatingType | null;
  ratingYear: number | null;
  gender: PlayerGender | null;
  ustaNumber: string | null;
  ustaExpiresOn: string | null;
  /** Club membership (issue 9), computed today. */
  membershipState: MemberState;
  /** What this player lets the viewer see (their privacy settings); null when nothing. */
  contact: { email: string | null; phone: string | null } | null;
  issues: EligibilityIssue[];
}

export interface Roster {
  team: Team;
  players: RosterPlayer[];
  /** Roster-wide rules (size, share at level, genders). */
  issues: EligibilityIssue[];
  /** Some player's contact is shown to this viewer. */
  canSeeContacts: boolean;
  /** Places offered and not answered yet (the captain sees "Invited"). */
  invitations: RosterInvitation[];
  /** The latest roster changes, newest first. */
  history: RosterHistoryEntry[];
  /** The viewer may add members without asking them (league staff, the league's coordinator). */
  canAddDirectly: boolean;
}

export const rostersQuerySchema = z.object({
  q: search,
  year: yearFilter,
  season: z.enum(leagueSeasons).optional(),
});
export type RostersQuery = z.infer<typeof rostersQuerySchema>;

// ————— Coordination desk —————

export interface CoordinationTeam extends TeamSummary {
  missingRatings: number;
  missingUstaNumbers: number;
  eligibilityErrors: number;
  /** Players also on another team of the league in the same flight (one team per flight). */
  flightClashes: string[];
  problems: string[];
}

export interface CoordinationLeague {
  league: LeagueSummary;
  teams: CoordinationTeam[];
  /** Deadlines not passed yet, soonest first. */
  deadlinesAhead: { what: string; date: string }[];
}

export const coordinationQuerySchema = z.object({
  q: search,
  year: yearFilter,
  season: z.enum(leagueSeasons).optional(),
});
export type CoordinationQuery = z.infer<typeof coordinationQuerySchema>;

/** POST /api/admin/leagues/:id/message: one e-mail to every captain and co-captain of the league. */
export const captainsMessageSchema = z.object({
  subject: z.string().trim().min(3, 'Please enter a subject.').max(150, 'At most 150 characters.'),
  message: z.string().trim().min(10, 'Please write a message.').max(5000, 'At most 5000 characters.'),
});
export type CaptainsMessageInput = z.input<typeof captainsMessageSchema>;
