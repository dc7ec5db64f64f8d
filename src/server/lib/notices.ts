import type { NoticeTemplateKey } from '@shared/notice-templates';
import { channelsOf, defaultNoticeChannel, type NoticeChannel, type NoticeKind } from '@shared/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';
import { noticePreferences, pushSubscriptions } from '../db/schema/push';
import { enqueueEmail, type OutgoingEmail } from './mail/enqueue-email';
import { composeNoticeEmail } from './mail/notice-email';
import { enqueuePush, type PushMessage } from './push/enqueue-push';

/*
 * The one place that decides how a member gets a notice (issue 21 §3): by e-mail, by push, or
 * both, from their choice for the notice's kind (profile → Notifications). Every notice of those
 * kinds is queued here, in the caller's transaction, through the outboxes. A push-only choice
 * with no device subscribed falls back to e-mail: a notice is never dropped for want of a phone.
 */

export interface Notice {
  kind: NoticeKind;
  /** The member it is for; unset: the account with the e-mail's address, if there is one. */
  userId?: string | null;
  /**
   * The e-mail; null when the thing's own e-mail already says it (a payment's confirmation is
   * the purpose's message: the membership's welcome, the sign-up's): then only a push is added.
   */
  email: OutgoingEmail | null;
  push: PushMessage;
}

export interface QueuedNotice {
  emailId: string | null;
  pushes: number;
}

async function userIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The member's choice for `kind` (the default when they made none). */
export async function noticeChannelOf(db: DbOrTx, userId: string, kind: NoticeKind): Promise<NoticeChannel> {
  const [row] = await db
    .select({ channel: noticePreferences.channel })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.userId, userId), eq(noticePreferences.kind, kind)));
  return row?.channel ?? defaultNoticeChannel;
}

/** Queues `notice` by e-mail and/or push as its member chose; pass the caller's transaction. */
export async function queueNotice(db: DbOrTx, notice: Notice): Promise<QueuedNotice> {
  const userId = notice.userId ?? (notice.email ? await userIdByEmail(db, notice.email.to) : null);
  const wants = channelsOf(userId ? await noticeChannelOf(db, userId, notice.kind) : defaultNoticeChannel);
  const devices =
    userId && wants.isPush
      ? await db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
      : [];
  const pushes =
    userId && devices.length > 0
      ? await enqueuePush(db, { userId, subscriptionIds: devices.map((d) => d.id) }, notice.kind, notice.push)
      : 0;
  const isEmail = !!notice.email && (wants.isEmail || pushes === 0);
  const emailId = isEmail && notice.email ? (await enqueueEmail(db, notice.email)).id : null;
  return { emailId, pushes };
}

/**
 * A templated notice (issue 22 §3) to one account: its e-mail composed from the notice's
 * template (the admin's edit or the default) with the member's name, queued as they chose.
 * Nothing is queued when the account is gone.
 */
export async function queueTemplateNotice(
  db: DbOrTx,
  notice: {
    kind: NoticeKind;
    key: NoticeTemplateKey;
    userId: string;
    facts: Readonly<Record<string, string>>;
    push: PushMessage;
  },
): Promise<QueuedNotice | null> {
  const [account] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, notice.userId));
  if (!account) return null;
  const email = await composeNoticeEmail(db, { key: notice.key, to: account, facts: notice.facts });
  return queueNotice(db, { kind: notice.kind, userId: notice.userId, email, push: notice.push });
}

/** The same template notice to each of `userIds`, each by their own choice of e-mail or push. */
export async function queueTemplateNoticeToEach(
  db: DbOrTx,
  userIds: readonly string[],
  notice: Omit<Parameters<typeof queueTemplateNotice>[1], 'userId'>,
): Promise<void> {
  for (const userId of userIds) await queueTemplateNotice(db, { ...notice, userId });
}
