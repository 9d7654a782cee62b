import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

const ToastViewport = lazy(() => import('./toast-viewport.js'));

/**
 * Spec section 9: one toast visible at a time, shown 5000 ms, swipe right to dismiss (50 px),
 * F8 focuses the toast area, at most 420 px wide from medium screens up. The store is here; the
 * Radix region (ui/toast-viewport.tsx) loads with the first toast.
 */
export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  action?: ReactNode;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const DURATION_MS = 5000;
const REMOVE_DELAY_MS = 1_000_000;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(input: ToastInput) {
  const id = nextId++;
  // Only one at a time: the newest replaces whatever was showing.
  items = [{ ...input, id, open: true }];
  emit();
  return id;
}

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id || t.open);
    emit();
  }, REMOVE_DELAY_MS).unref?.();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  // Nothing to show yet: the Radix region is not even loaded (first-load budget).
  if (!list.length) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport list={list} duration={DURATION_MS} onDismiss={dismiss} />
    </Suspense>
  );
}
