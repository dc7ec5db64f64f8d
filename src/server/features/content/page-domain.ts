import {
  type ContentPage,
  type ContentPageKey,
  type ContentPageSummary,
  type ContentPageVersionList,
  contentPageInfo,
  contentPageKeys,
  isContentPageKey,
  type SavePageInput,
} from '@shared/schemas/content';
import { isUuid } from '@shared/uuid';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { type Editor, staleSave, versionListOf, versionNotFound, versionToRestore } from './editor';

type PageRow = typeof contentPages.$inferSelect;

function toPage(row: PageRow): ContentPage {
  return {
    key: row.key as ContentPageKey,
    title: row.title,
    body: row.body,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A route parameter as a page key; anything else is a page that does not exist. */
export function parsePageKey(value: string): ContentPageKey {
  if (!isContentPageKey(value)) throw new AppError('NOT_FOUND', 'There is no such page.');
  return value;
}

export async function getPage(db: DbOrTx, key: ContentPageKey): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
  if (!row)
    throw new AppError('NOT_FOUND', `The ${contentPageInfo[key].title} page has not been written yet.`);
  return toPage(row);
}

/** Every editable page for the admin list, written or not, in the club's order. */
export async function listPageSummaries(db: DbOrTx): Promise<ContentPageSummary[]> {
  const rows = await db.select().from(contentPages);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return contentPageKeys.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      title: row?.title ?? contentPageInfo[key].title,
      path: contentPageInfo[key].path,
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedByName: row ? row.updatedByName || null : null,
    };
  });
}

function staleSaveOf(row: PageRow): AppError {
  return staleSave('page', row, {
    currentVersion: row.version,
    updatedByName: row.updatedByName || null,
    updatedAt: row.updatedAt,
  });
}

async function lockPage(tx: DbOrTx, key: ContentPageKey): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.key, key)).for('update').limit(1);
  return row;
}

async function recordVersion(
  tx: DbOrTx,
  pageKey: string,
  version: number,
  text: { title: string; body: string },
  editor: Editor,
  now: Date,
  restoredFromVersion: number | null = null,
): Promise<void> {
  await tx.insert(contentPageVersions).values({
    pageKey,
    version,
    title: text.title,
    body: text.body,
    savedBy: editor.id,
    savedByName: editor.name,
    savedAt: now,
    restoredFromVersion,
  });
}

/**
 * Saves a page if nobody saved it since `input.version` (0 = a page never written),
 * keeping the new text as the next version in the page's history.
 */
export async function savePage(
  db: DbOrTx,
  key: ContentPageKey,
  input: SavePageInput,
  editor: Editor,
): Promise<ContentPage> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockPage(tx, key);
      const now = new Date();
      if (!current) {
        if (input.version !== 0) {
          throw new AppError('CONFLICT', 'This page no longer exists in that version. Reload the page.');
        }
        const [created] = await tx
          .insert(contentPages)
          .values({
            key,
            title: input.title,
            body: input.body,
            version: 1,
            updatedBy: editor.id,
            updatedByName: editor.name,
            updatedAt: now,
          })
          .returning();
        await recordVersion(tx, key, 1, input, editor, now);
        return toPage(created!);
      }
      if (current.version !== input.version) throw staleSaveOf(current);
      // Saving unchanged text adds nothing to the history.
      if (current.title === input.title && current.body === input.body) return toPage(current);
      return toPage(await writeVersion(tx, current, input, editor, now, null));
    });
  } catch (err) {
    // Two first saves of the same page at once: the loser is told like any stale save.
    if (isUniqueViolation(err)) {
      throw new AppError(
        'CONFLICT',
        'Someone else saved this page at the same moment. Reload and try again.',
      );
    }
    throw err;
  }
}

async function writeVersion(
  tx: DbOrTx,
  current: PageRow,
  text: { title: string; body: string },
  editor: Editor,
  now: Date,
  restoredFromVersion: number | null,
): Promise<PageRow> {
  const version = current.version + 1;
  const [updated] = await tx
    .update(contentPages)
    .set({
      title: text.title,
      body: text.body,
      version,
      updatedBy: editor.id,
      updatedByName: editor.name,
      updatedAt: now,
    })
    .where(and(eq(contentPages.key, current.key), eq(contentPages.version, current.version)))
    .returning();
  if (!updated) throw staleSaveOf(current);
  await recordVersion(tx, current.key, version, text, editor, now, restoredFromVersion);
  return updated;
}

/** The history of a page, newest first (the current text is the first entry). */
export async function listPageVersions(db: DbOrTx, key: ContentPageKey): Promise<ContentPageVersionList> {
  const page = await getPage(db, key);
  const rows = await db
    .select()
    .from(contentPageVersions)
    .where(eq(contentPageVersions.pageKey, key))
    .orderBy(desc(contentPageVersions.version));
  return versionListOf(page.version, rows, (r) => ({ title: r.title, body: r.body }));
}

/** Makes an earlier version the current text again, as a new version (nothing is lost). */
export async function restorePageVersion(
  db: DbOrTx,
  key: ContentPageKey,
  versionId: string,
  editor: Editor,
): Promise<ContentPage> {
  if (!isUuid(versionId)) throw versionNotFound();
  return db.transaction(async (tx) => {
    const current = await lockPage(tx, key);
    if (!current) throw versionNotFound();
    const [found] = await tx
      .select()
      .from(contentPageVersions)
      .where(and(eq(contentPageVersions.id, versionId), eq(contentPageVersions.pageKey, key)))
      .limit(1);
    const old = versionToRestore(found, current.version, 'page');
    return toPage(await writeVersion(tx, current, old, editor, new Date(), old.version));
  });
}
