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
import { rosterEntries, teams } from './leagues';
import { emailOutbox } from './mail';
import { teamMatches } from './team-matches';

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
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('team_match_settings_cutoff_check', sql`${t.cutoffHours} >= 0 AND ${t.cutoffHours} <= 336`)],
);

export const matchAvailability = pgTable(
  'match_availability',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    rosterEntryId: uuid()
      .notNull()
      .references(() => rosterEntries.id, { onDelete: 'cascade' }),
    answer: text({ enum: availabilityAnswers }).notNull(),
    note: text().notNull().default(''),
    source: text({ enum: availabilitySources }).notNull().default('site'),
    answeredBy: text().references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('match_availability_player_idx').on(t.matchId, t.rosterEntryId)],
);

export const availabilityReminders = pgTable(
  'availability_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => teamMatches.id, { onDelete: 'cascade' }),
    rosterEntryId: uuid()
      .notNull()
      .references(() => rosterEntries.id, { onDelete: 'cascade' }),
    /** 'days-7', 'days-3' for scheduled reminders; 'manual-<id>' for one press of the button. */
    reminderKey: text().notNull(),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('availability_reminders_once_idx').on(t.matchId, t.rosterEntryId, t.reminderKey),
    index('availability_reminders_match_idx').on(t.matchId),
  ],
);
