import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { user } from '../schema/auth';
import { noticePreferences } from '../schema/push';
import { demoEmailOf } from '../seed-data/people';
import { demoNoticeChoices } from '../seed-data/push';

/** The demo members' notice choices (seed-data/push.ts); kept when already there. */
export async function seedNoticePreferences(db: DbOrTx): Promise<void> {
  const emails = demoNoticeChoices.map((c) => demoEmailOf(c.name));
  const users = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const rows = demoNoticeChoices.flatMap(({ name, choices }) => {
    const userId = idOf.get(demoEmailOf(name));
    return userId
      ? Object.entries(choices).map(([kind, channel]) => ({ userId, kind, channel: channel! }))
      : [];
  });
  if (rows.length > 0) await db.insert(noticePreferences).values(rows).onConflictDoNothing();
}
