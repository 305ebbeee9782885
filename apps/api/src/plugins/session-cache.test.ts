import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('keeps an entry for ttlMs, then forgets it', async () => {
    const cache = createSessionCache<string>({ ttlMs: 40, maxEntries: 10 });
    cache.set('s1', 'owner', cache.generation());
    expect(cache.get('s1')).toBe('owner');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('a lookup that began before an invalidation is not kept (a logout racing a read)', () => {
    const cache = createSessionCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    const startedAt = cache.generation();
    cache.invalidateAll();
    cache.set('s1', 'stale', startedAt);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('invalidateAll forgets every entry; a full cache drops its oldest entry', () => {
    const cache = createSessionCache<number>({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('a', 1, cache.generation());
    cache.set('b', 2, cache.generation());
    cache.set('c', 3, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.invalidateAll();
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, undefined]);
  });

  it('ttlMs 0 keeps nothing', () => {
    const cache = createSessionCache<number>({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', 1, cache.generation());
    expect(cache.get('a')).toBeUndefined();
  });
});
