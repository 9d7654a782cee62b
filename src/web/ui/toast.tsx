import { Toast as T } from 'radix-ui';
import { type ReactNode, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.js';

/**
 * Spec section 9: one toast visible at a time, shown 5000 ms, swipe right to dismiss (50 px),
 * F8 focuses the toast area, at most 420 px wide from medium screens up.
 */
export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  action?: ReactNode;
}
interface ToastItem extends ToastInput {
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
  const list = useSyncExternalStore(subscribe, () => items, () => items);
  return (
    <T.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notificação">
      {list.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-8 shadow-lg data-[state=open]:animate-[fade-in_150ms] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[fade-in_100ms_reverse]',
            t.variant === 'destructive' && 'border-red-600 bg-red-600 text-white',
            t.variant === 'success' && 'border-brand-600 bg-brand-700 text-white',
            (!t.variant || t.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
            {t.action}
          </div>
          <T.Close aria-label="Fechar" className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            ×
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </T.Provider>
  );
}
