import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, timestamps, uuidRef } from './columns';
import { teams } from './leagues';

/**
 * Team success stories (issue 11 §5). Anyone reports one on /forms/team_success (status
 * submitted); staff approve, edit, reject or publish it. `team_id` is set when the reporter
 * chose one of our teams; the team's name is kept as text so a story outlives its team.
 */
export const teamSuccessStories = pgTable(
  'team_success_stories',
  {
    id: primaryId(),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    teamName: text().notNull(),
    league: text().notNull(),
    seasonYear: integer().notNull(),
    achievement: text({
      enum: ['league-champions', 'playoffs', 'districts', 'sectionals', 'nationals', 'undefeated', 'other'],
    }).notNull(),
    results: text().notNull().default(''),
    story: text().notNull(),
    playerNames: text().notNull(),
    photoUrl: text(),
    reporterName: text().notNull(),
    reporterEmail: text().notNull(),
    /** The account the report came from (signed in), if any. */
    reportedBy: text().references(() => user.id, { onDelete: 'set null' }),
    status: text({ enum: ['submitted', 'approved', 'published', 'rejected'] })
      .notNull()
      .default('submitted'),
    rejectionReason: text(),
    publishedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('team_success_status_idx').on(t.status, t.publishedAt),
    index('team_success_created_idx').on(t.createdAt),
    check('team_success_published_check', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
  ],
);

/** The audit trail of a story: reported, each edit and decision, by whom and when. */
export const teamSuccessEvents = pgTable(
  'team_success_events',
  {
    id: primaryId(),
    storyId: uuidRef(() => teamSuccessStories.id, 'cascade'),
    kind: text({
      enum: ['reported', 'edited', 'approved', 'rejected', 'published', 'unpublished'],
    }).notNull(),
    at: instantNow(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Kept as written then, so the trail still reads right if the account goes. */
    actorName: text(),
    note: text().notNull().default(''),
  },
  (t) => [index('team_success_events_story_idx').on(t.storyId, t.at)],
);
