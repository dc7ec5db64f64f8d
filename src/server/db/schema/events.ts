import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, primaryId, timestamps, uuidRef } from './columns';
import { courts } from './courts';
import { eventSeries, seriesSignups } from './events-series';
import { familyMembers } from './membership';

export const eventStatuses = ['draft', 'published', 'cancelled'] as const;
export const registrationStatuses = ['confirmed', 'waitlisted', 'cancelled'] as const;

/* The columns socials and tournaments share, in their order; each keeps its own between them. */

/** Its title, web address and Markdown description (rendered safely by the client). */
const listingColumns = () => ({
  id: primaryId(),
  title: text().notNull(),
  slug: text().notNull(),
  description: text().notNull().default(''),
});

/** A court, and a free-text place shown when there is none or as a detail ("Court 3, bring a dish"). */
const placeColumns = () => ({
  courtId: uuid().references(() => courts.id, { onDelete: 'set null' }),
  placeText: text().notNull().default(''),
});

/**
 * The calendar revision (iCalendar SEQUENCE): raised by every change a calendar shows (time,
 * place, status), so subscribed calendars take the new version instead of keeping the old. Then
 * the series it is a session of (issue 23 §3, decision 041) and the rule's date it stands for
 * (kept when moved), and when it was published and cancelled.
 */
const calendarColumns = () => ({
  sequence: integer().notNull().default(0),
  seriesId: uuid().references(() => eventSeries.id, { onDelete: 'set null' }),
  seriesDate: date({ mode: 'string' }),
  publishedAt: instant(),
  cancelledAt: instant(),
  ...timestamps(),
});

/** A club social: round-robin mixer, themed evening, away weekend… */
export const socialEvents = pgTable(
  'social_events',
  {
    ...listingColumns(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    ...placeColumns(),
    capacity: integer().notNull(),
    /** Null: unlimited waitlist; 0: no waitlist (the event shows "Full"). */
    waitlistLimit: integer(),
    feeCents: integer().notNull().default(0),
    /** Null: sign-up stays open until the event starts. */
    signupDeadline: instant(),
    status: text({ enum: eventStatuses }).notNull().default('draft'),
    imageUrl: text(),
    ...calendarColumns(),
  },
  (t) => [
    uniqueIndex('social_events_slug_idx').on(t.slug),
    index('social_events_starts_idx').on(t.status, t.startsAt),
    check('social_events_capacity_check', sql`${t.capacity} >= 0`),
    check('social_events_fee_check', sql`${t.feeCents} >= 0`),
    check('social_events_times_check', sql`${t.endsAt} >= ${t.startsAt}`),
    uniqueIndex('social_events_series_date_idx').on(t.seriesId, t.seriesDate),
  ],
);

export const tournaments = pgTable(
  'tournaments',
  {
    ...listingColumns(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    ...placeColumns(),
    /** e.g. "Short sets to 4, no-ad, with a consolation draw". */
    format: text().notNull().default(''),
    entryDeadline: instant(),
    entryFeeCents: integer().notNull().default(0),
    drawsMarkdown: text().notNull().default(''),
    drawsFileUrl: text(),
    resultsMarkdown: text().notNull().default(''),
    resultsFileUrl: text(),
    status: text({ enum: eventStatuses }).notNull().default('draft'),
    ...calendarColumns(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_idx').on(t.slug),
    uniqueIndex('tournaments_series_date_idx').on(t.seriesId, t.seriesDate),
    index('tournaments_start_idx').on(t.status, t.startDate),
    check('tournaments_fee_check', sql`${t.entryFeeCents} >= 0`),
    check('tournaments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** One draw of a tournament, e.g. "Mixed Doubles 3.5"; entries register here. */
export const tournamentDivisions = pgTable(
  'tournament_divisions',
  {
    id: primaryId(),
    tournamentId: uuidRef(() => tournaments.id, 'cascade'),
    name: text().notNull(),
    capacity: integer().notNull(),
    waitlistLimit: integer(),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('tournament_divisions_tournament_idx').on(t.tournamentId, t.sortOrder),
    check('tournament_divisions_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/**
 * One record per person (by lowercase e-mail) who ever signed up for a social or
 * a tournament: the "social players" list aggregates registrations through it.
 */
export const eventPlayers = pgTable(
  'event_players',
  {
    id: primaryId(),
    emailKey: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull().default(''),
    ntrp: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('event_players_email_key_idx').on(t.emailKey)],
);

/**
 * Sign-ups for socials and tournament divisions in one table. `eventRef` is the
 * social event id or the division id (whichever is set): capacity, uniqueness and
 * waitlist order are all counted per eventRef. The e-mailed cancel link carries an
 * HMAC of the id (features/events/cancel-token.ts): nothing secret is stored, and a
 * link can be sent again in later e-mails.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: primaryId(),
    eventRef: uuid().notNull(),
    socialEventId: uuid().references(() => socialEvents.id, { onDelete: 'cascade' }),
    divisionId: uuid().references(() => tournamentDivisions.id, { onDelete: 'cascade' }),
    playerId: uuidRef(() => eventPlayers.id, 'restrict'),
    name: text().notNull(),
    email: text().notNull(),
    emailKey: text().notNull(),
    phone: text().notNull().default(''),
    ntrp: text().notNull().default(''),
    partnerName: text().notNull().default(''),
    notes: text().notNull().default(''),
    /** Better Auth user id when signed in (text ids); no FK so auth tables stay independent. */
    userId: text(),
    /**
     * A family person (no login of their own) signed up by the account that manages them: the
     * row's emailKey is then `family:<id>`, so "one place per person" holds per family person.
     */
    familyMemberId: uuid().references(() => familyMembers.id, { onDelete: 'set null' }),
    /** The account that made the sign-up when it is not the person's own (a family's manager). */
    signedUpBy: text(),
    /** Made by a sign-up for the whole series (its fee may be paid once, for the series). */
    seriesSignupId: uuid().references(() => seriesSignups.id, { onDelete: 'set null' }),
    status: text({ enum: registrationStatuses }).notNull(),
    /** 1-based while waitlisted, null otherwise; kept gap-free under the event lock. */
    waitlistPosition: integer(),
    /** Arrival order, for ties and for listing. */
    seq: bigserial({ mode: 'number' }).notNull(),
    isWalkIn: boolean().notNull().default(false),
    checkedInAt: instant(),
    promotedAt: instant(),
    cancelledAt: instant(),
    /** 'unconfirmed': a visitor's held place released when its confirmation time ran out. */
    cancelledBy: text({ enum: ['player', 'admin', 'event', 'unconfirmed'] }),
    /**
     * Set while a visitor without an account has not confirmed the place from the e-mail: the
     * place is held until then, and released (cancelled) if still unconfirmed.
     */
    confirmBy: instant(),
    ...timestamps(),
  },
  (t) => [
    // One place per person per event while the registration is active.
    uniqueIndex('registrations_active_email_idx')
      .on(t.eventRef, t.emailKey)
      .where(sql`${t.status} <> 'cancelled'`),
    index('registrations_event_idx').on(t.eventRef, t.status, t.seq),
    index('registrations_player_idx').on(t.playerId),
    index('registrations_signed_up_by_idx').on(t.signedUpBy),
    index('registrations_confirm_by_idx').on(t.confirmBy).where(sql`${t.confirmBy} IS NOT NULL`),
    check(
      'registrations_ref_check',
      sql`(${t.socialEventId} is not null and ${t.divisionId} is null and ${t.eventRef} = ${t.socialEventId})
        or (${t.divisionId} is not null and ${t.socialEventId} is null and ${t.eventRef} = ${t.divisionId})`,
    ),
    check(
      'registrations_waitlist_check',
      sql`(${t.status} = 'waitlisted') = (${t.waitlistPosition} is not null)`,
    ),
  ],
);
