import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { deliveryColumns, primaryId } from './columns';

/** A file an outbox e-mail carries: a message file (uploadsDir/message-files/<file>). */
export interface OutboxAttachment {
  file: string;
  name: string;
  contentType: string;
}

/**
 * Every e-mail is stored here first and sent by the outbox worker, so an SMTP
 * outage delays mail but loses none.
 * status: pending → sent | sent_to_log (no SMTP_URL) | failed (after the last retry) | bounced
 * (the SMTP server refused the recipient for good: retrying cannot help)
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: primaryId(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /**
     * Files sent with it, by reference (a stored file name and how to call it), read from disk
     * when the e-mail is sent: never the bytes (a club message's files are capped: 5, 10 MB).
     */
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    ...deliveryColumns(['pending', 'sent', 'sent_to_log', 'failed', 'bounced']),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
