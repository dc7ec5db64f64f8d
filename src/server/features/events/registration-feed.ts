import type { LiveAvailability } from '@shared/schemas/events';
import { localNotifyBus, type NotifyBus, notifyBusOf } from '../../lib/notify-bus';

type Listener = (update: LiveAvailability) => void;

/**
 * "Spots left" changes, per social event id, feeding the detail pages' server-sent event
 * streams. Updates go out on the bus (topic 'availability'), so the open pages of every
 * process hear a sign-up made through any of them; each process fans out to its own
 * streams. A subscriber that throws is dropped rather than breaking the others.
 */
export class RegistrationFeed {
  private listeners = new Map<string, Set<Listener>>();

  constructor(private readonly bus: NotifyBus = localNotifyBus()) {
    bus.subscribe('availability', (data) => {
      let message: { eventId?: unknown; update?: LiveAvailability };
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      if (typeof message.eventId === 'string' && message.update)
        this.deliver(message.eventId, message.update);
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

  /** Sends the new numbers to the open detail pages of every process (after the change committed). */
  publish(eventId: string, update: LiveAvailability): Promise<void> {
    return this.bus.publish('availability', JSON.stringify({ eventId, update }));
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

export function registrationFeedFor(db: object): RegistrationFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new RegistrationFeed(notifyBusOf(db));
    feeds.set(db, feed);
  }
  return feed;
}
