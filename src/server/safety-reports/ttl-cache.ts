/**
 * A small in-process cache of answers: one loader runs per key at a time (a burst of identical
 * requests waits for the same query), entries live `ttlMs`, at most `max` keys (oldest dropped).
 */
export function createTtlCache<T>(ttlMs: number, max: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { at: Date.now(), value });
      // A failed load is not remembered.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
