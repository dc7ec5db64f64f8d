import type { LineScore, LineStatus } from '@shared/tennis/score';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';
import { courts } from './courts';
import { registrations, tournamentDivisions } from './events';

export const drawKindValues = ['singleElimination', 'roundRobin', 'firstMatchConsolation'] as const;
export const drawStatuses = ['draft', 'published'] as const;
export const drawStructures = ['main', 'consolation', 'group'] as const;
/** waiting: sides not known yet; ready: both sides known; entered: one player's score awaits the other's confirmation. */
export const drawMatchStates = ['waiting', 'ready', 'entered', 'confirmed', 'bye'] as const;

/**
 * One draw per tournament division (issue 23 §1): made from the division's confirmed entries as
 * a draft the organiser can edit, frozen once published.
 */
export const tournamentDraws = pgTable(
  'tournament_draws',
  {
    id: primaryId(),
    divisionId: uuidRef(() => tournamentDivisions.id, 'cascade'),
    kind: text({ enum: drawKindValues }).notNull(),
    status: text({ enum: drawStatuses }).notNull().default('draft'),
    /** TODS match format code every match of the draw is played and validated with. */
    formatCode: text().notNull(),
    /** Lines of the main bracket (a power of two); 0 for a round robin. */
    size: integer().notNull().default(0),
    publishedAt: instant(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('tournament_draws_division_idx').on(t.divisionId)],
);

/** A player or pair in a draw: a copy of the entry's names, so the published draw reads alike later. */
export const drawEntries = pgTable(
  'draw_entries',
  {
    id: primaryId(),
    drawId: uuidRef(() => tournamentDraws.id, 'cascade'),
    registrationId: uuid().references(() => registrations.id, { onDelete: 'set null' }),
    /** "Ann Lee" or, for a pair, "Ann Lee / Bo Chen". */
    name: text().notNull(),
    userId: text(),
    email: text().notNull().default(''),
    rating: text().notNull().default(''),
    seed: integer(),
    /** Round-robin group letter. */
    groupLabel: text(),
    /** Came in after publishing in a withdrawn entry's place. */
    isLuckyLoser: boolean().notNull().default(false),
    withdrawnAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [index('draw_entries_draw_idx').on(t.drawId), index('draw_entries_user_idx').on(t.userId)],
);

export interface StoredDrawResult {
  status: LineStatus;
  winningSide: 1 | 2 | null;
  score: LineScore;
}

export const drawMatches = pgTable(
  'draw_matches',
  {
    id: primaryId(),
    drawId: uuidRef(() => tournamentDraws.id, 'cascade'),
    structure: text({ enum: drawStructures }).notNull(),
    /** The round-robin group's letter; '' in a bracket (so the slot index covers brackets too). */
    groupLabel: text().notNull().default(''),
    round: integer().notNull(),
    position: integer().notNull(),
    side1EntryId: uuid().references(() => drawEntries.id, { onDelete: 'set null' }),
    side2EntryId: uuid().references(() => drawEntries.id, { onDelete: 'set null' }),
    /** The side will have no player (a bye, or a consolation place nobody drops into). */
    side1Empty: boolean().notNull().default(false),
    side2Empty: boolean().notNull().default(false),
    state: text({ enum: drawMatchStates }).notNull(),
    result: jsonb().$type<StoredDrawResult>(),
    enteredBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The side whose player entered the score: the other side confirms. */
    enteredSide: integer(),
    enteredAt: instant(),
    confirmedBy: text().references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: instant(),
    courtId: uuid().references(() => courts.id, { onDelete: 'set null' }),
    /** "Court 3": the court within the location, or the place when there is no court record. */
    courtText: text().notNull().default(''),
    startsAt: instant(),
    /** Bumped by every write, so a confirmation never confirms a score changed meanwhile. */
    version: integer().notNull().default(1),
    /**
     * Bumped by every new court or time. A calendar's SEQUENCE is version + this (both only
     * grow), so subscribed calendars take a rescheduled match without a reschedule making a
     * pending confirmation stale.
     */
    scheduleVersion: integer().notNull().default(0),
    updatedAt: instantNow(),
  },
  (t) => [
    uniqueIndex('draw_matches_slot_idx').on(t.drawId, t.structure, t.groupLabel, t.round, t.position),
    index('draw_matches_starts_idx').on(t.startsAt),
    check('draw_matches_entered_side_check', sql`${t.enteredSide} is null or ${t.enteredSide} in (1, 2)`),
  ],
);

export const drawEventKinds = [
  'made',
  'remade',
  'discarded',
  'swapped',
  'byeMoved',
  'published',
  'withdrawal',
  'result',
] as const;

/**
 * The audit trail of a division's draw (issue 23): every organiser edit, from the first draft to
 * the last result they entered. Kept per division, so a draft discarded or made again (reseeded)
 * still shows; names are kept as written then.
 */
export const drawEvents = pgTable(
  'draw_events',
  {
    id: primaryId(),
    divisionId: uuidRef(() => tournamentDivisions.id, 'cascade'),
    kind: text({ enum: drawEventKinds }).notNull(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    actorName: text(),
    /** What changed, in words: "Line 3 ↔ line 6", "Ann Lee withdrew: walkover". */
    note: text().notNull().default(''),
    at: instantNow(),
  },
  (t) => [index('draw_events_division_idx').on(t.divisionId, t.at)],
);
