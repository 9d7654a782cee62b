import { useCallback, useSyncExternalStore } from 'react';

// Spec: a visitor's favourite toggle is local only; nothing is sent to the server. Issue 34: once
// signed in, these ids move to the server (import-local-favourites.tsx) and the heart is the server's.
const KEY = 'marketplace:favorites';
const listeners = new Set<() => void>();

/** The item ids this browser kept (none when storage is blocked or holds garbage). */
export function readLocalFavourites(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
  } catch {
    return [];
  }
}

function write(ids: number[]) {
  try {
    if (ids.length) localStorage.setItem(KEY, JSON.stringify(ids));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: the toggle simply does not stick
  }
  for (const l of listeners) l();
}

/** Forgets the ids once the server has them. */
export const clearLocalFavourites = () => write([]);

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === KEY && l();
  window.addEventListener('storage', onStorage); // another tab changed it
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

/** A visitor's heart on an item: kept in this browser only. */
export function useLocalFavourite(id: number): [boolean, () => void] {
  const isFavourite = useSyncExternalStore(
    subscribe,
    () => readLocalFavourites().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const list = readLocalFavourites();
    write(list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  }, [id]);
  return [isFavourite, toggle];
}
