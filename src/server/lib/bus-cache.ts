import type { BusTopic, NotifyBus } from './notify-bus';

export interface BusCacheOptions<V> {
  /** Messages on this topic drop the entry named by their data ('' drops everything). */
  topic: BusTopic;
  /** Backstop only: the bus message is what ends an entry. */
  ttlMs: number;
  maxEntries: number;
  /** Whether a loaded value may be kept (e.g. only positive answers). Default: always. */
  isCacheable?: (value: V) => boolean;
}

/**
 * An in-process cache that every process drops through the notification bus, so several
 * processes on one PostgreSQL never serve each other's stale answers for longer than a
 * message takes. A load that overlapped a drop is returned but not kept; nothing is served
 * from memory while the bus is not listening (messages could be missed).
 */
export class BusCache<V> {
  private entries = new Map<string, { value: V; until: number }>();
  private version = 0;

  constructor(
    private readonly bus: NotifyBus,
    private readonly options: BusCacheOptions<V>,
  ) {
    bus.subscribe(options.topic, (key) => (key ? this.drop(key) : this.clear()));
    bus.onResync(() => this.clear());
  }

  async get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now && this.bus.isListening) return hit.value;
    const version = this.version;
    const value = await load();
    if (version === this.version && (this.options.isCacheable?.(value) ?? true)) {
      if (this.entries.size >= this.options.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: now + this.options.ttlMs });
    }
    return value;
  }

  /** Drops one entry in this process only (the bus message reaches the others). */
  drop(key: string): void {
    this.version += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.version += 1;
    this.entries.clear();
  }
}
