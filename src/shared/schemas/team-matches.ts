import { isWallTime } from '../club-time';
import type { EligibilityIssue } from '../tennis/eligibility';
import type { LineupIssue } from '../tennis/lineup';
import type { LineType } from '../tennis/match-format';
import {
  type LineScore,
  type LineStatus,
  lineScoreSchema,
  lineStatusSchema,
  type Side,
} from '../tennis/score';
import {
  type PlayerRecord,
  type StandingsCriterion,
  standingsRulesSchema,
  type TeamStanding,
} from '../tennis/standings';
import { z } from '../zod';

/*
 * Match day (issue 11 §1–2): the schedule's and the availability's forms and API answers.
 * Times are typed on the club's clock ("2026-11-28T18:30") and stored in UTC.
 */

export const teamMatchStatuses = ['scheduled', 'postponed', 'cancelled'] as const;
export type TeamMatchStatus = (typeof teamMatchStatuses)[number];
export const teamMatchStatusLabels: Record<TeamMatchStatus, string> = {
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

export const availabilityAnswers = ['yes', 'no', 'maybe'] as const;
export type AvailabilityAnswer = (typeof availabilityAnswers)[number];
export const availabilityAnswerLabels: Record<AvailabilityAnswer, string> = {
  yes: 'Yes',
  no: 'No',
  maybe: 'Maybe',
};

const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `Keep the ${what} under ${max} characters.`).default('');

export const teamMatchInputSchema = z
  .object({
    startsAt: z
      .string({ error: 'Enter the date and time of the match.' })
      .trim()
      .refine(isWallTime, 'Enter the date and time of the match.'),
    isHome: z.boolean({ error: 'Say whether the match is at home or away.' }),
    opponentTeam: z
      .string({ error: "Enter the opponent team's name." })
      .trim()
      .min(1, "Enter the opponent team's name.")
      .max(120, 'Keep the team name under 120 characters.'),
    opponentClub: optionalText(120, 'club name'),
    /** One of our court locations, or '' for an address. */
    courtId: z.union([z.uuid('Choose one of the court locations.'), z.literal('')]).default(''),
    address: optionalText(300, 'address'),
    notes: optionalText(2000, 'notes'),
    status: z.enum(teamMatchStatuses, { error: 'Choose a status.' }).default('scheduled'),
  })
  .superRefine((m, ctx) => {
    if (!m.courtId && !m.address) {
      ctx.addIssue({
        code: 'custom',
        message: 'Choose a court location or enter an address.',
        path: ['address'],
      });
    }
  });
export type TeamMatchInput = z.input<typeof teamMatchInputSchema>;
export type TeamMatchValues = z.output<typeof teamMatchInputSchema>;

export const scheduleImportSchema = z.object({
  csv: z
    .string({ error: 'Paste or choose a CSV schedule.' })
    .min(1, 'Paste or choose a CSV schedule.')
    .max(100_000, 'The schedule is too long: at most 100 000 characters.'),
  /** false: check and preview only; true: add every row, or none when any row is wrong. */
  isCommit: z.boolean().default(false),
});
export type ScheduleImportInput = z.input<typeof scheduleImportSchema>;

export const matchSettingsSchema = z.object({
  cutoffHours: z
    .number({ error: 'Enter the cut-off in hours.' })
    .int('Enter whole hours.')
    .min(0, 'The cut-off cannot be negative.')
    .max(336, 'The cut-off can be at most 336 hours (two weeks).'),
  reminderDays: z
    .array(
      z
        .number({ error: 'Enter reminder days as numbers.' })
        .int('Enter whole days.')
        .min(1, 'Reminders go at least 1 day before.')
        .max(30, 'Reminders go at most 30 days before.'),
    )
    .max(4, 'At most 4 reminders per match.')
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
});
export type MatchSettingsInput = z.input<typeof matchSettingsSchema>;

export const availabilityAnswerSchema = z.object({
  answer: z.enum(availabilityAnswers, { error: 'Choose yes, no or maybe.' }),
  note: optionalText(300, 'note'),
});
export type AvailabilityAnswerInput = z.input<typeof availabilityAnswerSchema>;

/** A published-lineup player withdraws from the match (issue 22 §3): the reason is optional. */
export const withdrawFromMatchSchema = z.object({
  reason: optionalText(300, 'reason'),
});
export type WithdrawFromMatchInput = z.input<typeof withdrawFromMatchSchema>;

export const availabilityLinkQuerySchema = z.object({
  token: z.string().min(1, 'This link is incomplete.').max(400),
});

export const availabilityLinkAnswerSchema = availabilityAnswerSchema.extend({
  token: z.string().min(1, 'This link is incomplete.').max(400),
});
export type AvailabilityLinkAnswerInput = z.input<typeof availabilityLinkAnswerSchema>;

export const calendarFeedQuerySchema = z.object({ key: z.string().max(400).default('') });

// ————— Answers —————

export interface TeamMatch {
  id: string;
  teamId: string;
  startsAt: string;
  isHome: boolean;
  opponentTeam: string;
  opponentClub: string;
  courtId: string | null;
  /** The court's name and address, or the typed address. */
  placeName: string;
  address: string;
  notes: string;
  status: TeamMatchStatus;
  /** Answers lock at this instant (the team's cut-off). */
  locksAt: string;
  isOpen: boolean;
}

export interface MyAvailability {
  answer: AvailabilityAnswer;
  note: string;
  answeredAt: string;
}

export interface ScheduleMatch extends TeamMatch {
  /** The viewer's own answer (a roster player), null when not answered or not on the roster. */
  myAnswer: MyAvailability | null;
  yesCount: number;
}

export interface MatchSettings {
  cutoffHours: number;
  reminderDays: number[];
}

export interface TeamScheduleTeam {
  id: string;
  name: string;
  leagueName: string;
  /** Lines of a team match in the league's format (S1, S2, D1…) and the players they need. */
  lines: string[];
  playersNeeded: number;
}

export interface TeamSchedule {
  team: TeamScheduleTeam;
  settings: MatchSettings;
  matches: ScheduleMatch[];
  /** The viewer is on the roster (may answer). */
  isPlayer: boolean;
  /** The viewer may schedule, import and see the grid. */
  canManage: boolean;
  /**
   * The viewer's own subscribable calendar address (a key of their roster place: it stops working
   * when they leave the roster or rotate it); null for a viewer who is not on the roster.
   */
  calendarUrl: string | null;
  courts: { id: string; name: string }[];
  /** The team's players, with what each shares with this viewer (their privacy settings). */
  players: TeamPlayer[];
}

/** A player of the team as a teammate (or captain, or league staff) sees them. */
export interface TeamPlayer {
  name: string;
  isCaptain: boolean;
  /** Null where the player keeps it from this viewer. */
  email: string | null;
  phone: string | null;
}

export interface MatchPage {
  match: TeamMatch;
  team: TeamScheduleTeam;
  myAnswer: MyAvailability | null;
  isPlayer: boolean;
  canManage: boolean;
  /** The viewer may build this match's lineup (a captain of the team, or league staff). */
  canEditLineup: boolean;
  /** The viewer may open the score sheet (captains, the league's coordinator, league staff). */
  canOpenScore: boolean;
  /** The viewer is on the published lineup and the match has not started: they may withdraw. */
  canWithdraw: boolean;
  /** When the viewer withdrew from this match (their answer is then "no"). */
  withdrawnAt: string | null;
  mapLinks: { openStreetMap: string; googleMaps: string } | null;
}

export interface AvailabilityGridPlayer {
  rosterEntryId: string;
  name: string;
}

export interface AvailabilityGridCell {
  matchId: string;
  rosterEntryId: string;
  answer: AvailabilityAnswer;
  note: string;
}

export interface AvailabilityGrid {
  team: TeamScheduleTeam;
  players: AvailabilityGridPlayer[];
  matches: (TeamMatch & { yesCount: number; noAnswerCount: number })[];
  answers: AvailabilityGridCell[];
}

export interface ScheduleImportRow {
  line: number;
  values: TeamMatchValues | null;
  errors: string[];
}

export interface ScheduleImportResult {
  rows: ScheduleImportRow[];
  hasErrors: boolean;
  /** How many matches were added (0 on a preview or when any row is wrong). */
  added: number;
}

export interface AvailabilityLinkView {
  playerName: string;
  teamName: string;
  match: TeamMatch;
  recorded: MyAvailability | null;
  /** The published lineup's read-only address (null until published). */
  lineupPath: string | null;
  /** A player rostered by e-mail with no account yet: that address, to offer the sign-up with it. */
  invitedEmail: string | null;
}

/**
 * The match as its signed e-mail link shows it (issue 21 §1): what the member's match page shows
 * a player, read-only, for a rostered player who may have no account. Names only: no other
 * player's ids or contact, and the captains' contact only as each captain lets teammates see it.
 */
export interface SignedMatchView extends AvailabilityLinkView {
  team: TeamScheduleTeam;
  mapLinks: { openStreetMap: string; googleMaps: string } | null;
  /** The published lineup (null until published); the link's own player is marked. */
  lineup: {
    lines: { lineId: string; players: { name: string; isMe: boolean }[] }[];
    alternates: { name: string; isMe: boolean }[];
    note: string;
  } | null;
  captains: { name: string; email: string | null; phone: string | null }[];
}

/*
 * Lineups, scores and standings of team matches (issue 11 §3–4). Side 1 of a score is the home
 * team (the shared tennis convention); the forms label the sides with the teams' names.
 */

const playerId = z.string().trim().min(1).max(64);

export const lineupInputSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.string().trim().toUpperCase().min(1).max(4),
        playerIds: z.array(playerId).max(2, 'A line has at most two players.'),
      }),
    )
    .max(12),
  alternates: z.array(playerId).max(20, 'At most 20 alternates.').default([]),
  note: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
});
export type LineupInput = z.input<typeof lineupInputSchema>;
export type LineupValues = z.output<typeof lineupInputSchema>;

export interface MatchHeading {
  id: string;
  startsAt: string;
  isHome: boolean;
  opponentTeam: string;
  opponentClub: string;
  status: string;
  teamId: string;
  teamName: string;
  leagueId: string;
  leagueName: string;
  /** Home team first, as scores are written. */
  homeName: string;
  awayName: string;
}

export interface LineupPlayer {
  id: string;
  name: string;
}

export interface LineupCandidate {
  userId: string;
  name: string;
  ntrpRating: string | null;
  /** The player's answer for this match; null when they have not answered. */
  availability: AvailabilityAnswer | null;
  /** Their own eligibility problems in this league (errors refuse them on a line). */
  issues: EligibilityIssue[];
}

export interface LineupLineView {
  lineId: string;
  type: LineType;
  players: LineupPlayer[];
}

export interface Lineup {
  match: MatchHeading;
  status: 'none' | 'draft' | 'published';
  lines: LineupLineView[];
  alternates: LineupPlayer[];
  note: string;
  publishedAt: string | null;
  /** The read-only link's path (/lineups/<token>), once published. */
  sharePath: string | null;
  /** Warnings of the saved lineup by path ('lines.2'): shown, not refused. */
  warnings: LineupIssue[];
}

export interface LineupBuilder extends Lineup {
  candidates: LineupCandidate[];
}

// ————— Scores —————

export const scoreLineInputSchema = z.object({
  lineId: z.string().trim().toUpperCase().min(1).max(4),
  status: lineStatusSchema,
  score: lineScoreSchema,
  /** Needed for retired, defaulted, walkover and a level timed line; else derived. */
  winningSide: z
    .union([z.literal(1), z.literal(2)], { error: 'The winning side is the home or the visiting team.' })
    .nullable()
    .default(null),
  /** The other club's players, as names (they have no accounts here). */
  opponentPlayers: z.array(z.string().trim().max(120, 'At most 120 characters.')).max(2).default([]),
});

/** PUT /api/team-matches/:id/score: every line, from our team's side (side 1 = our team). */
export const scoreSheetInputSchema = z.object({
  lines: z.array(scoreLineInputSchema).min(1, 'Enter the lines’ scores.').max(12),
});
export type ScoreSheetInput = z.input<typeof scoreSheetInputSchema>;
export type ScoreSheetValues = z.output<typeof scoreSheetInputSchema>;

export const scoreDisputeSchema = z.object({
  note: z
    .string({ error: 'Say what is wrong with the score.' })
    .trim()
    .min(3, 'Say what is wrong with the score.')
    .max(1000, 'At most 1000 characters.'),
});
export type ScoreDisputeInput = z.input<typeof scoreDisputeSchema>;

export const scoreSheetStates = ['entered', 'confirmed', 'disputed'] as const;
export type ScoreSheetState = (typeof scoreSheetStates)[number];

/** A line as the captain enters and reads it: from our team's side (side 1 = our team, home or away). */
export interface ScoreLineView {
  lineId: string;
  type: LineType;
  formatCode: string;
  status: LineStatus;
  score: LineScore;
  winningSide: Side | null;
  /** "7-6(5) 3-6 1-0(10-8)" from the home side. */
  scoreText: string;
  ourPlayers: LineupPlayer[];
  opponentPlayers: string[];
}

export interface ScoreEvent {
  action: 'entered' | 'confirmed' | 'disputed';
  byName: string;
  at: string;
  note: string;
}

export interface ScoreSheet {
  match: MatchHeading;
  /** The tie format's lines, to enter: id, type, scoring format code. */
  formatLines: { lineId: string; type: LineType; formatCode: string; formatText: string }[];
  /** Our players per line from the lineup (published or draft), to prefill the sheet. */
  lineupPlayers: Record<string, LineupPlayer[]>;
  state: ScoreSheetState | 'none';
  lines: ScoreLineView[];
  enteredBy: string | null;
  confirmedBy: string | null;
  disputeNote: string;
  /** Team-match points per side (home, away) and the winner, once entered. */
  outcome: { points: [number, number]; winner: Side | null; decidedBy: string } | null;
  history: ScoreEvent[];
  /** What the viewer may do now (the server decides again when they do it). */
  can: { enter: boolean; confirm: boolean; dispute: boolean };
}

// ————— Standings —————

export const standingsRulesInputSchema = standingsRulesSchema;
export type StandingsRulesInput = z.input<typeof standingsRulesInputSchema>;

export interface PlayerRecordView extends PlayerRecord {
  name: string;
  teamName: string;
}

export interface LeagueStandings {
  league: { id: string; name: string; levelText: string };
  order: StandingsCriterion[];
  retiredScoring: 'completed' | 'asPlayed';
  /** Our teams are marked; opponents come from the matches' opponent names. */
  rows: (TeamStanding & { isClubTeam: boolean })[];
  players: PlayerRecordView[];
  /** Confirmed team matches counted. */
  matchesCounted: number;
  canConfigure: boolean;
}

export interface TeamStandings {
  teamId: string;
  teamName: string;
  standings: LeagueStandings;
}
