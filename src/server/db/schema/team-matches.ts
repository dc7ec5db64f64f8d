import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { courts } from './courts';
import { teams } from './leagues';

/*
 * Match day (issue 11). A team match is one fixture of one of our teams against another club's
 * team. The schedule, availability, lineups and scores all hang off this row; each of those
 * lives in its own table so the captain's week-to-week writes never contend on the fixture.
 */

export const teamMatchStatuses = ['scheduled', 'postponed', 'cancelled'] as const;

export const teamMatches = pgTable(
  'team_matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_matches_team_idx').on(t.teamId, t.startsAt),
    index('team_matches_starts_idx').on(t.startsAt),
    check('team_matches_opponent_check', sql`length(trim(${t.opponentTeam})) > 0`),
  ],
);
