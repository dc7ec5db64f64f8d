import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';
import { courts } from './courts';

/*
 * Leagues, teams and rosters (issue 10). A league's match format and eligibility rules are data
 * (jsonb of the shared tennis types in src/shared/tennis), so sections and the club's own league
 * differ by row, not by code.
 */

export const leagueProviders = ['usta', 'club'] as const;
export const leagueSeasons = ['spring', 'summer', 'fall'] as const;
export const leagueGenders = ['men', 'women', 'mixed'] as const;
export const leagueAgeDivisions = ['18+', '40+', '55+', '65+'] as const;
export const teamStatuses = ['submitted', 'approved', 'active', 'rejected'] as const;

export const leagues = pgTable(
  'leagues',
  {
    id: primaryId(),
    name: text().notNull(),
    provider: text({ enum: leagueProviders }).notNull().default('usta'),
    season: text({ enum: leagueSeasons }).notNull(),
    year: integer().notNull(),
    gender: text({ enum: leagueGenders }).notNull(),
    ageDivision: text({ enum: leagueAgeDivisions }).notNull(),
    /** NTRP level ('3.5') or a combined level for mixed/combo leagues ('7.0'). */
    level: text().notNull(),
    teamNumberDeadline: date({ mode: 'string' }),
    rosterDeadline: date({ mode: 'string' }),
    minRoster: integer().notNull(),
    maxRoster: integer().notNull(),
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    coordinatorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The lines of a team match with their scoring format codes (shared tennis MatchFormat). */
    matchFormat: jsonb().$type<unknown>().notNull(),
    /** The league's eligibility rules (shared tennis EligibilityRules). */
    eligibilityRules: jsonb().$type<unknown>().notNull(),
    /** Standings tie-break order, set by the coordinator (shared tennis StandingsRules); {} = defaults. */
    standingsRules: jsonb().$type<unknown>().notNull().default(sql`'{}'::jsonb`),
    notes: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('leagues_season_idx').on(t.year, t.season),
    check('leagues_roster_size_check', sql`${t.minRoster} >= 0 AND ${t.maxRoster} >= ${t.minRoster}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: primaryId(),
    leagueId: uuidRef(() => leagues.id, 'restrict'),
    name: text().notNull(),
    /** The USTA's 10-digit team number, assigned when the registration is approved. */
    ustaTeamNumber: text(),
    /** The team's flight within its league, set by the coordinator ('' = the league has one flight). */
    flight: text().notNull().default(''),
    captainId: text().references(() => user.id, { onDelete: 'set null' }),
    coCaptainId: text().references(() => user.id, { onDelete: 'set null' }),
    homeCourtId: uuid().references(() => courts.id, { onDelete: 'set null' }),
    /** Weekday names ('mon'…'sun'). */
    preferredDays: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    preferredTimes: text().notNull().default(''),
    status: text({ enum: teamStatuses }).notNull().default('submitted'),
    rejectionReason: text(),
    registeredBy: text().references(() => user.id, { onDelete: 'set null' }),
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('teams_league_idx').on(t.leagueId),
    index('teams_captain_idx').on(t.captainId),
    index('teams_co_captain_idx').on(t.coCaptainId),
    uniqueIndex('teams_league_name_idx').on(t.leagueId, sql`lower(${t.name})`),
    uniqueIndex('teams_usta_number_idx').on(t.ustaTeamNumber).where(sql`${t.ustaTeamNumber} IS NOT NULL`),
  ],
);

/**
 * A player on a team: a member (userId) or someone invited by e-mail who has no account yet
 * (email; the roster reads the account with that address once it exists).
 */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    id: primaryId(),
    teamId: uuidRef(() => teams.id, 'cascade'),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    email: text(),
    name: text().notNull().default(''),
    addedBy: text().references(() => user.id, { onDelete: 'set null' }),
    addedAt: instantNow(),
    /**
     * The player's own team calendar feed key is signed with this number: rotating the key bumps
     * it (the old address stops working); leaving the roster deletes the row and so the key.
     */
    calendarKeyVersion: integer().notNull().default(1),
  },
  (t) => [
    index('roster_entries_team_idx').on(t.teamId),
    index('roster_entries_user_idx').on(t.userId),
    uniqueIndex('roster_entries_team_user_idx').on(t.teamId, t.userId).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('roster_entries_team_email_idx')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`${t.email} IS NOT NULL`),
    check('roster_entries_who_check', sql`${t.userId} IS NOT NULL OR ${t.email} IS NOT NULL`),
  ],
);

export const rosterInvitationKinds = ['invitation', 'request'] as const;
export const rosterInvitationStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

/**
 * A roster place offered and not yet taken (issue 18): a captain's invitation the player accepts
 * (by the e-mailed link or on their profile), or a player's request to join that the team's
 * captain accepts. Accepting adds the roster entry under the team lock with the league's rules;
 * nobody is on a roster, nor visible to its captain, before they agreed.
 */
export const rosterInvitations = pgTable(
  'roster_invitations',
  {
    id: primaryId(),
    teamId: uuidRef(() => teams.id, 'cascade'),
    kind: text({ enum: rosterInvitationKinds }).notNull(),
    /** The member invited (or asking); null for someone invited by e-mail without an account. */
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    /** Where an invitation without an account was sent (as typed by the captain). */
    email: text(),
    /** The name as the captain typed or picked it. */
    name: text().notNull(),
    status: text({ enum: rosterInvitationStatuses }).notNull().default('pending'),
    /** Named co-captain at the team's registration: they co-captain once they accept. */
    asCoCaptain: boolean().notNull().default(false),
    /** Who invited (a captain) or asked (the player). */
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: instantNow(),
    decidedAt: instant(),
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('roster_invitations_team_idx').on(t.teamId, t.status),
    index('roster_invitations_user_idx').on(t.userId, t.status),
    // One open offer per person and team.
    uniqueIndex('roster_invitations_pending_user_idx')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending' AND ${t.userId} IS NOT NULL`),
    uniqueIndex('roster_invitations_pending_email_idx')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending' AND ${t.userId} IS NULL`),
    check('roster_invitations_who_check', sql`${t.userId} IS NOT NULL OR ${t.email} IS NOT NULL`),
  ],
);

export const rosterEventKinds = [
  'invited',
  'requested',
  'accepted',
  'declined',
  'withdrawn',
  'added_directly',
  'removed',
] as const;

/**
 * The roster's audit trail: who invited, accepted, declined, added directly (league staff) or
 * removed whom, and when. Names are kept as written then, so the trail survives deletions.
 */
export const rosterEvents = pgTable(
  'roster_events',
  {
    id: primaryId(),
    teamId: uuidRef(() => teams.id, 'cascade'),
    kind: text({ enum: rosterEventKinds }).notNull(),
    playerName: text().notNull(),
    playerId: text().references(() => user.id, { onDelete: 'set null' }),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    actorName: text(),
    at: instantNow(),
  },
  (t) => [index('roster_events_team_idx').on(t.teamId, t.at)],
);
