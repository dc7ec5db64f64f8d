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

/**
 * Editable club pages (about, history, bylaws...). `version` counts saves: an
 * editor's save names the version it started from, so a save over someone
 * else's newer text is refused instead of silently overwriting it.
 * Editors are recorded by id and by the name they had at the time, so the
 * history stays readable if an account goes away.
 */
export const contentPages = pgTable('content_pages', {
  key: text().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  version: integer().notNull().default(1),
  updatedBy: text(),
  updatedByName: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version of a page, the current one included: the page's history. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    pageKey: text()
      .notNull()
      .references(() => contentPages.key, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    savedBy: text(),
    savedByName: text().notNull().default(''),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    restoredFromVersion: integer(),
  },
  (t) => [uniqueIndex('content_page_versions_page_version_idx').on(t.pageKey, t.version)],
);

/** News posts: published_at null = draft, in the future = scheduled. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: text(),
    authorName: text().notNull().default(''),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text(),
    updatedByName: text().notNull().default(''),
  },
  (t) => [uniqueIndex('news_posts_slug_idx').on(t.slug), index('news_posts_published_idx').on(t.publishedAt)],
);

/** Every saved version of a news post (text and address); publishing is recorded on the post. */
export const newsPostVersions = pgTable(
  'news_post_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    savedBy: text(),
    savedByName: text().notNull().default(''),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    restoredFromVersion: integer(),
  },
  (t) => [uniqueIndex('news_post_versions_post_version_idx').on(t.postId, t.version)],
);

/** The club identity (name, contacts, social links): a single row, id always 1. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer().primaryKey().default(1),
    identity: jsonb().notNull(),
    updatedBy: text(),
    updatedByName: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('club_settings_single_row', sql`${t.id} = 1`)],
);
