/**
 * A short-lived cache of the public event reads (lists and pages), the most requested
 * routes. Any change to events or registrations bumps the version, which drops every
 * entry at once; the TTL bounds what time alone changes (a deadline passing, a court
 * renamed by another feature). One process serves the club, so memory is enough.
 */
export class EventReadCache {
  private version = 0;
  private entries = new Map<string, { version: number; until: number; value: unknown }>();

  constructor(private readonly ttlMs = 5_000) {}

  async get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.until > now) return hit.value as T;
    // A load that overlaps a change is stored under the version it started with, so it
    // is never served after that change.
    const version = this.version;
    const value = await load();
    if (this.entries.size > 500) this.entries.clear();
    this.entries.set(key, { version, until: now + this.ttlMs, value });
    return value;
  }

  /** Something changed: nothing cached before now may be served again. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<object, EventReadCache>();

/** One cache per database handle: each test app (and the one server) has its own. */
export function eventReadCacheFor(db: object): EventReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EventReadCache();
    caches.set(db, cache);
  }
  return cache;
}
