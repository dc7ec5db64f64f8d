import { renderMarkdown } from '@shared/markdown';
import {
  exampleValuesOf,
  type NoticeTemplateKey,
  noticeTemplateDefaults,
  noticeTemplateKeys,
  placeholdersOf,
} from '@shared/notice-templates';
import type {
  NoticeTemplateChange,
  NoticeTemplateList,
  NoticeTemplatePreview,
  NoticeTemplateView,
  noticeTemplateDraftSchema,
} from '@shared/schemas/notice-templates';
import type { z } from '@shared/zod';
import { desc, eq } from 'drizzle-orm';
import type { AppContext, SignedInViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { noticeTemplateChanges, noticeTemplates } from '../../db/schema/notice-templates';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { clubPlaceholderValues, renderNoticeText } from '../../lib/mail/notice-email';

type Draft = z.output<typeof noticeTemplateDraftSchema>;

/** How many changes the page shows (the audit trail keeps them all). */
const changesShown = 30;

async function nameOf(db: DbOrTx, userId: string): Promise<string> {
  const [me] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return me?.name || 'An admin';
}

function keyOf(key: string): NoticeTemplateKey {
  if (!(noticeTemplateKeys as readonly string[]).includes(key)) {
    throw new AppError('NOT_FOUND', 'No such notice.');
  }
  return key as NoticeTemplateKey;
}

function viewOf(
  key: NoticeTemplateKey,
  row: typeof noticeTemplates.$inferSelect | undefined,
  updatedByName: string | null,
): NoticeTemplateView {
  const fallback = noticeTemplateDefaults[key];
  return {
    key,
    title: fallback.title,
    recipient: fallback.recipient,
    delivery: fallback.delivery,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    isEdited: !!row,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedByName: row ? updatedByName : null,
    placeholders: Object.entries(placeholdersOf(key)).map(([name, info]) => ({ name, ...info })),
  };
}

async function loadView(db: DbOrTx, key: NoticeTemplateKey): Promise<NoticeTemplateView> {
  const [row] = await db
    .select({ template: noticeTemplates, byName: profiles.fullName })
    .from(noticeTemplates)
    .leftJoin(profiles, eq(profiles.id, noticeTemplates.updatedBy))
    .where(eq(noticeTemplates.key, key));
  return viewOf(key, row?.template, row?.byName ?? null);
}

/** Every notice's template (edited or default), and the latest changes. */
export async function listNoticeTemplates(db: DbOrTx): Promise<NoticeTemplateList> {
  const rows = await db
    .select({ template: noticeTemplates, byName: profiles.fullName })
    .from(noticeTemplates)
    .leftJoin(profiles, eq(profiles.id, noticeTemplates.updatedBy));
  const byKey = new Map(rows.map((r) => [r.template.key, r]));
  const changes = await db
    .select()
    .from(noticeTemplateChanges)
    .orderBy(desc(noticeTemplateChanges.at), desc(noticeTemplateChanges.id))
    .limit(changesShown);
  return {
    templates: noticeTemplateKeys.map((key) =>
      viewOf(key, byKey.get(key)?.template, byKey.get(key)?.byName ?? null),
    ),
    changes: changes.map<NoticeTemplateChange>((c) => ({
      id: c.id,
      key: c.key as NoticeTemplateKey,
      action: c.action,
      byName: c.byName,
      at: c.at.toISOString(),
    })),
  };
}

/** The draft as a recipient would read it, filled with the club's details and example facts. */
export async function previewNoticeTemplate(
  ctx: AppContext,
  viewer: SignedInViewer,
  draft: Draft,
): Promise<NoticeTemplatePreview> {
  const key = keyOf(draft.key);
  const values = {
    ...exampleValuesOf(key),
    ...(await clubPlaceholderValues(
      ctx.db,
      ctx.env.PUBLIC_URL.replace(/\/+$/, ''),
      await nameOf(ctx.db, viewer.userId),
    )),
  };
  const filled = renderNoticeText(draft, values);
  return { subject: filled.subject, html: renderMarkdown(filled.markdown), text: filled.text };
}

/** Saves an admin's edit of one template, audited, in one transaction. */
export async function saveNoticeTemplate(
  ctx: AppContext,
  viewer: SignedInViewer,
  routeKey: string,
  draft: Draft,
): Promise<NoticeTemplateView> {
  const key = keyOf(routeKey);
  if (draft.key !== key) {
    throw new AppError('VALIDATION', 'The notice does not match the address.', undefined, {
      key: 'This is another notice’s template.',
    });
  }
  return ctx.db.transaction(async (tx) => {
    const byName = await nameOf(tx, viewer.userId);
    const values = {
      subject: draft.subject,
      body: draft.body,
      updatedBy: viewer.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(noticeTemplates)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: noticeTemplates.key, set: values });
    await tx.insert(noticeTemplateChanges).values({
      key,
      action: 'saved',
      subject: draft.subject,
      body: draft.body,
      byUserId: viewer.userId,
      byName,
    });
    return loadView(tx, key);
  });
}

/** Back to the default in code; the change log keeps what the edit said. */
export async function resetNoticeTemplate(
  ctx: AppContext,
  viewer: SignedInViewer,
  routeKey: string,
): Promise<NoticeTemplateView> {
  const key = keyOf(routeKey);
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx.delete(noticeTemplates).where(eq(noticeTemplates.key, key)).returning();
    if (removed) {
      await tx.insert(noticeTemplateChanges).values({
        key,
        action: 'reset',
        subject: removed.subject,
        body: removed.body,
        byUserId: viewer.userId,
        byName: await nameOf(tx, viewer.userId),
      });
    }
    return loadView(tx, key);
  });
}
