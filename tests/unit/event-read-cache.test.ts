import { EventReadCache } from '@server/features/events/read-cache';
import { describe, expect, it } from 'vitest';

describe('EventReadCache', () => {
  it('serves a stored value until the TTL runs out', async () => {
    const cache = new EventReadCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, 0)).toBe(1);
    expect(await cache.get('k', load, 999)).toBe(1);
    expect(await cache.get('k', load, 1000)).toBe(2);
  });

  it('drops everything on invalidate', async () => {
    const cache = new EventReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load, 0);
    cache.invalidate();
    expect(await cache.get('a', load, 1)).toBe(2);
  });

  it('never serves a value whose load overlapped a change', async () => {
    const cache = new EventReadCache(60_000);
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('before'))), 0);
    cache.invalidate();
    release();
    expect(await slow).toBe('before');
    expect(await cache.get('k', async () => 'after', 1)).toBe('after');
  });
});
