import type { DbOrTx } from '../../db/client';
import { pushOutbox } from '../../db/schema/push';
import { wakeOutbox } from '../mail/enqueue-email';

/** What the service worker shows: a title, a line of text, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the site (paths.*), opened when the notification is tapped. */
  url: string;
  /** Notifications with the same tag replace each other on the device (one per match, say). */
  tag?: string;
}

/** Push services take ~4 KB; a notification shows a couple of lines anyway. */
const maxBodyChars = 300;

function trimmed(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Stores one push per subscription in the push outbox; the outbox worker sends it (retries,
 * once across processes). Pass the caller's transaction: a rolled-back write pushes nothing.
 */
export async function enqueuePush(
  db: DbOrTx,
  to: { userId: string; subscriptionIds: readonly string[] },
  kind: string,
  msg: PushMessage,
): Promise<number> {
  if (to.subscriptionIds.length === 0) return 0;
  const payload: Record<string, string> = {
    title: trimmed(msg.title, 120),
    body: trimmed(msg.body, maxBodyChars),
    url: msg.url,
    ...(msg.tag ? { tag: msg.tag } : {}),
  };
  await db.insert(pushOutbox).values(
    to.subscriptionIds.map((subscriptionId) => ({
      subscriptionId,
      userId: to.userId,
      kind,
      payload,
      nextAttemptAt: new Date(),
    })),
  );
  wakeOutbox();
  return to.subscriptionIds.length;
}
