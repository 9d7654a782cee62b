import { useCallback, useSyncExternalStore } from 'react';

// Spec: the favourite toggle is local only; nothing is sent to the server.
const KEY = 'marketplace:favorites';
const listeners = new Set<() => void>();

function read(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return []; // storage blocked (private mode) or garbage: no favourites
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === KEY && l();
  window.addEventListener('storage', onStorage); // another tab changed it
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

export function useFavorite(id: number): [boolean, () => void] {
  const isFavorite = useSyncExternalStore(
    subscribe,
    () => read().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const list = read();
    const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the toggle simply does not stick
    }
    for (const l of listeners) l();
  }, [id]);
  return [isFavorite, toggle];
}
