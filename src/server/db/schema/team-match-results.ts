import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { teamMatches } from './team-matches';

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
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    enteredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text().references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
    disputeNote: text().notNull().default(''),
    /** Bumped by every write: confirming checks it so nobody confirms a score changed meanwhile. */
    version: integer().notNull().default(1),
  },
  (t) => [index('score_sheets_state_idx').on(t.state)],
);

export const scoreEventActions = ['entered', 'confirmed', 'disputed'] as const;

/** Who entered, confirmed or disputed a score and when: the sheet's audit trail. */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamMatchId: uuid()
      .notNull()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    action: text({ enum: scoreEventActions }).notNull(),
    byUserId: text().references(() => user.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    /** The sheet's lines at that moment (entries only). */
    lines: jsonb().$type<StoredScoreLine[]>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('score_events_match_idx').on(t.teamMatchId, t.at),
    check('score_events_note_check', sql`length(${t.note}) <= 1000`),
  ],
);
