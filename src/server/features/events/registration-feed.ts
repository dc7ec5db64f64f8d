import type { LiveAvailability } from '@shared/schemas/events';

type Listener = (update: LiveAvailability) => void;

/**
 * In-process pub/sub of "spots left" changes, per social event id, feeding the
 * detail pages' server-sent event streams. One process serves the club, so memory
 * is enough; a subscriber that throws is dropped rather than breaking the publisher.
 */
export class RegistrationFeed {
  private listeners = new Map<string, Set<Listener>>();

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

  publish(eventId: string, update: LiveAvailability): void {
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

// One feed per database handle: each test app (and the one server) gets its own.
const feeds = new WeakMap<object, RegistrationFeed>();

export function registrationFeedFor(db: object): RegistrationFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new RegistrationFeed();
    feeds.set(db, feed);
  }
  return feed;
}
