import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mailSendMinutes } from '../../db/schema/club-messages';
import { emailOutbox } from '../../db/schema/mail';
import { batchSize, claimDueRows, type DrainResult, drainDue, recordFailedAttempt } from '../outbox';
import { privateFilePath } from '../uploads';
import { onEmailEnqueued } from './enqueue-email';
import { isPermanentSendError, smtpTransportFor } from './mail-transport';

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims due messages (SKIP LOCKED: two loops never take the same row) by moving their
 * next attempt past a lease, so a claimed row is invisible to others until sent or failed.
 */
async function claimDue(ctx: AppContext, now: Date): Promise<OutboxRow[]> {
  const rate = ctx.env.MAIL_RATE_PER_MINUTE;
  if (rate === undefined) return claimDueRows(ctx.db, emailOutbox, now, batchSize);
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
    const rows = await claimDueRows(tx, emailOutbox, now, Math.min(batchSize, left));
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
  } catch (error) {
    return recordFailedAttempt(ctx, emailOutbox, row, {
      error,
      isPermanent: isPermanentSendError(error),
      giveUpAs: isPermanentSendError(error) ? 'bounced' : 'failed',
      now,
      what: 'e-mail',
      log: { id: row.id, to: row.to, subject: row.subject },
    });
  }
}

/** Sends every message due at `now` (default: now). Tests call it directly; the worker loops on it. */
export async function drainOutbox(ctx: AppContext, options: { now?: Date } = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  // The claimed batch side by side: the transport's pool of connections sends them.
  return drainDue(
    () => claimDue(ctx, now),
    (row) => sendOne(ctx, row, now),
    true,
  );
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
