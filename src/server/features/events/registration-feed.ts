import type { LiveAvailability } from '@shared/schemas/events-socials';
import { localNotifyBus, type NotifyBus, notifyBusOf } from '../../lib/notify-bus';

type Listener = (update: LiveAvailability) => void;
/** Reads an event's numbers now (null when it is gone). */
export type AvailabilityLoader = (eventId: string) => Promise<LiveAvailability | null>;

/**
 * "Spots left" changes, per social event id, feeding the detail pages' server-sent event
 * streams. A change is announced on the bus (topic 'availability', the event id), so every
 * process hears a sign-up made through any of them; a process with streams open for that
 * event reads the numbers once and fans them out (one read per change however many pages
 * are open; none where nobody watches). A subscriber that throws is dropped.
 */
export class RegistrationFeed {
  private listeners = new Map<string, Set<Listener>>();
  private loading = new Set<string>();
  private isReloadWanted = new Set<string>();

  constructor(
    private readonly load: AvailabilityLoader,
    private readonly bus: NotifyBus = localNotifyBus(),
  ) {
    bus.subscribe('availability', (eventId) => void this.refresh(eventId));
    // Announcements may have been missed while the bus was down.
    bus.onResync(() => {
      for (const eventId of this.listeners.keys()) void this.refresh(eventId);
    });
  }

  subscribe(eventId: string, listener: Listener): () => void {
    let set = this.listeners.get(eventId);
    if (!set) {
      set = new Set();
      this.listeners.set(eventId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(eventId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(eventId);
    };
  }

  hasSubscribers(eventId: string): boolean {
    return (this.listeners.get(eventId)?.size ?? 0) > 0;
  }

  /** Tells every process that `eventId`'s numbers changed (after the change committed). */
  announce(eventId: string): Promise<void> {
    return this.bus.publish('availability', eventId);
  }

  private async refresh(eventId: string): Promise<void> {
    if (!this.hasSubscribers(eventId)) return;
    if (this.loading.has(eventId)) {
      this.isReloadWanted.add(eventId);
      return;
    }
    this.loading.add(eventId);
    try {
      do {
        this.isReloadWanted.delete(eventId);
        const update = await this.load(eventId).catch(() => null);
        if (update) this.deliver(eventId, update);
      } while (this.isReloadWanted.has(eventId));
    } finally {
      this.loading.delete(eventId);
    }
  }

  private deliver(eventId: string, update: LiveAvailability): void {
    const set = this.listeners.get(eventId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(update);
      } catch {
        set.delete(listener);
      }
    }
  }
}

// One feed per database handle: each test app (and each server process) gets its own.
const feeds = new WeakMap<object, RegistrationFeed>();

export function registrationFeedFor(db: object, load: AvailabilityLoader): RegistrationFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new RegistrationFeed(load, notifyBusOf(db));
    feeds.set(db, feed);
  }
  return feed;
}
