import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { emailOutbox } from '../db/schema/mail';
import type { pushOutbox } from '../db/schema/push';

/*
 * What the e-mail and the push outbox share (decisions 003 and 033): due rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so each is sent once across processes and a crash
 * mid-send makes it due again; a failed attempt is retried with one backoff until given up; a
 * pass drains claimed batches until none is due. Each outbox keeps its own delivery.
 */

/** Attempts before a row is given up as 'failed'. */
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
/** A claimed row is hidden from other loops this long; a crash mid-send makes it due again. */
const claimLeaseMs = 5 * 60_000;
export const batchSize = 20;

export function retryDelayMs(attempts: number): number {
  return retryDelaysMs[Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1]!;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** The outbox tables: each has the delivery columns of db/schema/columns.ts (`deliveryColumns`). */
type OutboxTable = typeof emailOutbox | typeof pushOutbox;

/**
 * Claims up to `limit` due rows (SKIP LOCKED: two loops never take the same row), counting the
 * attempt and moving the next attempt past the lease, so a claimed row is invisible to others
 * until it is sent or failed.
 */
export async function claimDueRows<T extends OutboxTable>(
  db: DbOrTx,
  table: T,
  now: Date,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const outbox = table as OutboxTable;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
    .where(inArray(outbox.id, due))
    .returning()) as T['$inferSelect'][];
}

/**
 * Records a failed attempt: given up (`giveUpAs`) after the last attempt or on a permanent
 * error, due again after the backoff otherwise; logged either way. Answers the pass's count.
 */
export async function recordFailedAttempt<T extends OutboxTable>(
  ctx: AppContext,
  table: T,
  row: { id: string; attempts: number },
  failure: {
    error: unknown;
    isPermanent: boolean;
    giveUpAs: 'failed' | 'bounced';
    now: Date;
    /** What is sent, for the log line ('e-mail', 'push'), and the row's facts to log. */
    what: string;
    log: Record<string, unknown>;
  },
): Promise<'failed' | 'retrying'> {
  const outbox = table as OutboxTable;
  const { error, now, what } = failure;
  const message = error instanceof Error ? error.message : String(error);
  const isFinal = row.attempts >= maxSendAttempts || failure.isPermanent;
  await ctx.db
    .update(outbox)
    .set(
      isFinal
        ? { status: failure.giveUpAs, lastError: message }
        : { lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) },
    )
    .where(eq(outbox.id, row.id));
  const log = { ...failure.log, attempts: row.attempts, error: message };
  if (isFinal) ctx.logger.error(log, `${what} could not be delivered; giving up`);
  else ctx.logger.warn(log, `${what} delivery failed; will retry`);
  return isFinal ? 'failed' : 'retrying';
}

/** Sends claimed batches until none is due: side by side (`isParallel`) or one after another. */
export async function drainDue<Row>(
  claim: () => Promise<Row[]>,
  send: (row: Row) => Promise<keyof DrainResult>,
  isParallel: boolean,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const rows = await claim();
    if (rows.length === 0) return result;
    if (isParallel) {
      for (const outcome of await Promise.all(rows.map(send))) result[outcome] += 1;
    } else {
      for (const row of rows) result[await send(row)] += 1;
    }
  }
}
