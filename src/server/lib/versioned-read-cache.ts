import type { DbOrTx } from '../db/client';
import { driverQuery } from './driver-query';

/**
 * A group of cached reads and the triggers that bump its version: 'league-reads' (migration
 * 0031: standings, captains), 'team-reads' (migration 0045: what a team's roster, schedule and
 * answer page are computed from), 'match-answers' (0045: the availability answers alone) and
 * 'session-roles' (0048: sessions, users and their roles, for the /api session check).
 */
export type ReadTopic = 'league-reads' | 'team-reads' | 'match-answers' | 'session-roles';

/** Every topic: a restore starts them all afresh (backup/sql-dump.ts). */
export const readTopics: readonly ReadTopic[] = [
  'league-reads',
  'team-reads',
  'match-answers',
  'session-roles',
];

/**
 * An in-process cache of reads that are costly to compute and cheap to check (issue 24): each
 * answer is kept with the versions of its topics read just before it was computed, and served
 * while those versions are unchanged, at the cost of one primary-key read. The versions are
 * bumped by triggers in the writer's own transaction, so after any commit by any process the next
 * read recomputes; nothing waits for a message. One cache per database handle: what a transaction
 * computes (it may roll back) is never served outside it.
 */
export class VersionedReadCache<V> {
  private readonly byDb = new WeakMap<object, Map<string, { version: string; value: V }>>();
  private readonly topics: readonly ReadTopic[];

  constructor(
    topics: ReadTopic | readonly ReadTopic[],
    private readonly maxEntries: number,
  ) {
    this.topics = typeof topics === 'string' ? [topics] : topics;
  }

  async get(db: DbOrTx, key: string, load: () => Promise<V>): Promise<V> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    const version = await readVersionsOf(db, this.topics);
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await load();
    if (entries.size >= this.maxEntries) entries.clear();
    entries.set(key, { version, value });
    return value;
  }

  /**
   * The kept value of `key` and the versions it was computed at, not checked: only for a write
   * that checks them itself, in its own statement (`versionSql() = <the version>`), and falls
   * back to `get` when that statement finds them changed (decision 043: the e-mail answer).
   */
  peek(db: DbOrTx, key: string): { version: string; value: V } | undefined {
    return this.byDb.get(db)?.get(key);
  }

  /** The topics' current versions in SQL, the same text as the key `get` keeps ("3:17"). */
  versionSql(): string {
    const one = (t: ReadTopic) =>
      `coalesce((select version::text from read_versions where topic = '${t}'), '0')`;
    return `concat_ws(':', ${this.topics.map(one).join(', ')})`;
  }
}

const versionsText = 'select topic, version from read_versions where topic = any($1)';

/**
 * The topics' versions as one comparable key ("3:17"), a missing topic as 0. The text goes
 * straight to the driver (driverQuery): through drizzle's query builder and its result mapping
 * this one-row read cost about 2.5× the CPU (decision 047), and it runs on every cached read and
 * every signed-in request. A version's parsed form differs by driver (number or text): String().
 */
async function readVersionsOf(db: DbOrTx, topics: readonly ReadTopic[]): Promise<string> {
  const rows = await driverQuery<{ topic: string; version: unknown }>(db, versionsText, [topics]);
  return topics.map((t) => String(rows.find((r) => r.topic === t)?.version ?? 0)).join(':');
}
