import { availabilityOf } from '@shared/schemas/events';
import type { LiveAvailability } from '@shared/schemas/events-socials';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext, AppEnv } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { type StreamSlotLimits, StreamSlots } from '../../lib/stream-slots';
import { countRegistrations, type EventTarget, loadEventTarget } from './event-targets';
import { eventReadCacheFor } from './read-cache';
import { registrationFeedFor } from './registration-feed';
import type { EventsDeps } from './registrations';

/*
 * Live "spots left": the numbers of one event, announced after every committed change through
 * the registration feed (registration-feed.ts, across processes), and the page's SSE stream.
 */

export function liveAvailabilityOf(
  target: Pick<EventTarget, 'status' | 'capacity' | 'waitlistLimit' | 'startsAt' | 'signupDeadline'>,
  counts: { confirmed: number; waitlisted: number },
  now = new Date(),
): LiveAvailability {
  return {
    confirmedCount: counts.confirmed,
    waitlistCount: counts.waitlisted,
    capacity: target.capacity,
    status: target.status,
    availability: availabilityOf(
      {
        status: target.status,
        capacity: target.capacity,
        waitlistLimit: target.waitlistLimit,
        confirmedCount: counts.confirmed,
        waitlistCount: counts.waitlisted,
        startsAt: target.startsAt,
        signupDeadline: target.signupDeadline,
      },
      now,
    ),
  };
}

/** The numbers a detail page shows, read now (null when the event is gone). */
export async function loadLiveAvailability(db: DbOrTx, eventRef: string): Promise<LiveAvailability | null> {
  const timeZone = await resolveClubTimeZone(db);
  const target = await loadEventTarget(db, { kind: 'social', id: eventRef }, timeZone, {
    lock: false,
  }).catch(() => null);
  if (!target) return null;
  return liveAvailabilityOf(target, await countRegistrations(db, eventRef));
}

/** The live feed of this database handle (each process reads the numbers for its own pages). */
export function liveFeedOf(db: DbOrTx) {
  return registrationFeedFor(db, (ref) => loadLiveAvailability(db, ref));
}

/** Tells open detail pages on every process about new numbers (after the change has committed). */
export async function publishAvailability(deps: EventsDeps, eventRef: string): Promise<void> {
  await liveFeedOf(deps.db).announce(eventRef);
}

/** After a commit: wake the outbox, push the new numbers to open detail pages. */
export async function notifyRegistrationChanges(deps: EventsDeps, eventRefs: Iterable<string>) {
  eventReadCacheFor(deps.db).invalidate();
  wakeOutbox();
  for (const ref of new Set(eventRefs)) {
    await publishAvailability(deps, ref).catch(() => {});
  }
}

/* The live "spots left" stream of a social's page (GET /api/social-events/:slug/live). */

const keepAliveMs = 25_000;

/** Live "spots left" streams: at most 6 per client address and 500 per process, 10 minutes each. */
export const liveStreamLimits: StreamSlotLimits = { perAddress: 6, total: 500, maxLifetimeMs: 10 * 60_000 };
const liveStreamSlots = new WeakMap<AppContext, StreamSlots>();
function liveSlotsOf(ctx: AppContext): StreamSlots {
  let slots = liveStreamSlots.get(ctx);
  if (!slots) {
    slots = new StreamSlots(liveStreamLimits);
    liveStreamSlots.set(ctx, slots);
  }
  return slots;
}

/** Streams `eventId`'s numbers as server-sent events: now, then on each change, with pings. */
export async function streamLiveAvailability(
  ctx: AppContext,
  c: Context<AppEnv>,
  eventId: string,
): Promise<Response> {
  const timeZone = await resolveClubTimeZone(ctx.db);
  const release = liveSlotsOf(ctx).take(clientAddress(c));
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const feed = liveFeedOf(ctx.db);
    // Writes go one after another, whatever order updates arrive in.
    let queue = Promise.resolve();
    const send = (event: string, data: string) => {
      queue = queue.then(() => stream.writeSSE({ event, data })).catch(() => {});
      return queue;
    };
    const unsubscribe = feed.subscribe(eventId, (update) => {
      void send('availability', JSON.stringify(update));
    });
    const ping = setInterval(() => void send('ping', '{}'), keepAliveMs);
    // The stream ends after its lifetime (the browser reconnects), or when the page goes.
    let endLifetime: () => void = () => {};
    const lifetime = new Promise<void>((resolve) => {
      endLifetime = resolve;
    });
    const lifetimeTimer = setTimeout(endLifetime, liveSlotsOf(ctx).limits.maxLifetimeMs);
    const closed = Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), lifetime]);
    try {
      const target = await loadEventTarget(ctx.db, { kind: 'social', id: eventId }, timeZone, {
        lock: false,
      });
      const counts = await countRegistrations(ctx.db, eventId);
      await stream.writeSSE({
        event: 'availability',
        data: JSON.stringify(liveAvailabilityOf(target, counts)),
        retry: 5000,
      });
      await closed;
    } finally {
      clearInterval(ping);
      clearTimeout(lifetimeTimer);
      unsubscribe();
      release();
    }
  });
}
