import { isKnownPushEndpoint } from '@shared/notices';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { drainOutbox } from '../mail/outbox-worker';
import { batchSize, claimDueRows, type DrainResult, drainDue, recordFailedAttempt } from '../outbox';
import { resolveVapidKeys, vapidSubjectOf } from './vapid-keys';

/*
 * The push half of the outbox (decisions/033): rows of push_outbox are claimed like e-mails
 * (FOR UPDATE SKIP LOCKED + a lease, so each push is sent once across processes), encrypted
 * for their subscription by `web-push` (aes128gcm, RFC 8291; VAPID, RFC 8292) and POSTed to the
 * subscription's push service. 404/410 mean the browser dropped the subscription: it is
 * deleted. Other failures retry with the e-mails' backoff.
 */

/** How long a push service keeps a message for an offline device: a day. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

type PushRow = typeof pushOutbox.$inferSelect;

class PushSendError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
    readonly isGone = false,
  ) {
    super(message);
  }
}

async function deliver(ctx: AppContext, row: PushRow): Promise<'sent' | 'gone'> {
  const [sub] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, row.subscriptionId));
  if (!sub) return 'gone';
  // Checked when stored, and again here: the list of services may have shrunk since.
  if (!isKnownPushEndpoint(sub.endpoint, ctx.env.PUSH_TEST_SERVICE))
    throw new PushSendError('the endpoint is not on a known push service', true);
  const keys = resolveVapidKeys(ctx.env);
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(row.payload),
    {
      vapidDetails: {
        subject: vapidSubjectOf(ctx.env),
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: timeToLiveSeconds,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  // web-push's own sender speaks https only; fetch also reaches the loopback test service.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let response: Response;
  try {
    response = await fetch(sub.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (err) {
    throw new PushSendError(`push service unreachable: ${(err as Error).message}`, false);
  }
  const status = response.status;
  await response.body?.cancel().catch(() => {});
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return 'gone';
  }
  // 400 (malformed), 403 (VAPID refused), 413 (too large): retrying sends the same thing.
  const isPermanent = status === 400 || status === 403 || status === 413;
  throw new PushSendError(`push service answered ${status}`, isPermanent);
}

async function sendOne(ctx: AppContext, row: PushRow, now: Date): Promise<keyof DrainResult> {
  try {
    const status = await deliver(ctx, row);
    await ctx.db
      .update(pushOutbox)
      .set({ status, sentAt: status === 'sent' ? new Date() : null, lastError: null })
      .where(eq(pushOutbox.id, row.id));
    if (status === 'gone')
      ctx.logger.info({ id: row.id, userId: row.userId }, 'push subscription gone; deleted');
    return status === 'sent' ? 'sent' : 'failed';
  } catch (error) {
    return recordFailedAttempt(ctx, pushOutbox, row, {
      error,
      isPermanent: error instanceof PushSendError && error.isPermanent,
      giveUpAs: 'failed',
      now,
      what: 'push',
      log: { id: row.id, userId: row.userId, kind: row.kind },
    });
  }
}

/** Sends every push due at `now`. Tests call it directly; the outbox worker loops on it. */
export async function drainPushOutbox(ctx: AppContext, options: { now?: Date } = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  return drainDue(
    () => claimDueRows(ctx.db, pushOutbox, now, batchSize),
    (row) => sendOne(ctx, row, now),
    false,
  );
}

/** One pass of the outbox worker: the e-mails, then the pushes (one failing does not stop the other). */
export async function drainOutboxes(ctx: AppContext): Promise<void> {
  const results = await Promise.allSettled([drainOutbox(ctx), drainPushOutbox(ctx)]);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
}
