import { randomBytes } from 'node:crypto';
import { newsletterMessages } from '@shared/newsletter-rules';
import type {
  ConfirmSubscriptionResponse,
  SubscriptionStatus,
  UnsubscribeEmailResponse,
} from '@shared/schemas/newsletter';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { AppError } from '../../lib/app-error';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { confirmationEmail, confirmLinkValidDays } from './newsletter-emails';

/** A pending address gets at most one confirmation e-mail in this window (no mail-bombing). */
export const confirmationResendMs = 10 * 60_000;
const confirmLinkValidMs = confirmLinkValidDays * 24 * 60 * 60_000;

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Uniqueness is on the lowercase address; the address itself is kept as typed. */
export function emailKeyOf(email: string): string {
  return email.toLowerCase();
}

type Subscriber = typeof newsletterSubscribers.$inferSelect;

function isConfirmationFresh(subscriber: Subscriber, now: Date): boolean {
  const sentAt = subscriber.confirmationSentAt?.getTime();
  return sentAt !== undefined && now.getTime() - sentAt < confirmationResendMs;
}

/**
 * Subscribed means: confirmed, or pending with a confirmation sent in the last few minutes.
 * An older pending request counts as not subscribed, so the form lets its owner ask for a
 * new confirmation e-mail instead of trapping them behind "already subscribed".
 */
export async function checkEmailSubscription(ctx: AppContext, email: string, now = new Date()) {
  const [row] = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.emailKey, emailKeyOf(email)))
    .limit(1);
  const isSubscribed =
    !!row && (row.status === 'confirmed' || (row.status === 'pending' && isConfirmationFresh(row, now)));
  return { isSubscribed };
}

/**
 * Double opt-in subscribe: one row per address, a confirmation e-mail in the same transaction.
 * New or unsubscribed → pending + confirmation; pending → confirmation again unless one went
 * out in the last 10 minutes; confirmed → nothing to do.
 */
export async function subscribeEmail(
  ctx: AppContext,
  input: { name: string; email: string },
  now = new Date(),
): Promise<{ status: SubscriptionStatus; isEmailQueued: boolean }> {
  const key = emailKeyOf(input.email);
  const result = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        name: input.name,
        email: input.email,
        emailKey: key,
        status: 'pending',
        token: newToken(),
        confirmToken: newToken(),
        confirmationSentAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.emailKey })
      .returning();
    if (created) {
      await enqueueEmail(tx, confirmationEmail(ctx.env, { ...created, confirmToken: created.confirmToken! }));
      return { status: 'pending' as const, isEmailQueued: true };
    }

    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, key))
      .for('update');
    if (!existing) throw new AppError('CONFLICT', 'Please try again.');
    if (existing.status === 'confirmed') return { status: 'confirmed' as const, isEmailQueued: false };
    if (existing.status === 'pending' && isConfirmationFresh(existing, now)) {
      return { status: 'pending' as const, isEmailQueued: false };
    }

    const isLinkExpired =
      !existing.confirmationSentAt ||
      now.getTime() - existing.confirmationSentAt.getTime() >= confirmLinkValidMs;
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({
        name: input.name,
        email: input.email,
        status: 'pending',
        // A re-sent e-mail may reuse a live link; a new request after unsubscribing gets a fresh one.
        confirmToken:
          existing.status === 'unsubscribed' || !existing.confirmToken || isLinkExpired
            ? newToken()
            : existing.confirmToken,
        confirmationSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    await enqueueEmail(tx, confirmationEmail(ctx.env, { ...updated!, confirmToken: updated!.confirmToken! }));
    return { status: 'pending' as const, isEmailQueued: true };
  });
  if (result.isEmailQueued) wakeOutbox();
  return result;
}

/** The subscriber a link's token names (the confirm or the unsubscribe token), locked for its answer. */
async function lockSubscriberBy(
  tx: Tx,
  column: typeof newsletterSubscribers.confirmToken | typeof newsletterSubscribers.token,
  token: string,
) {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(column, token)).for('update');
  return row;
}

/** The confirm link's action (POSTed by the landing page, so link-scanning GETs do nothing). */
export async function confirmSubscription(
  ctx: AppContext,
  confirmToken: string,
  now = new Date(),
): Promise<ConfirmSubscriptionResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscriberBy(tx, newsletterSubscribers.confirmToken, confirmToken);
    if (!row || row.status === 'unsubscribed')
      throw new AppError('NOT_FOUND', newsletterMessages.invalidLink);
    if (row.status === 'confirmed') return { status: 'already_confirmed' };
    const sentAt = row.confirmationSentAt?.getTime() ?? 0;
    if (now.getTime() - sentAt >= confirmLinkValidMs) {
      throw new AppError('NOT_FOUND', newsletterMessages.expiredConfirmLink);
    }
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
    return { status: 'confirmed' };
  });
}

/** The unsubscribe link's action; unsubscribe tokens never expire. */
export async function unsubscribeEmail(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<UnsubscribeEmailResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscriberBy(tx, newsletterSubscribers.token, token);
    if (!row) throw new AppError('NOT_FOUND', newsletterMessages.invalidLink);
    if (row.status === 'unsubscribed') return { status: 'already_unsubscribed' };
    await tx
      .update(newsletterSubscribers)
      // Clearing the confirm token stops an old confirmation e-mail from re-subscribing.
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmToken: null })
      .where(eq(newsletterSubscribers.id, row.id));
    return { status: 'unsubscribed' };
  });
}
