import { defaultClubIdentity } from '@shared/club';
import { zonedToday } from '@shared/club-time';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { clubSettings } from '../db/schema/content';
import { BusCache } from './bus-cache';
import { notifyBusOf } from './notify-bus';

// Any write to club_settings drops it on every process (trigger → bus 'club-settings').
const caches = new WeakMap<object, BusCache<string>>();

function cacheOf(db: DbOrTx): BusCache<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BusCache<string>(notifyBusOf(db), { topic: 'club-settings', ttlMs: 60_000, maxEntries: 1 });
    caches.set(db, cache);
  }
  return cache;
}

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
 * when it holds a valid zone, else the default (America/Denver). Cached until the
 * settings change because every event list and e-mail asks.
 */
export function resolveClubTimeZone(db: DbOrTx, now = Date.now()): Promise<string> {
  return cacheOf(db).get('zone', () => loadClubTimeZone(db), now);
}

/**
 * Today's date (YYYY-MM-DD) on the club's clock: deadlines, seasons and renewals are club dates,
 * compared as strings, so a day lasts until midnight at the club, not midnight UTC.
 */
export async function clubToday(db: DbOrTx, now = new Date()): Promise<string> {
  return zonedToday(await resolveClubTimeZone(db), now);
}

async function loadClubTimeZone(db: DbOrTx): Promise<string> {
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
  return zone;
}
