import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instantNow, primaryId, timestamps, uuidRef } from './columns';
import { leagues, teams } from './leagues';

/**
 * Players looking for a team (/forms/looking). Filed by anyone; `user_id` is set when the
 * player was signed in, so a placement can add them to the team's roster. Open requests
 * (new, contacted) expire when `expires_on` has passed (the end of the season ahead).
 */
export const lookingForTeamRequests = pgTable(
  'looking_for_team_requests',
  {
    id: primaryId(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    gender: text({ enum: ['female', 'male'] }).notNull(),
    ageDivision: text({ enum: ['18+', '40+', '55+', '65+'] }).notNull(),
    ntrpRating: text({ enum: ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] }).notNull(),
    ratingType: text({ enum: ['S', 'C', 'A', 'B', 'D', 'M', 'T'] }).notNull(),
    formats: text().array().notNull().default(sql`'{}'::text[]`),
    days: text().array().notNull().default(sql`'{}'::text[]`),
    times: text().array().notNull().default(sql`'{}'::text[]`),
    play: text({ enum: ['singles', 'doubles', 'either'] }).notNull(),
    notes: text().notNull().default(''),
    status: text({ enum: ['new', 'contacted', 'placed', 'withdrawn', 'expired'] })
      .notNull()
      .default('new'),
    /** The team a rep placed the player on (status placed). */
    placedTeamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    expiresOn: date({ mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('looking_for_team_status_idx').on(t.status, t.expiresOn),
    index('looking_for_team_created_idx').on(t.createdAt),
  ],
);

/** The history of a request: filed, each contact, placement, withdrawal, expiry. */
export const lookingForTeamEvents = pgTable(
  'looking_for_team_events',
  {
    id: primaryId(),
    requestId: uuidRef(() => lookingForTeamRequests.id, 'cascade'),
    kind: text({ enum: ['filed', 'contacted', 'placed', 'withdrawn', 'expired', 'reopened'] }).notNull(),
    at: instantNow(),
    /** The rep who acted; null for the player (form, withdraw link) and the system (expiry). */
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Kept as written then, so the history still reads right if the account goes. */
    actorName: text(),
    method: text({ enum: ['email', 'phone', 'in-person', 'other'] }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
  },
  (t) => [index('looking_for_team_events_request_idx').on(t.requestId, t.at)],
);

/** The catalogue's leagues a request names as of interest. */
export const lookingForTeamLeagues = pgTable(
  'looking_for_team_leagues',
  {
    requestId: uuidRef(() => lookingForTeamRequests.id, 'cascade'),
    leagueId: uuidRef(() => leagues.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.leagueId] }),
    index('looking_for_team_leagues_league_idx').on(t.leagueId),
  ],
);
