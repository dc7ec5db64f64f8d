import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';

/**
 * The account name a history line keeps for who did something (kept with the line, so it stays
 * readable if the account goes away); null when nobody signed in did it or the account is gone.
 */
export async function actorNameOf(db: DbOrTx, actorId: string | null): Promise<string | null> {
  if (!actorId) return null;
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, actorId)).limit(1);
  return row?.name ?? null;
}
