import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('shares one load per key, serves a stale answer while one refresh runs, and forgets on clear', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>(1000, 10);
      let n = 0;
      const load = vi.fn(async () => ++n);
      expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1500);
      // Stale: the old answer now, one refresh behind it.
      expect(await cache.get('k', load)).toBe(1);
      expect(await cache.get('k', load)).toBe(2);
      expect(load).toHaveBeenCalledTimes(2);
      cache.clear();
      expect(await cache.get('k', load)).toBe(3);
      // Too old to serve: wait for fresh data.
      vi.advanceTimersByTime(20_000);
      expect(await cache.get('k', load)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not remember a failed load', async () => {
    const cache = createTtlCache<number>(1000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('k', async () => 5)).toBe(5);
  });
});
