import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { mailSendMinutes } from '../../db/schema/club-messages';
import { emailOutbox } from '../../db/schema/mail';
import { privateFilePath } from '../uploads';
import { onEmailEnqueued } from './enqueue-email';
import { isPermanentSendError, smtpTransportFor } from './mail-transport';

/** Attempts before a message is given up as 'failed'. */
export const maxSendAttempts = 8;
/** Wait after the 1st, 2nd, … failed attempt (about 22 hours in all). */
export const retryDelaysMs = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
] as const;
/** A claimed message is hidden from other loops this long; a crash mid-send makes it due again. */
const claimLeaseMs = 5 * 60_000;
const batchSize = 20;

export function retryDelayMs(attempts: number): number {
  return retryDelaysMs[Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1]!;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Claims due messages (SKIP LOCKED: two loops never take the same row) by moving their
 * next attempt past a lease, so a claimed row is invisible to others until sent or failed.
 */
async function claimDue(ctx: AppContext, now: Date): Promise<OutboxRow[]> {
  const rate = ctx.env.MAIL_RATE_PER_MINUTE;
  if (rate === undefined) return claimRows(ctx.db, now, batchSize);
  return ctx.db.transaction(async (tx) => {
    // The minute's budget row, locked: every process claiming in this minute waits its turn,
    // takes what is left of MAIL_RATE_PER_MINUTE, and records what it took.
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    await tx.insert(mailSendMinutes).values({ minute, sent: 0 }).onConflictDoNothing();
    const [budget] = await tx
      .select({ sent: mailSendMinutes.sent })
      .from(mailSendMinutes)
      .where(eq(mailSendMinutes.minute, minute))
      .for('update');
    const left = rate - (budget?.sent ?? 0);
    if (left <= 0) return [];
    const rows = await claimRows(tx, now, Math.min(batchSize, left));
    if (rows.length > 0) {
      await tx
        .update(mailSendMinutes)
        .set({ sent: sql`${mailSendMinutes.sent} + ${rows.length}` })
        .where(eq(mailSendMinutes.minute, minute));
    }
    // Old minutes are of no use to anyone.
    await tx
      .delete(mailSendMinutes)
      .where(lt(mailSendMinutes.minute, new Date(minute.getTime() - 60 * 60_000)));
    return rows;
  });
}

async function claimRows(db: DbOrTx, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + claimLeaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

/** The row's file references as nodemailer reads them: streamed from disk while sending. */
function attachmentsOf(ctx: AppContext, row: OutboxRow) {
  return row.attachments.map((a) => {
    const filePath = privateFilePath(ctx.uploadsDir, a.file);
    if (!filePath) throw new Error(`outbox attachment is not a stored file: ${a.file}`);
    return { filename: a.name, path: filePath, contentType: a.contentType };
  });
}

async function deliver(ctx: AppContext, row: OutboxRow): Promise<'sent' | 'sent_to_log'> {
  const { SMTP_URL, MAIL_FROM } = ctx.env;
  if (!SMTP_URL) {
    // No mail server configured: the log is the mailbox, so a new user can still follow the links.
    ctx.logger.info(
      { to: row.to, subject: row.subject, links: row.text.match(linkPattern) ?? [] },
      'e-mail written to the log (SMTP_URL is not set)',
    );
    return 'sent_to_log';
  }
  await smtpTransportFor(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    headers: row.headers,
    ...(row.attachments.length > 0 ? { attachments: attachmentsOf(ctx, row) } : {}),
  });
  return 'sent';
}

async function sendOne(ctx: AppContext, row: OutboxRow, now: Date): Promise<keyof DrainResult> {
  try {
    const status = await deliver(ctx, row);
    await ctx.db
      .update(emailOutbox)
      .set({ status, sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return 'sent';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const isBounced = isPermanentSendError(err);
    const isFinal = row.attempts >= maxSendAttempts || isBounced;
    await ctx.db
      .update(emailOutbox)
      .set(
        isFinal
          ? { status: isBounced ? 'bounced' : 'failed', lastError: message }
          : { lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) },
      )
      .where(eq(emailOutbox.id, row.id));
    const log = { id: row.id, to: row.to, subject: row.subject, attempts: row.attempts, error: message };
    if (isFinal) ctx.logger.error(log, 'e-mail could not be delivered; giving up');
    else ctx.logger.warn(log, 'e-mail delivery failed; will retry');
    return isFinal ? 'failed' : 'retrying';
  }
}

/** Sends every message due at `now` (default: now). Tests call it directly; the worker loops on it. */
export async function drainOutbox(ctx: AppContext, options: { now?: Date } = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const rows = await claimDue(ctx, now);
    if (rows.length === 0) return result;
    // The claimed batch side by side: the transport's pool of connections sends them.
    const outcomes = await Promise.all(rows.map((row) => sendOne(ctx, row, now)));
    for (const outcome of outcomes) result[outcome] += 1;
  }
}

export interface OutboxWorkerOptions {
  /** Idle poll interval (default 5 s). */
  pollMs?: number;
  /** What one pass sends (default: the e-mails; the server also passes the pushes: lib/push). */
  drain?: (ctx: AppContext) => Promise<unknown>;
}

/** After an enqueue, look every 100 ms for this long: the enqueuing transaction may not have committed yet. */
const wakeWindowMs = 2000;
const wakePollMs = 100;

/**
 * Background loop: drains the outbox on start, every `pollMs`, and promptly after any
 * enqueueEmail (or enqueuePush) in this process. Returns a stop function that waits for a running drain.
 */
export function startOutboxWorker(ctx: AppContext, options: OutboxWorkerOptions = {}): () => Promise<void> {
  const pollMs = options.pollMs ?? 5000;
  const drain = options.drain ?? drainOutbox;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let isRerunWanted = false;
  let wakeUntil = 0;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  async function tick() {
    if (isStopped) return;
    if (running) {
      isRerunWanted = true;
      return;
    }
    running = drain(ctx).then(
      () => undefined,
      (err) => ctx.logger.error({ err }, 'outbox: could not read or update the outbox'),
    );
    await running;
    running = null;
    if (isStopped) return;
    const wasRerunWanted = isRerunWanted;
    isRerunWanted = false;
    schedule(wasRerunWanted ? 0 : Date.now() < wakeUntil ? wakePollMs : pollMs);
  }

  const unsubscribe = onEmailEnqueued(() => {
    wakeUntil = Date.now() + wakeWindowMs;
    if (running) isRerunWanted = true;
    else schedule(20);
  });
  schedule(0);

  return async () => {
    isStopped = true;
    clearTimeout(timer);
    unsubscribe();
    await running;
  };
}
