import { isDateOnly, isWallTime } from '../club-time';
import { type DrawKind, drawKinds, maxGroupSize, minGroupSize } from '../tennis/draws';
import { matchFormatCodeSchema } from '../tennis/match-format';
import {
  type LineScore,
  type LineStatus,
  lineScoreSchema,
  lineStatusSchema,
  type Side,
} from '../tennis/score';
import type { DecidedBy } from '../tennis/standings';
import { z } from '../zod';

/*
 * Tournament draws, order of play and results (issue 23 §1–2): the organiser's forms and the
 * answers of the public bracket, the order of play and a player's match page.
 */

export const makeDrawSchema = z.object({
  kind: z.enum(drawKinds, { error: 'Choose the kind of draw.' }),
  /** 'rating': the highest NTRP ratings are seeded; 'organiser': the seeds given below. */
  seeding: z.enum(['rating', 'organiser'], { error: 'Choose how seeds are picked.' }).default('rating'),
  seedCount: z
    .number({ error: 'Seeds are a whole number.' })
    .int('Seeds are a whole number.')
    .min(0, 'Seeds cannot be negative.')
    .max(32, 'At most 32 seeds.')
    .optional(),
  /** Registration id → seed number (organiser seeding). */
  seeds: z
    .array(z.object({ registrationId: z.uuid(), seed: z.number().int().min(1).max(32) }))
    .max(32)
    .default([]),
  groupSize: z
    .number({ error: 'Group size is a whole number.' })
    .int('Group size is a whole number.')
    .min(minGroupSize, `Groups have at least ${minGroupSize} players.`)
    .max(maxGroupSize, `Groups have at most ${maxGroupSize} players.`)
    .default(4),
  formatCode: matchFormatCodeSchema.default('SET3-S:6/TB7'),
});
export type MakeDrawInput = z.input<typeof makeDrawSchema>;

/** Swap two lines of a draft bracket (either may be a bye) or two players of draft groups. */
export const swapDrawSchema = z.object({
  a: z.string().min(1).max(64),
  b: z.string().min(1).max(64),
});
export type SwapDrawInput = z.input<typeof swapDrawSchema>;

export const withdrawEntrySchema = z.object({
  entryId: z.uuid({ error: 'Choose the entry that withdraws.' }),
  outcome: z.enum(['walkover', 'luckyLoser'], { error: 'Choose walkover or lucky loser.' }),
  /** Lucky loser: a loser of the draw (entry id) or a waitlisted entry (registration id). */
  replacementEntryId: z.uuid().optional(),
  replacementRegistrationId: z.uuid().optional(),
});
export type WithdrawEntryInput = z.input<typeof withdrawEntrySchema>;

export const scheduleMatchSchema = z.object({
  /** On the club's clock, e.g. "2026-11-28T10:00"; '' clears the time. */
  startsAt: z
    .string()
    .trim()
    .refine((v) => v === '' || isWallTime(v), 'Enter the date and time of the match.'),
  courtId: z.uuid().nullable().default(null),
  courtText: z.string().trim().max(60, 'At most 60 characters.').default(''),
});
export type ScheduleMatchInput = z.input<typeof scheduleMatchSchema>;

export const drawResultInputSchema = z.object({
  status: lineStatusSchema.default('COMPLETED'),
  score: lineScoreSchema,
  winningSide: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  /** The match's version the score was read at (a confirmation must match it). */
  version: z.number().int().min(1).optional(),
});
export type DrawResultInput = z.input<typeof drawResultInputSchema>;

export const confirmResultSchema = z.object({ version: z.number().int().min(1) });
export type ConfirmResultInput = z.input<typeof confirmResultSchema>;

export const orderOfPlayQuerySchema = z.object({
  date: z.string().refine(isDateOnly, 'Choose a day.').optional(),
});

// ————— Answers —————

export interface DrawEntryView {
  id: string;
  name: string;
  seed: number | null;
  rating: string;
  group: string | null;
  isLuckyLoser: boolean;
  isWithdrawn: boolean;
}

export type DrawMatchState = 'waiting' | 'ready' | 'entered' | 'confirmed' | 'bye';

export interface DrawMatchView {
  id: string;
  structure: 'main' | 'consolation' | 'group';
  group: string | null;
  round: number;
  position: number;
  roundName: string;
  side1: DrawEntryView | null;
  side2: DrawEntryView | null;
  state: DrawMatchState;
  status: LineStatus | null;
  winningSide: Side | null;
  score: LineScore | null;
  /** "6-4 7-6(5)" from the winner's side, or "W/O", "ret." added. */
  scoreText: string;
  /** The side that entered a score awaiting confirmation. */
  enteredSide: Side | null;
  startsAt: string | null;
  courtText: string;
  courtName: string | null;
  version: number;
}

export interface GroupTableRow {
  entryId: string;
  name: string;
  rank: number;
  played: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  decidedBy: DecidedBy | null;
}

export interface DrawView {
  id: string;
  divisionId: string;
  divisionName: string;
  kind: DrawKind;
  status: 'draft' | 'published';
  formatCode: string;
  formatText: string;
  size: number;
  rounds: number;
  entries: DrawEntryView[];
  matches: DrawMatchView[];
  groups: { group: string; table: GroupTableRow[] }[];
  /** The viewer's own entries in this draw (their path is highlighted). */
  myEntryIds: string[];
  championName: string | null;
}

export interface DivisionDrawsView {
  divisionId: string;
  divisionName: string;
  confirmedCount: number;
  /** The confirmed entries (the organiser seeds from them). */
  entries: { registrationId: string; name: string; ntrp: string }[];
  draw: DrawView | null;
  /** The organisers' edits of this division's draw, newest first (the audit trail). */
  history: DrawHistoryItem[];
}

export interface DrawHistoryItem {
  id: string;
  kind: 'made' | 'remade' | 'discarded' | 'swapped' | 'byeMoved' | 'published' | 'withdrawal' | 'result';
  at: string;
  actorName: string | null;
  note: string;
}

export interface AdminTournamentDraws {
  tournament: { id: string; title: string; slug: string; startDate: string; endDate: string };
  divisions: DivisionDrawsView[];
  courts: { id: string; name: string }[];
  /** Entries who may come in as lucky losers, per division: waitlisted registrations. */
  waitlisted: { divisionId: string; registrationId: string; name: string }[];
}

export interface PublicTournamentDraws {
  tournament: { id: string; title: string; slug: string; startDate: string; endDate: string };
  draws: DrawView[];
}

export interface OrderOfPlayItem {
  matchId: string;
  startsAt: string;
  courtText: string;
  courtName: string | null;
  divisionName: string;
  roundName: string;
  side1: string;
  side2: string;
  state: DrawMatchState;
  scoreText: string;
  isMine: boolean;
}

export interface OrderOfPlay {
  tournament: { title: string; slug: string; startDate: string; endDate: string };
  date: string;
  /** Days with scheduled matches (the day picker). */
  days: string[];
  items: OrderOfPlayItem[];
}

export interface DrawMatchPage {
  tournament: { title: string; slug: string };
  divisionName: string;
  formatCode: string;
  formatText: string;
  match: DrawMatchView;
  /** The viewer's side in this match (null for an organiser). */
  mySide: Side | null;
  canEnter: boolean;
  canConfirm: boolean;
  isOrganiser: boolean;
}

/** The score form (a match's page): the score typed as text from side 1's view, e.g. "6-4 7-6(5)". */
export const drawScoreFormSchema = z
  .object({
    status: lineStatusSchema,
    scoreText: z.string().trim().max(60, 'At most 60 characters.'),
    winningSide: z.enum(['', '1', '2']),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'WALKOVER' && v.status !== 'DOUBLE_DEFAULT' && v.status !== 'DEFAULTED' && !v.scoreText)
      ctx.addIssue({ code: 'custom', path: ['scoreText'], message: 'Enter the score, e.g. 6-4 7-6(5).' });
    if (v.status !== 'COMPLETED' && v.status !== 'DOUBLE_DEFAULT' && !v.winningSide)
      ctx.addIssue({ code: 'custom', path: ['winningSide'], message: 'Choose who won.' });
  });
export type DrawScoreFormValues = z.input<typeof drawScoreFormSchema>;
