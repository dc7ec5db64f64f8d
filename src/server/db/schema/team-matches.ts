import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';
import { courts } from './courts';
import { rosterEntries, teams } from './leagues';
import { emailOutbox } from './mail';

/*
 * Match day (issue 11). A team match is one fixture of one of our teams against another club's
 * team. The schedule, availability, lineups and scores all hang off this row; each of those
 * lives in its own table so the captain's week-to-week writes never contend on the fixture.
 */

export const teamMatchStatuses = ['scheduled', 'postponed', 'cancelled'] as const;

export const teamMatches = pgTable(
  'team_matches',
  {
    id: primaryId(),
    teamId: uuidRef(() => teams.id, 'cascade'),
    startsAt: instant().notNull(),
    isHome: boolean().notNull(),
    opponentTeam: text().notNull(),
    opponentClub: text().notNull().default(''),
    /** Where it is played: one of our courts, or (away) a free-text address. */
    courtId: uuid().references(() => courts.id, { onDelete: 'set null' }),
    address: text().notNull().default(''),
    notes: text().notNull().default(''),
    status: text({ enum: teamMatchStatuses }).notNull().default('scheduled'),
    /**
     * The calendar revision (iCalendar SEQUENCE): raised by every change a calendar shows (time,
     * place, status), so subscribed calendars take the new version instead of keeping the old.
     */
    sequence: integer().notNull().default(0),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('team_matches_team_idx').on(t.teamId, t.startsAt),
    index('team_matches_starts_idx').on(t.startsAt),
    check('team_matches_opponent_check', sql`length(trim(${t.opponentTeam})) > 0`),
  ],
);

/*
 * Lineups and scores of team matches (issue 11 §3–4). A lineup and a score sheet are each one
 * row per match whose lines are jsonb of the shared tennis shapes, so a save replaces the whole
 * lineup or sheet in one statement: nobody ever reads half a lineup or half a score.
 */

export const lineupStatuses = ['draft', 'published'] as const;

/** Lines as [{ lineId, playerIds }] in the tie format's order; alternates are user ids. */
export interface StoredLineupLine {
  lineId: string;
  playerIds: string[];
}

export const lineups = pgTable(
  'lineups',
  {
    teamMatchId: uuid()
      .primaryKey()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    status: text({ enum: lineupStatuses }).notNull().default('draft'),
    lines: jsonb().$type<StoredLineupLine[]>().notNull(),
    alternates: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    note: text().notNull().default(''),
    /** The read-only link's secret, made when first published. */
    shareToken: text(),
    publishedAt: instant(),
    publishedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: instantNow(),
  },
  (t) => [uniqueIndex('lineups_share_token_idx').on(t.shareToken).where(sql`${t.shareToken} IS NOT NULL`)],
);

export const scoreSheetStates = ['entered', 'confirmed', 'disputed'] as const;

/** One line as stored: validated and normalised by shared/tennis/score.ts (side 1 = home). */
export interface StoredScoreLine {
  lineId: string;
  status: string;
  score: {
    sets: { side1: number; side2: number; tiebreak?: number }[];
    matchTiebreak?: { side1: number; side2: number };
  };
  winningSide: 1 | 2 | null;
  /** Our players' user ids. */
  ourPlayers: string[];
  /** The other club's players, by name. */
  opponentPlayers: string[];
}

export const scoreSheets = pgTable(
  'score_sheets',
  {
    teamMatchId: uuid()
      .primaryKey()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    state: text({ enum: scoreSheetStates }).notNull(),
    lines: jsonb().$type<StoredScoreLine[]>().notNull(),
    enteredBy: text().references(() => user.id, { onDelete: 'set null' }),
    enteredAt: instantNow(),
    confirmedBy: text().references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: instant(),
    disputeNote: text().notNull().default(''),
    /** Bumped by every write: confirming checks it so nobody confirms a score changed meanwhile. */
    version: integer().notNull().default(1),
    /** When the 48-hour "still to confirm" reminder was claimed; null again when re-entered. */
    confirmRemindedAt: instant(),
  },
  (t) => [index('score_sheets_state_idx').on(t.state)],
);

export const scoreEventActions = ['entered', 'confirmed', 'disputed'] as const;

/** Who entered, confirmed or disputed a score and when: the sheet's audit trail. */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: primaryId(),
    teamMatchId: uuidRef(() => teamMatches.id, 'cascade'),
    action: text({ enum: scoreEventActions }).notNull(),
    byUserId: text().references(() => user.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    /** The sheet's lines at that moment (entries only). */
    lines: jsonb().$type<StoredScoreLine[]>(),
    at: instantNow(),
  },
  (t) => [
    index('score_events_match_idx').on(t.teamMatchId, t.at),
    check('score_events_note_check', sql`length(${t.note}) <= 1000`),
  ],
);

/*
 * Availability (issue 11 §2): one answer per roster player per team match, the captain's
 * per-team settings (cut-off, reminder offsets) and one claim row per reminder sent, whose
 * unique key makes every process send each reminder once.
 */

export const availabilityAnswers = ['yes', 'no', 'maybe'] as const;
export const availabilitySources = ['site', 'email'] as const;

export const teamMatchSettings = pgTable(
  'team_match_settings',
  {
    teamId: uuid()
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Answers lock this many hours before the match starts. */
    cutoffHours: integer().notNull().default(24),
    /** Days before each match a reminder goes to players who have not answered. */
    reminderDays: jsonb().$type<number[]>().notNull().default(sql`'[7,3]'::jsonb`),
    updatedAt: instantNow(),
  },
  (t) => [check('team_match_settings_cutoff_check', sql`${t.cutoffHours} >= 0 AND ${t.cutoffHours} <= 336`)],
);

export const matchAvailability = pgTable(
  'match_availability',
  {
    id: primaryId(),
    matchId: uuidRef(() => teamMatches.id, 'cascade'),
    rosterEntryId: uuidRef(() => rosterEntries.id, 'cascade'),
    answer: text({ enum: availabilityAnswers }).notNull(),
    note: text().notNull().default(''),
    source: text({ enum: availabilitySources }).notNull().default('site'),
    answeredBy: text().references(() => user.id, { onDelete: 'set null' }),
    answeredAt: instantNow(),
    /**
     * Set when a published-lineup player withdrew from the match (the answer is then "no" and the
     * note their reason); cleared by their next answer.
     */
    withdrawnAt: instant(),
  },
  (t) => [uniqueIndex('match_availability_player_idx').on(t.matchId, t.rosterEntryId)],
);

export const availabilityReminders = pgTable(
  'availability_reminders',
  {
    id: primaryId(),
    matchId: uuidRef(() => teamMatches.id, 'cascade'),
    rosterEntryId: uuidRef(() => rosterEntries.id, 'cascade'),
    /** 'days-7', 'days-3' for scheduled reminders; 'manual-<id>' for one press of the button. */
    reminderKey: text().notNull(),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('availability_reminders_once_idx').on(t.matchId, t.rosterEntryId, t.reminderKey),
    index('availability_reminders_match_idx').on(t.matchId),
  ],
);
