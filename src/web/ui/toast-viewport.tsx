import { Toast as T } from 'radix-ui';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import type { ToastItem } from './toast.js';

/**
 * The Radix toast region (swipe, F8, timers). Loaded by ui/toast.tsx with the first toast: Radix
 * toast and its dismissable layer are ~10 KB compressed that the first load of a page never uses.
 */
export default function ToastViewport({
  list,
  duration,
  onDismiss,
}: {
  list: ToastItem[];
  duration: number;
  onDismiss: (id: number) => void;
}) {
  return (
    <T.Provider duration={duration} swipeDirection="right" swipeThreshold={50} label={t('Notificação')}>
      {list.map((item) => (
        <T.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && onDismiss(item.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-8 shadow-lg data-[state=open]:animate-[fade-in_150ms] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-[fade-in_100ms_reverse]',
            item.variant === 'destructive' && 'border-red-600 bg-red-600 text-white',
            item.variant === 'success' && 'border-brand-600 bg-brand-700 text-white',
            (!item.variant || item.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{item.title}</T.Title>
            {item.description && <T.Description className="text-sm opacity-90">{item.description}</T.Description>}
            {item.action}
          </div>
          <T.Close aria-label={t('Fechar')} className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            ×
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </T.Provider>
  );
}
