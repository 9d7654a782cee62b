import X from 'lucide-react/icons/x';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { buttonClass } from './button.js';

/** A side panel (Radix Dialog) that slides in from the left or right edge; for menus on phones. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = 'left',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms]" />
        <D.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-[85%] max-w-sm flex-col bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none',
            side === 'left' ? 'left-0 starting:-translate-x-full' : 'right-0 starting:translate-x-full',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4">
            <D.Title className="text-base font-bold text-slate-900">{title}</D.Title>
            <D.Close aria-label={t('Fechar menu')} className={buttonClass('ghost', 'icon')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </D.Close>
          </div>
          <D.Description className={description ? 'px-4 pt-3 text-sm text-slate-600' : 'sr-only'}>
            {description ?? title}
          </D.Description>
          <div className="flex-1 overflow-y-auto p-2">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
