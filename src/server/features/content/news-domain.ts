import { type CsvColumn, toCsv } from '@shared/csv';
import {
  type AdminNewsListResponse,
  type AdminNewsPost,
  type AdminNewsQuery,
  adminNewsPageSize,
  type CreateNewsPostInput,
  type NewsListQuery,
  type NewsListResponse,
  type NewsPost,
  type NewsPostVersionList,
  type NewsSortKey,
  type NewsStatus,
  newsStatusLabels,
  type PublishNewsPostInput,
  type UpdateNewsPostInput,
} from '@shared/schemas/content';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsPosts, newsPostVersions } from '../../db/schema/content';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsAny } from '../../lib/search';
import { freeSlug, isSlugTaken } from '../../lib/slugs';
import { type Editor, staleSave, versionListOf, versionNotFound, versionToRestore } from './editor';

type PostRow = typeof newsPosts.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'We could not find that news post.');

function statusOf(row: PostRow, now: Date): NewsStatus {
  if (!row.publishedAt) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

function toAdminPost(row: PostRow, now = new Date()): AdminNewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    status: statusOf(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: row.authorName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

const isPublic = (now: Date) => and(isNotNull(newsPosts.publishedAt), lte(newsPosts.publishedAt, now));

/** Published posts, newest first; scheduled posts appear once their date has come. */
export async function listPublishedNews(
  db: DbOrTx,
  query: NewsListQuery,
  now = new Date(),
): Promise<NewsListResponse> {
  const where = isPublic(now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        slug: newsPosts.slug,
        title: newsPosts.title,
        summary: newsPosts.summary,
        publishedAt: newsPosts.publishedAt,
        authorName: newsPosts.authorName,
      })
      .from(newsPosts)
      .where(where)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.createdAt))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db.select({ n: count() }).from(newsPosts).where(where),
  ]);
  const items = rows.map((r) => ({ ...r, publishedAt: r.publishedAt!.toISOString() }));
  return pageOf(items, total?.n ?? 0, query.page, query.pageSize);
}

export async function getPublishedNewsPost(db: DbOrTx, slug: string, now = new Date()): Promise<NewsPost> {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, slug), isPublic(now)))
    .limit(1);
  if (!row) throw notFound();
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    publishedAt: row.publishedAt!.toISOString(),
    authorName: row.authorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  publishedAt: newsPosts.publishedAt,
  updatedAt: newsPosts.updatedAt,
  title: newsPosts.title,
} satisfies Record<NewsSortKey, unknown>;

function adminFilter(query: Pick<AdminNewsQuery, 'q' | 'status'>, now: Date): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  parts.push(
    containsAny(query.q, [newsPosts.title, newsPosts.summary, newsPosts.slug, newsPosts.authorName]),
  );
  if (query.status === 'draft') parts.push(isNull(newsPosts.publishedAt));
  if (query.status === 'scheduled') parts.push(gt(newsPosts.publishedAt, now));
  if (query.status === 'published') parts.push(isPublic(now));
  return and(...parts);
}

function adminOrder(query: Pick<AdminNewsQuery, 'sort' | 'dir'>) {
  const column = sortColumns[query.sort];
  // Drafts (no date) sort after dated posts whichever way the list is sorted.
  const primary =
    query.sort === 'publishedAt'
      ? sql`${column} ${sql.raw(query.dir === 'asc' ? 'asc' : 'desc')} nulls last`
      : query.dir === 'asc'
        ? asc(column)
        : desc(column);
  return [primary, desc(newsPosts.createdAt), asc(newsPosts.id)];
}

/** Every post (drafts too) for the admin list: search, status filter, sort, 50 a page. */
export async function listNewsForAdmin(
  db: DbOrTx,
  query: AdminNewsQuery,
  now = new Date(),
): Promise<AdminNewsListResponse> {
  const where = adminFilter(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(...adminOrder(query))
      .limit(adminNewsPageSize)
      .offset(pageOffset(query.page, adminNewsPageSize)),
    db.select({ n: count() }).from(newsPosts).where(where),
  ]);
  return pageOf(
    rows.map((r) => toAdminPost(r, now)),
    total?.n ?? 0,
    query.page,
    adminNewsPageSize,
  );
}

/** The admin list as CSV: the same filter and order, every row. */
export async function exportNewsCsv(db: DbOrTx, query: AdminNewsQuery, now = new Date()): Promise<string> {
  const rows = await db
    .select()
    .from(newsPosts)
    .where(adminFilter(query, now))
    .orderBy(...adminOrder(query));
  const columns: CsvColumn<PostRow>[] = [
    { header: 'Title', value: (r) => r.title },
    { header: 'Web address', value: (r) => `/news/${r.slug}` },
    { header: 'Status', value: (r) => newsStatusLabels[statusOf(r, now)] },
    { header: 'Published at', at: (r) => r.publishedAt },
    { header: 'Author', value: (r) => r.authorName },
    { header: 'Summary', value: (r) => r.summary },
    { header: 'Version', value: (r) => r.version },
    { header: 'Last edited at', at: (r) => r.updatedAt },
    { header: 'Last edited by', value: (r) => r.updatedByName },
  ];
  return toCsv(rows, columns, { timeZone: await resolveClubTimeZone(db) });
}

async function findPost(db: DbOrTx, id: string, lock = false): Promise<PostRow> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getNewsPostForAdmin(db: DbOrTx, id: string): Promise<AdminNewsPost> {
  return toAdminPost(await findPost(db, id));
}

function slugTaken(slug: string): AppError {
  return fieldError(
    'CONFLICT',
    'slug',
    `Another post already uses the web address "${slug}". Choose a different one.`,
  );
}

/** The slug an editor chose, or one made from the title (numbered when taken). */
async function chooseSlug(db: DbOrTx, input: { slug: string; title: string }, exceptId?: string) {
  if (input.slug) {
    if (await isSlugTaken(db, newsPosts, input.slug, exceptId)) throw slugTaken(input.slug);
    return input.slug;
  }
  const base = slugify(input.title, 100);
  if (base.length < 3) {
    throw fieldError(
      'VALIDATION',
      'slug',
      'slug: Please choose a web address for this post (e.g. "spring-social").',
      'Please choose a web address for this post (e.g. "spring-social").',
    );
  }
  return freeSlug(db, newsPosts, base, { exceptId, maxLength: 100 });
}

function rethrowSlugConflict(err: unknown, slug: string): never {
  if (isUniqueViolation(err)) throw slugTaken(slug);
  throw err;
}

/** A new post, always a draft until published; its first version is recorded. */
export async function createNewsPost(
  db: DbOrTx,
  input: CreateNewsPostInput,
  editor: Editor,
  options: { publishedAt?: Date | null; now?: Date } = {},
): Promise<AdminNewsPost> {
  const slug = await chooseSlug(db, input);
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsPosts)
        .values({
          slug,
          title: input.title,
          summary: input.summary,
          body: input.body,
          publishedAt: options.publishedAt ?? null,
          authorId: editor.id,
          authorName: editor.name,
          version: 1,
          createdAt: now,
          updatedAt: now,
          updatedBy: editor.id,
          updatedByName: editor.name,
        })
        .returning();
      await tx.insert(newsPostVersions).values({
        postId: row!.id,
        version: 1,
        slug,
        title: input.title,
        summary: input.summary,
        body: input.body,
        savedBy: editor.id,
        savedByName: editor.name,
        savedAt: now,
      });
      return toAdminPost(row!, now);
    });
  } catch (err) {
    rethrowSlugConflict(err, slug);
  }
}

type PostText = Pick<PostRow, 'slug' | 'title' | 'summary' | 'body'>;

async function writeVersion(
  tx: DbOrTx,
  current: PostRow,
  text: PostText,
  editor: Editor,
  now: Date,
  restoredFromVersion: number | null,
): Promise<PostRow> {
  const version = current.version + 1;
  const [updated] = await tx
    .update(newsPosts)
    .set({ ...text, version, updatedAt: now, updatedBy: editor.id, updatedByName: editor.name })
    .where(and(eq(newsPosts.id, current.id), eq(newsPosts.version, current.version)))
    .returning();
  if (!updated) throw staleSave('post', current);
  await tx.insert(newsPostVersions).values({
    postId: current.id,
    version,
    ...text,
    savedBy: editor.id,
    savedByName: editor.name,
    savedAt: now,
    restoredFromVersion,
  });
  return updated;
}

/** Saves a post's text if nobody saved it since `input.version`; keeps it as a new version. */
export async function updateNewsPost(
  db: DbOrTx,
  id: string,
  input: UpdateNewsPostInput,
  editor: Editor,
): Promise<AdminNewsPost> {
  let slug = input.slug;
  try {
    return await db.transaction(async (tx) => {
      const current = await findPost(tx, id, true);
      if (current.version !== input.version) throw staleSave('post', current);
      slug = await chooseSlug(tx, { slug: input.slug || current.slug, title: input.title }, id);
      const text = { slug, title: input.title, summary: input.summary, body: input.body };
      const unchanged = (Object.keys(text) as Array<keyof PostText>).every((k) => current[k] === text[k]);
      if (unchanged) return toAdminPost(current);
      return toAdminPost(await writeVersion(tx, current, text, editor, new Date(), null));
    });
  } catch (err) {
    rethrowSlugConflict(err, slug);
  }
}

/** Publishes now, or at a chosen date (a future date schedules the post). */
export async function publishNewsPost(
  db: DbOrTx,
  id: string,
  input: PublishNewsPostInput,
  editor: Editor,
): Promise<AdminNewsPost> {
  await findPost(db, id);
  const now = new Date();
  const [row] = await db
    .update(newsPosts)
    .set({
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : now,
      updatedAt: now,
      updatedBy: editor.id,
      updatedByName: editor.name,
    })
    .where(eq(newsPosts.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminPost(row, now);
}

/** Back to draft: the post leaves the public list but keeps its text and history. */
export async function unpublishNewsPost(db: DbOrTx, id: string, editor: Editor): Promise<AdminNewsPost> {
  await findPost(db, id);
  const now = new Date();
  const [row] = await db
    .update(newsPosts)
    .set({ publishedAt: null, updatedAt: now, updatedBy: editor.id, updatedByName: editor.name })
    .where(eq(newsPosts.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminPost(row, now);
}

/** Deletes a post and its history; returns what was deleted, for the log. */
export async function deleteNewsPost(db: DbOrTx, id: string): Promise<{ slug: string; title: string }> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .delete(newsPosts)
    .where(eq(newsPosts.id, id))
    .returning({ slug: newsPosts.slug, title: newsPosts.title });
  if (!row) throw notFound();
  return row;
}

export async function listNewsVersions(db: DbOrTx, id: string): Promise<NewsPostVersionList> {
  const post = await findPost(db, id);
  const rows = await db
    .select()
    .from(newsPostVersions)
    .where(eq(newsPostVersions.postId, id))
    .orderBy(desc(newsPostVersions.version));
  return versionListOf(post.version, rows, (r) => ({
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    body: r.body,
  }));
}

/** Makes an earlier version of a post current again, as a new version. */
export async function restoreNewsVersion(
  db: DbOrTx,
  id: string,
  versionId: string,
  editor: Editor,
): Promise<AdminNewsPost> {
  if (!isUuid(versionId)) throw versionNotFound();
  let slug = '';
  try {
    return await db.transaction(async (tx) => {
      const current = await findPost(tx, id, true);
      const [found] = await tx
        .select()
        .from(newsPostVersions)
        .where(and(eq(newsPostVersions.id, versionId), eq(newsPostVersions.postId, id)))
        .limit(1);
      const old = versionToRestore(found, current.version, 'post');
      slug = old.slug;
      const [clash] = await tx
        .select({ id: newsPosts.id })
        .from(newsPosts)
        .where(and(eq(newsPosts.slug, old.slug), ne(newsPosts.id, id)))
        .limit(1);
      if (clash) throw slugTaken(old.slug);
      const text = { slug: old.slug, title: old.title, summary: old.summary, body: old.body };
      return toAdminPost(await writeVersion(tx, current, text, editor, new Date(), old.version));
    });
  } catch (err) {
    rethrowSlugConflict(err, slug);
  }
}
