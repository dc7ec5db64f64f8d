import type { DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema/mail';
import { emailHtmlDocument } from './compose-email';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The HTML body's content (not a whole document: enqueueEmail makes it one). */
  html?: string;
  headers?: Record<string, string>;
  /** Stored files it carries, by reference (read when sent). */
  attachments?: OutboxAttachment[];
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets running outbox workers hear about new mail instead of waiting for their next poll. */
export function onEmailEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nudges the outbox workers; call it after committing a transaction that enqueued mail. */
export function wakeOutbox(): void {
  for (const listener of listeners) listener();
}

/** The outbox row of a message, first due at `now` (its HTML wrapped in the mail document). */
function outboxRowOf(msg: OutgoingEmail, now: Date): typeof emailOutbox.$inferInsert {
  return {
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html === undefined ? null : emailHtmlDocument(msg.subject, msg.html),
    headers: msg.headers ?? {},
    attachments: msg.attachments ?? [],
    nextAttemptAt: now,
  };
}

/**
 * Stores a message in the outbox; the worker sends it. Pass a transaction to make the
 * e-mail part of the caller's all-or-nothing write (a rolled-back write sends nothing).
 */
export async function enqueueEmail(db: DbOrTx, msg: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    // The app's clock, like the worker's claim query: no skew between the two.
    .values(outboxRowOf(msg, new Date()))
    .returning({ id: emailOutbox.id });
  // Inside a transaction the row is not visible yet; the worker keeps looking for a moment.
  wakeOutbox();
  return { id: row!.id };
}

/** Rows per INSERT of enqueueEmails: well under PostgreSQL's 65,535 bound parameters. */
const bulkChunk = 500;

/**
 * Stores many messages in the outbox at once (a club message to hundreds of members): one
 * INSERT per few hundred. Same all-or-nothing rule as enqueueEmail. Answers each row's id and
 * address (RETURNING does not promise the order of the VALUES).
 */
export async function enqueueEmails(
  db: DbOrTx,
  msgs: readonly OutgoingEmail[],
): Promise<{ id: string; to: string }[]> {
  const ids: { id: string; to: string }[] = [];
  const now = new Date();
  for (let i = 0; i < msgs.length; i += bulkChunk) {
    const rows = await db
      .insert(emailOutbox)
      .values(msgs.slice(i, i + bulkChunk).map((msg) => outboxRowOf(msg, now)))
      .returning({ id: emailOutbox.id, to: emailOutbox.to });
    ids.push(...rows);
  }
  if (msgs.length > 0) wakeOutbox();
  return ids;
}
