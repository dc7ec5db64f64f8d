import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';

/**
 * A repeating event (issue 23 §3). Each session is an ordinary event row (social_events with
 * series_id and series_date), so sign-ups, waitlists, fees and calendar feeds work per session
 * unchanged; this row keeps the rule the sessions were made from and its exceptions.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: primaryId(),
    /** Which registrable kind its sessions are: social_events rows, or tournaments rows (decision 041). */
    kind: text({ enum: ['social', 'tournament'] })
      .notNull()
      .default('social'),
    firstDate: date({ mode: 'string' }).notNull(),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    weekdays: integer().array().notNull(),
    intervalWeeks: integer().notNull().default(1),
    /** One of the two ends: a last date, or a number of sessions. */
    untilDate: date({ mode: 'string' }),
    sessionCount: integer(),
    /** "19:00" on the club's clock, and the sessions' length. */
    startTime: text().notNull(),
    durationMinutes: integer().notNull(),
    /** Rule dates that do not take place ("YYYY-MM-DD"). */
    skippedDates: text().array().notNull().default(sql`'{}'::text[]`),
    /** Null: each session's own fee is paid per session; else the price of the whole series. */
    seriesFeeCents: integer(),
    ...timestamps(),
  },
  (t) => [
    check('event_series_interval_check', sql`${t.intervalWeeks} between 1 and 12`),
    check('event_series_end_check', sql`(${t.untilDate} is null) <> (${t.sessionCount} is null)`),
    check('event_series_fee_check', sql`${t.seriesFeeCents} is null or ${t.seriesFeeCents} >= 0`),
    check('event_series_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * Someone signed up for the whole series: one row, and a registration in every session it
 * covered (registrations.series_signup_id). A per-series fee is paid against this row.
 */
export const seriesSignups = pgTable(
  'series_signups',
  {
    id: primaryId(),
    seriesId: uuidRef(() => eventSeries.id, 'cascade'),
    emailKey: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    userId: text(),
    status: text({ enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    createdAt: instantNow(),
    cancelledAt: instant(),
  },
  (t) => [
    uniqueIndex('series_signups_active_idx').on(t.seriesId, t.emailKey).where(sql`${t.status} = 'active'`),
    index('series_signups_user_idx').on(t.userId),
  ],
);
