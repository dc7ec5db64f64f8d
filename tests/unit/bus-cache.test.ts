import { BusCache } from '@server/lib/bus-cache';
import { localNotifyBus, type NotifyBus } from '@server/lib/notify-bus';
import { describe, expect, it } from 'vitest';

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get count() {
      return loads;
    },
  };
}

describe('BusCache', () => {
  it('keeps a value until a bus message names its key, or clears all on an empty one', async () => {
    const bus = localNotifyBus();
    const cache = new BusCache<number>(bus, { topic: 'event-reads', ttlMs: 60_000, maxEntries: 10 });
    const a = counter();
    expect(await cache.get('a', a.load)).toBe(1);
    expect(await cache.get('a', a.load)).toBe(1);
    await bus.publish('event-reads', 'other');
    expect(await cache.get('a', a.load)).toBe(1);
    await bus.publish('event-reads', 'a');
    expect(await cache.get('a', a.load)).toBe(2);
    await bus.publish('event-reads', '');
    expect(await cache.get('a', a.load)).toBe(3);
  });

  it('returns but does not keep a load that overlapped a drop', async () => {
    const bus = localNotifyBus();
    const cache = new BusCache<string>(bus, { topic: 'event-reads', ttlMs: 60_000, maxEntries: 10 });
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    await bus.publish('event-reads', 'k');
    release('before');
    expect(await slow).toBe('before');
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('keeps only cacheable answers, and serves nothing from memory while the bus is not listening', async () => {
    const bus = localNotifyBus();
    const cache = new BusCache<boolean>(bus, {
      topic: 'session-ended',
      ttlMs: 60_000,
      maxEntries: 10,
      isCacheable: (v) => v,
    });
    let answer = false;
    expect(await cache.get('s', async () => answer)).toBe(false);
    answer = true;
    expect(await cache.get('s', async () => answer)).toBe(true);

    const down: NotifyBus = { ...localNotifyBus(), isListening: false };
    const offline = new BusCache<number>(down, { topic: 'event-reads', ttlMs: 60_000, maxEntries: 10 });
    const c = counter();
    await offline.get('x', c.load);
    await offline.get('x', c.load);
    expect(c.count).toBe(2);
  });
});
