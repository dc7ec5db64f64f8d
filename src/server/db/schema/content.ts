import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryId, textRef, timestamps, uuidRef } from './columns';

/** The last editor of a page, post or setting: by id and by the name they had then. */
const lastEditor = () => ({ updatedBy: text(), updatedByName: text().notNull().default('') });

/**
 * A saved version's author (id and name then), when it was saved, and the version it brought
 * back when it was a restore (null when it was written).
 */
const savedVersion = () => ({
  savedBy: text(),
  savedByName: text().notNull().default(''),
  savedAt: instantNow(),
  restoredFromVersion: integer(),
});

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
  ...lastEditor(),
  updatedAt: instantNow(),
});

/** Every saved version of a page, the current one included: the page's history. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: primaryId(),
    pageKey: textRef(() => contentPages.key, 'cascade'),
    version: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    ...savedVersion(),
  },
  (t) => [uniqueIndex('content_page_versions_page_version_idx').on(t.pageKey, t.version)],
);

/** News posts: published_at null = draft, in the future = scheduled. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: primaryId(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    publishedAt: instant(),
    authorId: text(),
    authorName: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...timestamps(),
    ...lastEditor(),
  },
  (t) => [uniqueIndex('news_posts_slug_idx').on(t.slug), index('news_posts_published_idx').on(t.publishedAt)],
);

/** Every saved version of a news post (text and address); publishing is recorded on the post. */
export const newsPostVersions = pgTable(
  'news_post_versions',
  {
    id: primaryId(),
    postId: uuidRef(() => newsPosts.id, 'cascade'),
    version: integer().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    ...savedVersion(),
  },
  (t) => [uniqueIndex('news_post_versions_post_version_idx').on(t.postId, t.version)],
);

/** The club identity (name, contacts, social links): a single row, id always 1. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer().primaryKey().default(1),
    identity: jsonb().notNull(),
    ...lastEditor(),
    updatedAt: instantNow(),
  },
  (t) => [check('club_settings_single_row', sql`${t.id} = 1`)],
);
