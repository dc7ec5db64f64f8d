import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, uuidRef } from './columns';
import { emailOutbox } from './mail';

/**
 * A message a club person wrote to an audience (issue 22 §1): a team, an event's players, the
 * members, a role, the newsletter's subscribers… The audience is kept as data (kind, ref,
 * option) and resolved when the message is sent, not when it is written, so a scheduled message
 * reaches whoever belongs to the audience on the day. Kept after sending: its audience reads it
 * at its own address.
 *
 * status: scheduled → sending (claimed by one process) → sent
 */
export const clubMessages = pgTable(
  'club_messages',
  {
    id: primaryId(),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** As signed under the message, kept when the account goes. */
    authorName: text().notNull(),
    audienceKind: text().notNull(),
    /** The team, event, division, league or role the audience is of ('' for club-wide ones). */
    audienceRef: text().notNull().default(''),
    /** 'confirmed' | 'waitlisted' | 'both' (events), 'roster' | 'captains' (teams), '' otherwise. */
    audienceOption: text().notNull().default(''),
    /** The audience as its sender saw it named ("Mixed Nuts — roster"), for lists and archives. */
    audienceLabel: text().notNull(),
    subject: text().notNull(),
    bodyMarkdown: text().notNull(),
    status: text({ enum: ['scheduled', 'sending', 'sent'] })
      .notNull()
      .default('scheduled'),
    sendAt: instantNow(),
    sentAt: instant(),
    recipientCount: integer().notNull().default(0),
    createdAt: instantNow(),
  },
  (t) => [
    index('club_messages_due_idx').on(t.status, t.sendAt),
    index('club_messages_audience_idx').on(t.audienceKind, t.audienceRef, t.sentAt),
    index('club_messages_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * Who a sent message went to, one row per address (de-duplicated), with the outbox row that
 * carries it: its status is the delivery state the sender sees. `skipped` rows are addresses of
 * the audience that had left this kind of mail (kept so the sender sees why).
 */
export const clubMessageRecipients = pgTable(
  'club_message_recipients',
  {
    messageId: uuidRef(() => clubMessages.id, 'cascade'),
    emailKey: text().notNull(),
    email: text().notNull(),
    name: text().notNull().default(''),
    userId: text(),
    outboxId: uuid().references(() => emailOutbox.id, { onDelete: 'set null' }),
    isSkipped: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.emailKey] }),
    index('club_message_recipients_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    index('club_message_recipients_email_idx').on(t.emailKey),
  ],
);

/**
 * A file sent with a message (issue 22 §1): uploaded by its sender while writing (messageId
 * null until the message is stored), kept on disk outside the public uploads
 * (uploadsDir/message-files/<fileName>) and served only to the message's readers. The outbox
 * rows of the message refer to it by file name and read it when they are sent.
 */
export const clubMessageAttachments = pgTable(
  'club_message_attachments',
  {
    id: primaryId(),
    messageId: uuid().references(() => clubMessages.id, { onDelete: 'cascade' }),
    uploadedBy: text().notNull(),
    /** Random stored name (msgfile-<hex>.<ext>), never the sender's. */
    fileName: text().notNull().unique(),
    /** The sender's name of the file, cleaned, as recipients see it. */
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('club_message_attachments_message_idx').on(t.messageId),
    index('club_message_attachments_uploader_idx').on(t.uploadedBy, t.createdAt),
  ],
);

/**
 * The sending budget shared by every process (MAIL_RATE_PER_MINUTE): one row per minute, the
 * number of e-mails handed to SMTP in it. The outbox takes from it before sending.
 */
export const mailSendMinutes = pgTable('mail_send_minutes', {
  minute: instant().primaryKey(),
  sent: integer().notNull().default(0),
});
