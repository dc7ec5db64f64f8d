import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { messageLimits } from '@shared/club-messages';
import type { MessageAttachment } from '@shared/schemas/club-messages';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clubMessageAttachments } from '../../db/schema/club-messages';
import type { OutboxAttachment } from '../../db/schema/mail';
import { AppError } from '../../lib/app-error';
import {
  type DocumentMimeType,
  detectDocumentType,
  privateFilePath,
  removePrivateFile,
  savePrivateFile,
} from '../../lib/uploads';

type AttachmentRow = typeof clubMessageAttachments.$inferSelect;

const extensionOf: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Files a sender may keep uploaded and not yet sent (abandoned drafts are swept after a day). */
const pendingMax = 20;
const pendingKeepMs = 24 * 3_600_000;

/**
 * The sender's name of the file, made safe for an e-mail header and a download: no folders, no
 * control or quoting characters, and the extension of what the bytes are.
 */
export function cleanAttachmentName(name: string, type: DocumentMimeType): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f"<>|*?:;]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'attachment';
  const ext = extensionOf[type];
  return `${base.slice(0, messageLimits.attachmentNameMax - ext.length - 1)}.${ext}`;
}

export function attachmentOf(row: AttachmentRow): MessageAttachment {
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size };
}

/** Stores a file the sender attaches to the message they are writing (not sent yet). */
export async function storeMessageAttachment(
  ctx: AppContext,
  viewer: RequestViewer,
  bytes: Uint8Array,
  name: string,
  now = new Date(),
): Promise<MessageAttachment> {
  const userId = viewer.userId;
  if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  const type = detectDocumentType(bytes);
  if (!type) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, JPEG, PNG or WebP files can be attached.');
  }
  await sweepAbandonedAttachments(ctx, now);
  const pending = await ctx.db
    .select({ id: clubMessageAttachments.id })
    .from(clubMessageAttachments)
    .where(and(eq(clubMessageAttachments.uploadedBy, userId), isNull(clubMessageAttachments.messageId)))
    .limit(pendingMax);
  if (pending.length >= pendingMax) {
    throw new AppError(
      'RATE_LIMITED',
      'You have many files waiting to be sent. Send your message, or try again tomorrow.',
    );
  }
  const fileName = await savePrivateFile(ctx.uploadsDir, 'msgfile', bytes, type);
  try {
    const [row] = await ctx.db
      .insert(clubMessageAttachments)
      .values({
        uploadedBy: userId,
        fileName,
        name: cleanAttachmentName(name, type),
        contentType: type,
        size: bytes.length,
      })
      .returning();
    return attachmentOf(row!);
  } catch (err) {
    await removePrivateFile(ctx.uploadsDir, fileName);
    throw err;
  }
}

/** Files uploaded for a message that was never sent, after a day: gone from the table and the disk. */
export async function sweepAbandonedAttachments(ctx: AppContext, now = new Date()): Promise<void> {
  const gone = await ctx.db
    .delete(clubMessageAttachments)
    .where(
      and(
        isNull(clubMessageAttachments.messageId),
        lt(clubMessageAttachments.createdAt, new Date(now.getTime() - pendingKeepMs)),
      ),
    )
    .returning({ fileName: clubMessageAttachments.fileName });
  for (const g of gone) await removePrivateFile(ctx.uploadsDir, g.fileName);
}

const attachAgain = () =>
  new AppError('VALIDATION', 'An attached file is no longer available: attach it again.', undefined, {
    attachmentIds: 'Attach the file again.',
  });

/**
 * The sender's own unsent files, checked against the limits; when `messageId` is given they are
 * claimed for that message (in the caller's transaction, rows locked: a file goes with one message).
 */
export async function claimAttachments(
  tx: DbOrTx,
  viewer: RequestViewer,
  ids: readonly string[] | undefined,
  messageId: string | null,
): Promise<AttachmentRow[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select()
    .from(clubMessageAttachments)
    .where(
      and(
        inArray(clubMessageAttachments.id, wanted),
        eq(clubMessageAttachments.uploadedBy, viewer.userId ?? ''),
        isNull(clubMessageAttachments.messageId),
      ),
    )
    .orderBy(asc(clubMessageAttachments.createdAt))
    .for('update');
  if (rows.length !== wanted.length) throw attachAgain();
  const total = rows.reduce((sum, r) => sum + r.size, 0);
  if (total > messageLimits.attachmentsTotalMaxBytes) {
    const mb = messageLimits.attachmentsTotalMaxBytes / 1024 / 1024;
    throw new AppError('VALIDATION', `The attachments are more than ${mb} MB together.`, undefined, {
      attachmentIds: `At most ${mb} MB together.`,
    });
  }
  if (messageId) {
    await tx
      .update(clubMessageAttachments)
      .set({ messageId })
      .where(inArray(clubMessageAttachments.id, wanted));
  }
  return rows;
}

export function outboxAttachmentsOf(rows: readonly AttachmentRow[]): OutboxAttachment[] {
  return rows.map((r) => ({ file: r.fileName, name: r.name, contentType: r.contentType }));
}

export async function attachmentsOfMessage(db: DbOrTx, messageId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(clubMessageAttachments)
    .where(eq(clubMessageAttachments.messageId, messageId))
    .orderBy(asc(clubMessageAttachments.createdAt));
}

/** One of a message's files as a download (the caller checked the viewer may read the message). */
export async function attachmentResponse(
  ctx: AppContext,
  messageId: string,
  attachmentId: string,
): Promise<Response> {
  const notFound = new AppError('NOT_FOUND', 'This file does not exist, or it was not sent to you.');
  const [row] = await ctx.db
    .select()
    .from(clubMessageAttachments)
    .where(and(eq(clubMessageAttachments.id, attachmentId), eq(clubMessageAttachments.messageId, messageId)))
    .limit(1);
  const filePath = row && privateFilePath(ctx.uploadsDir, row.fileName);
  const info = filePath ? await stat(filePath).catch(() => null) : null;
  if (!row || !filePath || !info?.isFile()) throw notFound;
  const isImage = row.contentType.startsWith('image/');
  return new Response(Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(info.size),
      // RFC 6266: a plain fallback name and the UTF-8 one.
      'Content-Disposition': `${isImage || row.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${row.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
