import { defaultClubIdentity } from '@shared/club';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubSettings } from '../../db/schema/content';

const cacheMs = 5_000;
const cache = new WeakMap<object, { zone: string; until: number }>();

function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The one answer to "what time zone is the club in": the admin-edited club identity
 * when it holds a valid zone, else the default (America/Denver). Cached for a few
 * seconds because every event list and e-mail asks.
 */
export async function resolveClubTimeZone(db: DbOrTx, now = Date.now()): Promise<string> {
  const hit = cache.get(db);
  if (hit && hit.until > now) return hit.zone;
  let zone = defaultClubIdentity.timeZone;
  try {
    const [row] = await db
      .select({ identity: clubSettings.identity })
      .from(clubSettings)
      .where(eq(clubSettings.id, 1))
      .limit(1);
    const stored = (row?.identity as { timeZone?: unknown } | undefined)?.timeZone;
    if (isValidTimeZone(stored)) zone = stored;
  } catch {
    // Settings unreadable: the default zone keeps events usable.
  }
  cache.set(db, { zone, until: now + cacheMs });
  return zone;
}
