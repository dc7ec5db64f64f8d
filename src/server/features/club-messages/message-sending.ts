import { audienceMailList, messageLimits } from '@shared/club-messages';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { renderMarkdown } from '@shared/markdown';
import { paths } from '@shared/paths';
import type {
  Audience,
  MessageDraft,
  MessagePreview,
  MessageSummary,
  sendMessageSchema,
} from '@shared/schemas/club-messages';
import type { z } from '@shared/zod';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clubMessageRecipients, clubMessages } from '../../db/schema/club-messages';
import type { OutboxAttachment } from '../../db/schema/mail';
import { AppError } from '../../lib/app-error';
import { getClubIdentity } from '../../lib/club-identity';
import { escapeHtml } from '../../lib/mail/compose-email';
import { enqueueEmail, enqueueEmails, type OutgoingEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { listEmail, unsubscribedOf } from '../../lib/mail/mail-lists';
import { newsletterUnsubscribeParts } from '../../lib/mail/newsletter-footer';
import { startRepeatingJob } from '../../lib/repeating-job';
import { attachmentsOfMessage, claimAttachments, outboxAttachmentsOf } from './message-attachments';
import { audienceForSender, type Recipient, resolveAudience } from './message-audiences';

type MessageRow = typeof clubMessages.$inferSelect;

export function audienceOfRow(row: MessageRow): Audience {
  const { audienceKind: kind, audienceRef: ref, audienceOption: who } = row;
  switch (kind) {
    case 'team':
      return { kind, teamId: ref, who: who as 'roster' | 'captains' };
    case 'event':
      return { kind, eventId: ref, who: who as 'confirmed' | 'waitlisted' | 'both' };
    case 'division':
      return { kind, divisionId: ref, who: who as 'confirmed' | 'waitlisted' | 'both' };
    case 'league-captains':
      return { kind, leagueId: ref };
    case 'role':
      return { kind, role: ref as Extract<Audience, { kind: 'role' }>['role'] };
    default:
      return { kind: kind as 'members' | 'dues-overdue' | 'newsletter' };
  }
}

function audienceColumns(audience: Audience): { audienceRef: string; audienceOption: string } {
  switch (audience.kind) {
    case 'team':
      return { audienceRef: audience.teamId, audienceOption: audience.who };
    case 'event':
      return { audienceRef: audience.eventId, audienceOption: audience.who };
    case 'division':
      return { audienceRef: audience.divisionId, audienceOption: audience.who };
    case 'league-captains':
      return { audienceRef: audience.leagueId, audienceOption: '' };
    case 'role':
      return { audienceRef: audience.role, audienceOption: '' };
    default:
      return { audienceRef: '', audienceOption: '' };
  }
}

/** A message's body as HTML (safe Markdown, club placeholders filled) and as plain text. */
export async function renderMessageBody(db: DbOrTx, body: string): Promise<{ html: string; text: string }> {
  const club = await getClubIdentity(db);
  const filled = fillClubPlaceholders(body, club);
  return { html: renderMarkdown(filled), text: filled };
}

interface Letter {
  subject: string;
  html: string;
  text: string;
  authorName: string;
  audienceLabel: string;
  /** The message's own page (after sending), linked from the e-mail. */
  link: string | null;
  attachments: OutboxAttachment[];
}

/** One recipient's e-mail: the letter, its signature, and the footer of the audience's kind of mail. */
function emailFor(ctx: AppContext, audience: Audience, letter: Letter, to: Recipient): OutgoingEmail {
  const signature = `— ${letter.authorName}, to ${letter.audienceLabel}`;
  const msg: OutgoingEmail = {
    to: to.email,
    subject: letter.subject,
    text: [
      letter.text,
      '',
      signature,
      ...(letter.link ? ['', `Read it on the site: ${letter.link}`] : []),
    ].join('\n'),
    html: [
      letter.html,
      `<p style="color:#374151">${escapeHtml(signature)}</p>`,
      letter.link
        ? `<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(letter.link)}">Read it on the site</a></p>`
        : '',
    ].join('\n'),
  };
  const list = audienceMailList[audience.kind];
  if (list !== 'newsletter') return listEmail(ctx.env, ctx.authSecret, list, msg);
  const footer = newsletterUnsubscribeParts(ctx.env, to.newsletterToken ?? '');
  return {
    ...msg,
    text: `${msg.text}\n\n${footer.text}`,
    html: `${msg.html}\n${footer.html}`,
    headers: footer.headers,
  };
}

/** The letter's files, carried by every recipient's e-mail (by reference: one copy on disk). */
function withAttachments(email: OutgoingEmail, letter: Letter): OutgoingEmail {
  return letter.attachments.length > 0 ? { ...email, attachments: letter.attachments } : email;
}

/** Who of the audience gets it and who left this kind of mail (the newsletter's left already). */
async function splitByOptOut(
  db: DbOrTx,
  audience: Audience,
  recipients: Recipient[],
): Promise<{ to: Recipient[]; skipped: Recipient[] }> {
  const list = audienceMailList[audience.kind];
  if (list === 'newsletter') return { to: recipients, skipped: [] };
  const left = await unsubscribedOf(
    db,
    list,
    recipients.map((r) => r.email),
  );
  return {
    to: recipients.filter((r) => !left.has(r.emailKey)),
    skipped: recipients.filter((r) => left.has(r.emailKey)),
  };
}

function authorNameOf(viewer: RequestViewer, name: string | undefined): string {
  return name?.trim() || viewer.email || 'The club';
}

/** What the first recipient would get, and how many the message would go to now. */
export async function previewMessage(
  ctx: AppContext,
  viewer: RequestViewer,
  senderName: string,
  draft: MessageDraft,
): Promise<MessagePreview> {
  const described = await audienceForSender(ctx.db, viewer, draft.audience);
  const { to, skipped } = await splitByOptOut(
    ctx.db,
    draft.audience,
    await resolveAudience(ctx.db, draft.audience),
  );
  const body = await renderMessageBody(ctx.db, draft.body);
  const sample: Recipient = to[0] ?? {
    email: viewer.email ?? 'member@example.org',
    emailKey: '',
    name: '',
    userId: null,
    newsletterToken: 'preview',
  };
  const email = emailFor(
    ctx,
    draft.audience,
    {
      subject: draft.subject,
      ...body,
      authorName: authorNameOf(viewer, senderName),
      audienceLabel: described.label,
      link: `${ctx.env.PUBLIC_URL}${paths.messages}/…`,
      attachments: [],
    },
    sample,
  );
  return {
    subject: email.subject,
    html: email.html ?? '',
    text: email.text,
    audienceLabel: described.label,
    recipientCount: to.length,
    skippedCount: skipped.length,
  };
}

/** The draft, as the audience would get it, to the sender's own address only. */
export async function sendTestMessage(
  ctx: AppContext,
  viewer: RequestViewer,
  senderName: string,
  draft: MessageDraft,
): Promise<{ sentTo: string }> {
  if (!viewer.email) throw new AppError('FORBIDDEN', 'Your account has no e-mail address to send a test to.');
  const described = await audienceForSender(ctx.db, viewer, draft.audience);
  const body = await renderMessageBody(ctx.db, draft.body);
  const letter: Letter = {
    subject: `[Test] ${draft.subject}`,
    ...body,
    authorName: authorNameOf(viewer, senderName),
    audienceLabel: described.label,
    link: null,
    attachments: outboxAttachmentsOf(await claimAttachments(ctx.db, viewer, draft.attachmentIds, null)),
  };
  const email = emailFor(ctx, draft.audience, letter, {
    email: viewer.email,
    emailKey: viewer.email.toLowerCase(),
    name: '',
    userId: viewer.userId,
    newsletterToken: 'test',
  });
  await enqueueEmail(ctx.db, withAttachments(email, letter));
  return { sentTo: viewer.email };
}

export function summaryOf(row: MessageRow): MessageSummary {
  return {
    id: row.id,
    subject: row.subject,
    audienceLabel: row.audienceLabel,
    authorName: row.authorName,
    status: row.status,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
  };
}

/**
 * Resolves the message's audience now, de-duplicated, leaves out who left this kind of mail,
 * and queues one e-mail per address in the outbox, all in the caller's transaction with the
 * message row locked: a message is sent once, whichever process gets to it.
 */
async function dispatchMessage(ctx: AppContext, tx: DbOrTx, row: MessageRow, now: Date): Promise<MessageRow> {
  const audience = audienceOfRow(row);
  const { to, skipped } = await splitByOptOut(tx, audience, await resolveAudience(tx, audience, now));
  const body = await renderMessageBody(tx, row.bodyMarkdown);
  const letter: Letter = {
    subject: row.subject,
    ...body,
    authorName: row.authorName,
    audienceLabel: row.audienceLabel,
    link: `${ctx.env.PUBLIC_URL}${
      row.audienceKind === 'newsletter' ? paths.newsletterIssue(row.id) : paths.message(row.id)
    }`,
    attachments: outboxAttachmentsOf(await attachmentsOfMessage(tx, row.id)),
  };
  const queued = await enqueueEmails(
    tx,
    to.map((r) => withAttachments(emailFor(ctx, audience, letter, r), letter)),
  );
  const outboxIdOf = new Map(queued.map((q) => [q.to.toLowerCase(), q.id]));
  const rows = [
    ...to.map((r) => ({ ...r, outboxId: outboxIdOf.get(r.emailKey) ?? null, isSkipped: false })),
    ...skipped.map((r) => ({ ...r, outboxId: null, isSkipped: true })),
  ];
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(clubMessageRecipients).values(
      rows.slice(i, i + 1000).map((r) => ({
        messageId: row.id,
        emailKey: r.emailKey,
        email: r.email,
        name: r.name,
        userId: r.userId,
        outboxId: r.outboxId,
        isSkipped: r.isSkipped,
      })),
    );
  }
  const [sent] = await tx
    .update(clubMessages)
    .set({ status: 'sent', sentAt: now, recipientCount: to.length })
    .where(eq(clubMessages.id, row.id))
    .returning();
  return sent!;
}

/**
 * Stores the message and, unless it is scheduled, sends it now. The sender confirmed a count;
 * the audience is resolved again here (it may have changed since): the answer has the real one.
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: RequestViewer,
  senderName: string,
  input: z.output<typeof sendMessageSchema>,
  now = new Date(),
): Promise<MessageSummary> {
  const described = await audienceForSender(ctx.db, viewer, input.audience);
  const sendAt = input.sendAt && input.sendAt.getTime() > now.getTime() + 60_000 ? input.sendAt : now;
  if (sendAt.getTime() > now.getTime() + messageLimits.scheduleDaysMax * 86_400_000) {
    throw new AppError(
      'VALIDATION',
      `A message can be scheduled at most ${messageLimits.scheduleDaysMax} days ahead.`,
      undefined,
      {
        sendAt: `At most ${messageLimits.scheduleDaysMax} days ahead.`,
      },
    );
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clubMessages)
      .values({
        authorId: viewer.userId,
        authorName: authorNameOf(viewer, senderName),
        audienceKind: input.audience.kind,
        ...audienceColumns(input.audience),
        audienceLabel: described.label,
        subject: input.subject,
        bodyMarkdown: input.body,
        status: 'scheduled',
        sendAt,
      })
      .returning();
    await claimAttachments(tx, viewer, input.attachmentIds, row!.id);
    if (sendAt > now) return row!;
    return dispatchMessage(ctx, tx, row!, now);
  });
  wakeOutbox();
  ctx.logger.info(
    {
      messageId: result.id,
      audience: result.audienceLabel,
      recipients: result.recipientCount,
      status: result.status,
    },
    'club message stored',
  );
  return summaryOf(result);
}

/** Sends the scheduled messages that are due, each once across processes (SKIP LOCKED). */
export async function sendDueMessages(ctx: AppContext, now = new Date()): Promise<number> {
  let count = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(clubMessages)
        .where(and(eq(clubMessages.status, 'scheduled'), lte(clubMessages.sendAt, now)))
        .orderBy(asc(clubMessages.sendAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      return dispatchMessage(ctx, tx, due, now);
    });
    if (!sent) break;
    count += 1;
  }
  if (count > 0) wakeOutbox();
  return count;
}

export function startScheduledMessages(ctx: AppContext): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'Scheduled club messages', firstAfterMs: 30_000, everyMs: 60_000 },
    () => sendDueMessages(ctx),
  );
}
