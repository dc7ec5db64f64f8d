import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns';

/** Where the club plays. Events refer to a row here by id (courts.id). */
export const courts = pgTable(
  'courts',
  {
    id: primaryId(),
    name: text().notNull(),
    slug: text().notNull(),
    address: text().notNull(),
    numberOfCourts: integer().notNull(),
    surface: text({ enum: ['hard', 'clay', 'grass', 'artificial_grass', 'carpet', 'other'] }).notNull(),
    hasLights: boolean().notNull().default(false),
    setting: text({ enum: ['outdoor', 'indoor', 'both'] })
      .notNull()
      .default('outdoor'),
    /** How to get in: keys, bookings, gate codes policy (never the codes themselves on a public page). */
    accessNotes: text().notNull().default(''),
    notes: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    /**
     * Road miles from the club's home courts (0: a home court), set by an admin; null: not known.
     * The sub finder compares it with how far a member travels (we hold no coordinates).
     */
    distanceMiles: integer(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('courts_slug_idx').on(t.slug),
    index('courts_sort_idx').on(t.sortOrder, t.name),
    check('courts_distance_check', sql`${t.distanceMiles} >= 0 AND ${t.distanceMiles} <= 500`),
  ],
);
