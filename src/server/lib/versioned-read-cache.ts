import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readVersions } from '../db/schema/read-versions';

/** A group of cached reads and the triggers that bump its version (migration 0031). */
export type ReadTopic = 'league-reads';

/**
 * An in-process cache of reads that are costly to compute and cheap to check (issue 24): each
 * answer is kept with the version of its topic read just before it was computed, and served
 * while that version is unchanged, at the cost of one primary-key read. The version is bumped
 * by triggers in the writer's own transaction, so after any commit by any process the next read
 * recomputes; nothing waits for a message. One cache per database handle: what a transaction
 * computes (it may roll back) is never served outside it.
 */
export class VersionedReadCache<V> {
  private readonly byDb = new WeakMap<object, Map<string, { version: number; value: V }>>();

  constructor(
    private readonly topic: ReadTopic,
    private readonly maxEntries: number,
  ) {}

  async get(db: DbOrTx, key: string, load: () => Promise<V>): Promise<V> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    const version = await readVersionOf(db, this.topic);
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await load();
    if (entries.size >= this.maxEntries) entries.clear();
    entries.set(key, { version, value });
    return value;
  }
}

async function readVersionOf(db: DbOrTx, topic: ReadTopic): Promise<number> {
  const [row] = await db
    .select({ version: readVersions.version })
    .from(readVersions)
    .where(eq(readVersions.topic, topic))
    .limit(1);
  return row?.version ?? 0;
}
