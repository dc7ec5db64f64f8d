import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, textRef, uuidRef } from './columns';
import { emailOutbox } from './mail';
import { teamMatches } from './team-matches';

/*
 * The sub finder (issue 21 §2). A member's subbing preferences are one row beside their profile.
 * A sub request is one open place of one team match (a line, or any place): the players asked
 * each have a row; the first eligible yes claims the request row (SELECT … FOR UPDATE) and fills
 * it, so two yeses at the same moment give the place once, across processes.
 */

export const subPreferences = pgTable(
  'sub_preferences',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    isAvailable: boolean().notNull().default(false),
    /** NTRP league levels ('3.0', '5.0+'). */
    levels: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'singles', 'doubles', 'mixed'. */
    formats: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Weekday names ('mon'…'sun'). */
    days: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    travelMiles: integer().notNull().default(15),
    updatedAt: instantNow(),
  },
  (t) => [
    index('sub_preferences_available_idx').on(t.isAvailable),
    check('sub_preferences_travel_check', sql`${t.travelMiles} >= 0 AND ${t.travelMiles} <= 100`),
  ],
);

export const subRequestStatuses = ['open', 'filled', 'cancelled'] as const;

export const subRequests = pgTable(
  'sub_requests',
  {
    id: primaryId(),
    matchId: uuidRef(() => teamMatches.id, 'cascade'),
    /** The line to fill; null: any open place of the match (the first one, else an alternate). */
    lineId: text(),
    /** 'open' until filled or cancelled; an open request past expiresAt reads as expired. */
    status: text({ enum: subRequestStatuses }).notNull().default('open'),
    note: text().notNull().default(''),
    /** The match's start: nobody takes the place after it. */
    expiresAt: instant().notNull(),
    requestedBy: text().references(() => user.id, { onDelete: 'set null' }),
    filledBy: text().references(() => user.id, { onDelete: 'set null' }),
    filledAt: instant(),
    cancelledBy: text().references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: instant(),
    /**
     * When the request was closed unfilled at the match start and its captains told (claimed by
     * one process: the expiry job's UPDATE … WHERE expiry_noticed_at IS NULL).
     */
    expiryNoticedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('sub_requests_match_idx').on(t.matchId, t.createdAt),
    // One open request per place: a second "find a sub" for the same line adds players to it.
    uniqueIndex('sub_requests_open_place_idx')
      .on(t.matchId, sql`coalesce(${t.lineId}, '')`)
      .where(sql`${t.status} = 'open'`),
    check('sub_requests_note_check', sql`length(${t.note}) <= 500`),
    // The expiry job's read: open requests whose captains have not been told yet.
    index('sub_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open' AND ${t.expiryNoticedAt} IS NULL`),
  ],
);

export const subInviteAnswers = ['yes', 'no'] as const;
export const subInviteOutcomes = ['placed', 'filled', 'refused'] as const;

export const subInvites = pgTable(
  'sub_invites',
  {
    id: primaryId(),
    requestId: uuidRef(() => subRequests.id, 'cascade'),
    userId: textRef(() => user.id, 'cascade'),
    answer: text({ enum: subInviteAnswers }),
    answeredAt: instant(),
    /** What their yes came to: the place, already filled, or no longer eligible. */
    outcome: text({ enum: subInviteOutcomes }),
    outcomeMessage: text(),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('sub_invites_once_idx').on(t.requestId, t.userId),
    index('sub_invites_user_idx').on(t.userId),
  ],
);
