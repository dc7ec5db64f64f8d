import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkoutExpiries } from '../../db/schema/payments';
import { startRepeatingJob } from '../repeating-job';
import { isOnlinePaymentEnabled, stripeClient } from './stripe-checkout';

/** A claimed row is hidden from other processes this long; a crash mid-call makes it due again. */
const claimLeaseMs = 2 * 60_000;
/** Attempts before a session is left to Stripe's own expiry (24 h after it opened). */
const maxAttempts = 8;
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Expires the Checkout sessions of payments settled otherwise (ledger.closeCheckoutOf queued
 * them). Each row is claimed by one process (SKIP LOCKED, then a lease) and done once; an
 * answer that the session is already complete or expired is done too (money that arrived is
 * recorded as received twice by the webhook). Returns how many were finished.
 */
export async function expireClosedCheckouts(ctx: Pick<AppContext, 'db' | 'env' | 'logger'>): Promise<number> {
  if (!isOnlinePaymentEnabled(ctx.env)) return 0;
  const now = new Date();
  const due = ctx.db
    .select({ sessionId: checkoutExpiries.sessionId })
    .from(checkoutExpiries)
    .where(and(isNull(checkoutExpiries.doneAt), lte(checkoutExpiries.nextAttemptAt, now)))
    .orderBy(checkoutExpiries.nextAttemptAt)
    .limit(20)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(checkoutExpiries)
    .set({
      attempts: sql`${checkoutExpiries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + claimLeaseMs),
    })
    .where(inArray(checkoutExpiries.sessionId, due))
    .returning();
  if (claimed.length === 0) return 0;
  let done = 0;
  const stripe = await stripeClient(ctx.env);
  for (const row of claimed) {
    try {
      const session = await stripe.checkout.sessions.retrieve(row.sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(row.sessionId);
      await ctx.db
        .update(checkoutExpiries)
        .set({
          doneAt: new Date(),
          lastError: session.status === 'open' ? null : `already ${session.status}`,
        })
        .where(eq(checkoutExpiries.sessionId, row.sessionId));
      done++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const isGone = (err as { code?: string }).code === 'resource_missing';
      const isLast = isGone || row.attempts >= maxAttempts;
      await ctx.db
        .update(checkoutExpiries)
        .set({
          lastError: message.slice(0, 500),
          ...(isLast
            ? { doneAt: new Date() }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) }),
        })
        .where(eq(checkoutExpiries.sessionId, row.sessionId));
      if (!isGone)
        ctx.logger.warn(
          { err: message, sessionId: row.sessionId, attempts: row.attempts },
          'could not expire a Checkout session',
        );
    }
  }
  return done;
}

/**
 * The expiry worker of one process: woken by the trigger's message on every insert (any
 * process), and every minute for retries. Returns the stopper.
 */
export function startCheckoutExpiryWorker(ctx: AppContext): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let isWanted = false;
  const run = () => {
    if (running) {
      isWanted = true;
      return;
    }
    running = (async () => {
      do {
        isWanted = false;
        await expireClosedCheckouts(ctx).catch((err) => ctx.logger.error({ err }, 'Checkout expiry failed'));
      } while (isWanted);
    })().finally(() => {
      running = null;
    });
  };
  const unsubscribe = ctx.bus.subscribe('checkout-expiry', run);
  const stopTimer = startRepeatingJob(
    ctx.logger,
    { name: 'Checkout expiry', firstAfterMs: 5_000, everyMs: 60_000 },
    async () => run(),
  );
  return async () => {
    unsubscribe();
    await stopTimer();
    await running;
  };
}
