import { localNotifyBus, type NotifyBus, notifyBusOf } from '../../lib/notify-bus';

/**
 * A short-lived cache of the public event reads (lists and pages), the most requested
 * routes. Any change to events or registrations bumps the version, which drops every
 * entry at once, on every process (bus topic 'event-reads'); the TTL bounds what time
 * alone changes (a deadline passing, a court renamed by another feature).
 */
export class EventReadCache {
  private version = 0;
  private entries = new Map<string, { version: number; until: number; value: unknown }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly bus: NotifyBus = localNotifyBus(),
  ) {
    bus.subscribe('event-reads', () => this.drop());
    bus.onResync(() => this.drop());
  }

  async get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.until > now && this.bus.isListening) return hit.value as T;
    // A load that overlaps a change is stored under the version it started with, so it
    // is never served after that change.
    const version = this.version;
    const value = await load();
    if (this.entries.size > 500) this.entries.clear();
    this.entries.set(key, { version, until: now + this.ttlMs, value });
    return value;
  }

  /** Something changed (and has committed): nothing cached before now may be served again, anywhere. */
  invalidate(): void {
    this.drop();
    // Other processes drop theirs when the message arrives; if it cannot be sent, the TTL bounds them.
    this.bus.publish('event-reads').catch(() => {});
  }

  private drop(): void {
    this.version += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<object, EventReadCache>();

/** One cache per database handle: each test app (and the one server) has its own. */
export function eventReadCacheFor(db: object): EventReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EventReadCache(5_000, notifyBusOf(db));
    caches.set(db, cache);
  }
  return cache;
}
