import { date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { deliveryColumns, instant, instantNow, primaryId, textRef } from './columns';

/**
 * A browser's push subscription (the PushSubscription JSON it gave us), one row per endpoint.
 * The endpoint is unique: the same browser subscribing again (or as another member) moves it.
 * Deleted when the push service answers 404/410 (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    userId: textRef(() => user.id, 'cascade'),
    endpoint: text().notNull().unique(),
    /** The browser's ECDH public key (base64url, 65 bytes decoded). */
    p256dh: text().notNull(),
    /** The browser's auth secret (base64url, 16 bytes decoded). */
    auth: text().notNull(),
    userAgent: text(),
    createdAt: instantNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * How a member wants each kind of notice (shared/notices.ts): 'email', 'push' or 'both'.
 * No row: the kind's default (e-mail). For the kinds that offer a daily digest
 * (`digestNoticeKinds`), `timing` 'digest' holds them back for the digest job, which claims the
 * row for the club's day (`digest_on`) and lists what came after `digest_since`.
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: textRef(() => user.id, 'cascade'),
    kind: text().notNull(),
    channel: text({ enum: ['email', 'push', 'both'] }).notNull(),
    timing: text({ enum: ['now', 'digest'] })
      .notNull()
      .default('now'),
    /** The end of the last digest's window (or when the member chose the digest): the next one lists what came after. */
    digestSince: instant(),
    /** The club's day of the last digest run for this member: one a day, across processes. */
    digestOn: date(),
    updatedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Every push is stored here first and sent by the outbox worker (like email_outbox), one row per
 * subscription. status: pending → sent | gone (404/410: subscription deleted) | failed.
 * subscription_id is kept without a foreign key: the row outlives its subscription's deletion.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: primaryId(),
    subscriptionId: uuid().notNull(),
    userId: text().notNull(),
    kind: text().notNull(),
    /** The notification: { title, body, url, tag } (what the service worker shows). */
    payload: jsonb().$type<Record<string, string>>().notNull(),
    ...deliveryColumns(['pending', 'sent', 'gone', 'failed']),
  },
  (t) => [index('push_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
