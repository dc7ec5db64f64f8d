import { isAllowed } from '@shared/access';
import { type AudienceKind, type DeliveryState, deliveryStates } from '@shared/club-messages';
import type { MessageDetail, MessageLists, MessageRecipient } from '@shared/schemas/club-messages';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import { clubMessageRecipients, clubMessages } from '../../db/schema/club-messages';
import { emailOutbox } from '../../db/schema/mail';
import { AppError } from '../../lib/app-error';
import { describeAudience } from './message-audiences';
import { audienceOfRow, renderMessageBody, summaryOf } from './message-sending';

type MessageRow = typeof clubMessages.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'This message does not exist, or it was not sent to you.');

function deliveryStateOf(isSkipped: boolean, status: string | null): DeliveryState {
  if (isSkipped) return 'skipped';
  if (status === 'sent' || status === 'sent_to_log') return 'sent';
  if (status === 'failed' || status === 'bounced') return status;
  return 'queued';
}

/** Whether the viewer may write to the message's audience (its sender's peers see delivery too). */
async function maySendTo(ctx: AppContext, viewer: RequestViewer, row: MessageRow): Promise<boolean> {
  try {
    const described = await describeAudience(ctx.db, audienceOfRow(row));
    return isAllowed(described.rule, viewer, described.facts);
  } catch {
    return false;
  }
}

async function isRecipient(ctx: AppContext, viewer: RequestViewer, messageId: string): Promise<boolean> {
  const who = [
    ...(viewer.userId ? [eq(clubMessageRecipients.userId, viewer.userId)] : []),
    ...(viewer.email ? [eq(clubMessageRecipients.emailKey, viewer.email.toLowerCase())] : []),
  ];
  if (who.length === 0) return false;
  const [row] = await ctx.db
    .select({ messageId: clubMessageRecipients.messageId })
    .from(clubMessageRecipients)
    .where(and(eq(clubMessageRecipients.messageId, messageId), or(...who)))
    .limit(1);
  return !!row;
}

async function deliveryOf(ctx: AppContext, messageId: string): Promise<MessageDetail['delivery']> {
  const rows = await ctx.db
    .select({
      email: clubMessageRecipients.email,
      name: clubMessageRecipients.name,
      isSkipped: clubMessageRecipients.isSkipped,
      status: emailOutbox.status,
      error: emailOutbox.lastError,
    })
    .from(clubMessageRecipients)
    .leftJoin(emailOutbox, eq(emailOutbox.id, clubMessageRecipients.outboxId))
    .where(eq(clubMessageRecipients.messageId, messageId))
    .orderBy(clubMessageRecipients.email);
  const counts = Object.fromEntries(deliveryStates.map((s) => [s, 0])) as Record<DeliveryState, number>;
  const recipients: MessageRecipient[] = rows.map((r) => {
    const state = deliveryStateOf(r.isSkipped, r.status);
    counts[state] += 1;
    return {
      email: r.email,
      name: r.name,
      state,
      error: state === 'queued' || state === 'sent' ? null : r.error,
    };
  });
  return { counts, recipients };
}

async function detailOf(ctx: AppContext, row: MessageRow, withDelivery: boolean): Promise<MessageDetail> {
  const { text } = await renderMessageBody(ctx.db, row.bodyMarkdown);
  return {
    ...summaryOf(row),
    body: text,
    audienceKind: row.audienceKind as AudienceKind,
    delivery: withDelivery ? await deliveryOf(ctx, row.id) : null,
  };
}

/**
 * A message at its own address: its sender and those who may write to its audience (with each
 * recipient's delivery state), and the people it was sent to. A newsletter issue is public
 * (its archive); a scheduled message is its sender's until it goes.
 */
export async function getMessage(ctx: AppContext, viewer: RequestViewer, id: string): Promise<MessageDetail> {
  const [row] = await ctx.db.select().from(clubMessages).where(eq(clubMessages.id, id)).limit(1);
  if (!row) throw notFound();
  const isAuthor = !!viewer.userId && row.authorId === viewer.userId;
  const isPeer = isAuthor || (await maySendTo(ctx, viewer, row));
  if (isPeer) return detailOf(ctx, row, true);
  if (
    row.status === 'sent' &&
    (row.audienceKind === 'newsletter' || (await isRecipient(ctx, viewer, row.id)))
  )
    return detailOf(ctx, row, false);
  throw notFound();
}

/** The newsletter's public archive: its sent issues, newest first. */
export async function listNewsletterIssues(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(clubMessages)
    .where(and(eq(clubMessages.audienceKind, 'newsletter'), eq(clubMessages.status, 'sent')))
    .orderBy(desc(clubMessages.sentAt))
    .limit(200);
  return { issues: rows.map(summaryOf) };
}

export async function getNewsletterIssue(ctx: AppContext, id: string): Promise<MessageDetail> {
  const [row] = await ctx.db
    .select()
    .from(clubMessages)
    .where(
      and(
        eq(clubMessages.id, id),
        eq(clubMessages.audienceKind, 'newsletter'),
        eq(clubMessages.status, 'sent'),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This newsletter issue does not exist.');
  return detailOf(ctx, row, false);
}

/** The viewer's own messages (sent and scheduled) and those sent to them, newest first. */
export async function listMessages(ctx: AppContext, viewer: RequestViewer): Promise<MessageLists> {
  const sent = viewer.userId
    ? await ctx.db
        .select()
        .from(clubMessages)
        .where(eq(clubMessages.authorId, viewer.userId))
        .orderBy(desc(clubMessages.createdAt))
        .limit(100)
    : [];
  const who = [
    ...(viewer.userId ? [eq(clubMessageRecipients.userId, viewer.userId)] : []),
    ...(viewer.email ? [eq(clubMessageRecipients.emailKey, viewer.email.toLowerCase())] : []),
  ];
  const ids =
    who.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: clubMessageRecipients.messageId })
            .from(clubMessageRecipients)
            .where(and(or(...who), eq(clubMessageRecipients.isSkipped, false)))
            .limit(500)
        ).map((r) => r.id);
  const received =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(clubMessages)
          .where(inArray(clubMessages.id, ids))
          .orderBy(desc(clubMessages.sentAt))
          .limit(100);
  return { sent: sent.map(summaryOf), received: received.map(summaryOf) };
}
