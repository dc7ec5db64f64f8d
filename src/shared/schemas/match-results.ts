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

export type AvailabilityAnswer = 'yes' | 'no' | 'maybe';

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
