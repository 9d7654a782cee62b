import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms]" />
        <D.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
        >
          <D.Title className="text-lg font-bold text-slate-900">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className="mt-4">{children}</div>
          <D.Close
            aria-label={t('Fechar')}
            className="absolute top-3 right-3 rounded p-2 text-slate-500 hover:bg-slate-100"
          >
            ×
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
