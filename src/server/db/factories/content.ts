import { type ContentPageKey, contentPageKeys } from '@shared/schemas/content';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { contentPages, contentPageVersions, newsPosts, newsPostVersions } from '../schema/content';
import { demoNewsFor, demoPageText } from '../seed-data/content';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewsPostRow = typeof newsPosts.$inferSelect;

const seedEditor = { id: null, name: 'NJTC Board' };

/**
 * Writes a page as version 1 (with its history entry) unless it exists already.
 * Returns the page as stored.
 */
export async function insertContentPage(
  db: DbOrTx,
  key: ContentPageKey,
  text: { title: string; body: string } = demoPageText[key],
  editor: { id: string | null; name: string } = seedEditor,
): Promise<ContentPageRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contentPages)
      .values({ key, ...text, version: 1, updatedBy: editor.id, updatedByName: editor.name })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(contentPageVersions).values({
        pageKey: key,
        version: 1,
        ...text,
        savedBy: editor.id,
        savedByName: editor.name,
        savedAt: created.updatedAt,
      });
      return created;
    }
    const [existing] = await tx.select().from(contentPages).where(eq(contentPages.key, key));
    return existing!;
  });
}

let sequence = 0;

export interface NewsPostValues {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** null = draft. */
  publishedAt: Date | null;
  authorName: string;
}

/** Values for a news post; every call gets a fresh slug unless given. Published an hour ago by default. */
export function buildNewsPost(overrides: Partial<NewsPostValues> = {}): NewsPostValues {
  sequence += 1;
  return {
    slug: `test-news-${Date.now().toString(36)}-${sequence}`,
    title: `Test news ${sequence}`,
    summary: `Summary of test news ${sequence}.`,
    body: `Body of **test news** ${sequence}.`,
    publishedAt: new Date(Date.now() - 60 * 60 * 1000),
    authorName: seedEditor.name,
    ...overrides,
  };
}

/** Inserts a news post with its first version. */
export async function insertNewsPost(
  db: DbOrTx,
  overrides: Partial<NewsPostValues> = {},
): Promise<NewsPostRow> {
  const values = buildNewsPost(overrides);
  return db.transaction(async (tx) => {
    // A post published in the past was written then too (keeps the admin list's dates believable).
    const writtenAt =
      values.publishedAt && values.publishedAt.getTime() < Date.now() ? values.publishedAt : new Date();
    const [row] = await tx
      .insert(newsPosts)
      .values({
        ...values,
        version: 1,
        updatedByName: values.authorName,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      })
      .returning();
    await tx.insert(newsPostVersions).values({
      postId: row!.id,
      version: 1,
      slug: values.slug,
      title: values.title,
      summary: values.summary,
      body: values.body,
      savedByName: values.authorName,
      savedAt: row!.createdAt,
    });
    return row!;
  });
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Seed step: every page that has never been written gets its starting text, and
 * the demo news is added when there is no news at all (so deleted demo posts stay deleted).
 */
/** The club's own pages (About, Membership…) with their starting texts: every new database has them. */
export async function seedContentPages(db: DbOrTx): Promise<void> {
  for (const key of contentPageKeys) await insertContentPage(db, key);
}

export async function seedContent(db: DbOrTx, now = new Date()): Promise<void> {
  await seedContentPages(db);
  const [anyPost] = await db.select({ id: newsPosts.id }).from(newsPosts).limit(1);
  if (anyPost) return;
  for (const post of demoNewsFor(now)) {
    // Mid-morning publish times read better than the seeding instant.
    const publishedAt = new Date(now.getTime() - post.daysAgo * dayMs);
    publishedAt.setUTCHours(16, 0, 0, 0);
    const { daysAgo: _, ...text } = post;
    await insertNewsPost(db, { ...text, publishedAt });
  }
}
