import { isAllowed } from '@shared/access';
import {
  type AudienceKind,
  type DeliveryState,
  deliveryStates,
  type MessageRecordKind,
  messageRecordKinds,
} from '@shared/club-messages';
import type {
  Audience,
  MessageDetail,
  MessageLists,
  MessageRecipient,
  RecordMessages,
} from '@shared/schemas/club-messages';
import { z } from '@shared/zod';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clubMessageRecipients, clubMessages } from '../../db/schema/club-messages';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { rosterEntries, teams } from '../../db/schema/leagues';
import { emailOutbox } from '../../db/schema/mail';
import { AppError } from '../../lib/app-error';
import { attachmentOf, attachmentResponse, attachmentsOfMessage } from './message-attachments';
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

/** Who the viewer is to a message: a peer of its sender (sees delivery), a reader, or nobody. */
type Readership = 'peer' | 'reader' | null;

/**
 * Decides, for one viewer, who they are to messages; what a list asks several times (the same
 * audience's access rule, the viewer's place in it) is looked up once.
 */
export function readershipFor(ctx: AppContext, viewer: RequestViewer) {
  const peerOf = new Map<string, Promise<boolean>>();
  const belongsOf = new Map<string, Promise<boolean>>();
  const keyOf = (row: MessageRow) => `${row.audienceKind}:${row.audienceRef}:${row.audienceOption}`;
  const maySendTo = (row: MessageRow) => {
    const key = keyOf(row);
    if (!peerOf.has(key)) {
      peerOf.set(
        key,
        describeAudience(ctx.db, audienceOfRow(row)).then(
          (d) => isAllowed(d.rule, viewer, d.facts),
          () => false,
        ),
      );
    }
    return peerOf.get(key)!;
  };
  const belongs = (row: MessageRow) => {
    const key = keyOf(row);
    if (!belongsOf.has(key)) belongsOf.set(key, belongsToAudienceNow(ctx.db, viewer, audienceOfRow(row)));
    return belongsOf.get(key)!;
  };
  return async (row: MessageRow, wasRecipient?: boolean): Promise<Readership> => {
    if (!viewer.isSignedIn && row.audienceKind !== 'newsletter') return null;
    if (viewer.userId && row.authorId === viewer.userId) return 'peer';
    if (viewer.isSignedIn && (await maySendTo(row))) return 'peer';
    if (row.status !== 'sent') return null;
    if (row.audienceKind === 'newsletter') return 'reader';
    if (wasRecipient ?? (await isRecipient(ctx, viewer, row.id))) return 'reader';
    // Whoever belongs to a team or an event now reads what was sent to it before they came.
    return (await belongs(row)) ? 'reader' : null;
  };
}

const placeStatusesOf = {
  confirmed: ['confirmed'],
  waitlisted: ['waitlisted'],
  both: ['confirmed', 'waitlisted'],
} as const;

/** Whether the viewer is, today, one of the people a team or event audience names. */
async function belongsToAudienceNow(db: DbOrTx, viewer: RequestViewer, audience: Audience): Promise<boolean> {
  const userId = viewer.userId ?? '';
  const emailKey = viewer.email?.toLowerCase() ?? '';
  switch (audience.kind) {
    case 'team': {
      const [team] = await db
        .select({ captainId: teams.captainId, coCaptainId: teams.coCaptainId })
        .from(teams)
        .where(eq(teams.id, audience.teamId))
        .limit(1);
      if (!team) return false;
      if (userId && (team.captainId === userId || team.coCaptainId === userId)) return true;
      if (audience.who === 'captains') return false;
      const [entry] = await db
        .select({ id: rosterEntries.id })
        .from(rosterEntries)
        .where(
          and(
            eq(rosterEntries.teamId, audience.teamId),
            or(eq(rosterEntries.userId, userId), sql`lower(${rosterEntries.email}) = ${emailKey}`),
          ),
        )
        .limit(1);
      return !!entry;
    }
    case 'event':
    case 'division': {
      const ref = audience.kind === 'event' ? audience.eventId : audience.divisionId;
      const [place] = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventRef, ref),
            inArray(registrations.status, [...placeStatusesOf[audience.who]]),
            or(eq(registrations.userId, userId), eq(registrations.emailKey, emailKey)),
          ),
        )
        .limit(1);
      return !!place;
    }
    default:
      return false;
  }
}

async function isRecipient(ctx: AppContext, viewer: RequestViewer, messageId: string): Promise<boolean> {
  return (await recipientMessageIds(ctx, viewer, [messageId])).has(messageId);
}

/** Of the given messages, those the viewer was sent (by account or address). */
async function recipientMessageIds(
  ctx: AppContext,
  viewer: RequestViewer,
  messageIds: readonly string[],
): Promise<Set<string>> {
  const who = [
    ...(viewer.userId ? [eq(clubMessageRecipients.userId, viewer.userId)] : []),
    ...(viewer.email ? [eq(clubMessageRecipients.emailKey, viewer.email.toLowerCase())] : []),
  ];
  if (who.length === 0 || messageIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ messageId: clubMessageRecipients.messageId })
    .from(clubMessageRecipients)
    .where(and(inArray(clubMessageRecipients.messageId, [...messageIds]), or(...who)));
  return new Set(rows.map((r) => r.messageId));
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
    attachments: (await attachmentsOfMessage(ctx.db, row.id)).map(attachmentOf),
    body: text,
    audienceKind: row.audienceKind as AudienceKind,
    delivery: withDelivery ? await deliveryOf(ctx, row.id) : null,
  };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The message, with who the viewer is to it; 404 (never 403) when they may not read it. */
async function readableMessage(ctx: AppContext, viewer: RequestViewer, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db.select().from(clubMessages).where(eq(clubMessages.id, id)).limit(1);
  if (!row) throw notFound();
  const readership = await readershipFor(ctx, viewer)(row);
  if (!readership) throw notFound();
  return { row, readership };
}

/**
 * A message at its own address: its sender and those who may write to its audience (with each
 * recipient's delivery state), the people it was sent to, and those who belong to its team or
 * event now. A newsletter issue is public (its archive); a scheduled message is its sender's
 * until it goes.
 */
export async function getMessage(ctx: AppContext, viewer: RequestViewer, id: string): Promise<MessageDetail> {
  const { row, readership } = await readableMessage(ctx, viewer, id);
  return detailOf(ctx, row, readership === 'peer');
}

/** One of a message's files, for the message's readers only (404 for anyone else). */
export async function getMessageAttachment(
  ctx: AppContext,
  viewer: RequestViewer,
  messageId: string,
  attachmentId: string,
): Promise<Response> {
  await readableMessage(ctx, viewer, messageId);
  if (!isUuid(attachmentId)) throw notFound();
  return attachmentResponse(ctx, messageId, attachmentId);
}

/**
 * The messages sent to a team's people (its roster or captains), a social's or a tournament's
 * players, as the record's page lists them: each only to whom it may read it.
 */
export async function listRecordMessages(
  ctx: AppContext,
  viewer: RequestViewer,
  kind: string,
  id: string,
): Promise<RecordMessages> {
  const gone = () => new AppError('NOT_FOUND', 'This team or event does not exist.');
  if (!(messageRecordKinds as readonly string[]).includes(kind) || !isUuid(id)) throw gone();
  const recordKind = kind as MessageRecordKind;
  let audienceKind: AudienceKind;
  let refs: string[];
  let writeTo: Audience[];
  // The team, social or tournament itself must exist (its messages may be about none of its people yet).
  const table = { team: teams, event: socialEvents, tournament: tournaments }[recordKind];
  const [found] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!found) throw gone();
  if (recordKind === 'team') {
    audienceKind = 'team';
    refs = [id];
    writeTo = [{ kind: 'team', teamId: id, who: 'roster' }];
  } else if (recordKind === 'event') {
    audienceKind = 'event';
    refs = [id];
    writeTo = [{ kind: 'event', eventId: id, who: 'both' }];
  } else {
    audienceKind = 'division';
    refs = (
      await ctx.db
        .select({ id: tournamentDivisions.id })
        .from(tournamentDivisions)
        .where(eq(tournamentDivisions.tournamentId, id))
    ).map((d) => d.id);
    writeTo = refs.map((divisionId) => ({ kind: 'division', divisionId, who: 'both' }) as const);
  }
  const rows =
    refs.length === 0
      ? []
      : await ctx.db
          .select()
          .from(clubMessages)
          .where(
            and(
              eq(clubMessages.audienceKind, audienceKind),
              inArray(clubMessages.audienceRef, refs),
              eq(clubMessages.status, 'sent'),
            ),
          )
          .orderBy(desc(clubMessages.sentAt))
          .limit(100);
  const readerOf = readershipFor(ctx, viewer);
  const received = await recipientMessageIds(
    ctx,
    viewer,
    rows.map((r) => r.id),
  );
  const readable: MessageRow[] = [];
  for (const row of rows) if (await readerOf(row, received.has(row.id))) readable.push(row);
  let canWrite = false;
  for (const audience of writeTo) {
    const described = await describeAudience(ctx.db, audience).catch(() => null);
    if (described && isAllowed(described.rule, viewer, described.facts)) canWrite = true;
    if (canWrite) break;
  }
  let isAudience = canWrite || readable.length > 0;
  for (const audience of writeTo) {
    if (isAudience) break;
    isAudience = await belongsToAudienceNow(ctx.db, viewer, audience);
  }
  return { messages: readable.map(summaryOf), isAudience, canWrite };
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
