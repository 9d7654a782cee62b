/**
 * A small in-process cache of answers. One loader runs per key at a time (a burst of identical
 * requests shares one query); an entry is fresh for `ttlMs`, then served while one refresh runs
 * in the background (up to 10 × ttlMs old), so a slow query never holds up the requests that
 * arrive meanwhile. At most `max` keys (oldest dropped). `clear()` drops everything: the next
 * request waits for fresh data (a new report shows at once).
 */
export function createTtlCache<T>(ttlMs: number, max: number) {
  interface Entry {
    at: number;
    value: Promise<T>;
    settled: boolean;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();

  function start(key: string, load: () => Promise<T>): Entry {
    const entry: Entry = { at: Date.now(), value: load(), settled: false, refreshing: false };
    entry.value.then(
      () => {
        entry.settled = true;
      },
      // A failed load is not remembered.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
      if (hit && age < ttlMs) return hit.value;
      if (hit?.settled && age < 10 * ttlMs) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = start(key, load);
          next.value.then(
            () => entries.get(key) === hit && entries.set(key, next),
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value;
      }
      const entry = start(key, load);
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
