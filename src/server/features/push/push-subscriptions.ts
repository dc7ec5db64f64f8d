import {
  type DigestNoticeKind,
  defaultNoticeChannel,
  defaultNoticeTiming,
  digestNoticeKinds,
  isKnownPushEndpoint,
  type NoticeChannel,
  type NoticeKind,
  type NoticeTiming,
  noticeKinds,
} from '@shared/notices';
import type { NoticePreferences, NoticePreferencesInput, PushSubscriptionInput } from '@shared/schemas/push';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { noticePreferences, pushSubscriptions } from '../../db/schema/push';
import type { Env } from '../../env';
import { fieldError } from '../../lib/app-error';

/** Devices kept per member: the newest; an older one past this is dropped when another subscribes. */
export const maxPushSubscriptionsPerMember = 10;

/** The member's notice choices (every kind, defaults filled in) and how many devices push. */
export async function getNoticePreferences(db: DbOrTx, userId: string): Promise<NoticePreferences> {
  const rows = await db
    .select({
      kind: noticePreferences.kind,
      channel: noticePreferences.channel,
      timing: noticePreferences.timing,
    })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  const preferences = Object.fromEntries(
    noticeKinds.map((k) => [k, chosen.get(k)?.channel ?? defaultNoticeChannel]),
  ) as Record<NoticeKind, NoticeChannel>;
  const timings = Object.fromEntries(
    digestNoticeKinds.map((k) => [k, chosen.get(k)?.timing ?? defaultNoticeTiming]),
  ) as Record<DigestNoticeKind, NoticeTiming>;
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { preferences, timings, subscriptionCount: devices?.n ?? 0 };
}

/**
 * Saves the kinds given (the others keep their choice). Choosing the digest starts its window
 * now: what came before was sent at once.
 */
export async function updateNoticePreferences(
  db: Db,
  userId: string,
  input: NoticePreferencesInput,
): Promise<NoticePreferences> {
  const entries = Object.entries(input.preferences).filter((e): e is [NoticeKind, NoticeChannel] => !!e[1]);
  const timings = Object.entries(input.timings ?? {}).filter(
    (e): e is [DigestNoticeKind, NoticeTiming] => !!e[1],
  );
  return db.transaction(async (tx) => {
    for (const [kind, channel] of entries) {
      await tx
        .insert(noticePreferences)
        .values({ userId, kind, channel })
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: { channel, updatedAt: new Date() },
        });
    }
    for (const [kind, timing] of timings) {
      const now = new Date();
      await tx
        .insert(noticePreferences)
        .values({ userId, kind, channel: defaultNoticeChannel, timing, digestSince: now })
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: {
            timing,
            digestSince: sql`case when ${noticePreferences.timing} = 'digest' then ${noticePreferences.digestSince} else ${now} end`,
            updatedAt: now,
          },
        });
    }
    return getNoticePreferences(tx, userId);
  });
}

/**
 * Stores a browser's PushSubscription for the member. Only endpoints on the known push services
 * are taken (the outbox POSTs to them). The same endpoint again (a re-subscribe, or another
 * member signing in on that browser) replaces the row: a device pushes to one member.
 */
export async function subscribePush(
  db: Db,
  env: Pick<Env, 'PUSH_TEST_SERVICE'>,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<NoticePreferences> {
  if (!isKnownPushEndpoint(input.endpoint, env.PUSH_TEST_SERVICE))
    throw fieldError(
      'VALIDATION',
      'endpoint',
      'This browser’s push service is not one we can send to. Notices keep coming by e-mail.',
    );
  return db.transaction(async (tx) => {
    const values = {
      userId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: input.endpoint })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(maxPushSubscriptionsPerMember);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return getNoticePreferences(tx, userId);
  });
}

/** Forgets one of the member's subscriptions (the browser unsubscribed); idempotent. */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<NoticePreferences> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return getNoticePreferences(db, userId);
}
