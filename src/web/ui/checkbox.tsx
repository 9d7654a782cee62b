import Check from 'lucide-react/icons/check';
import { Checkbox as C } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

/** A Radix checkbox (a button with role="checkbox"); pair it with a <label htmlFor>. */
export function Checkbox({ className, ...props }: ComponentProps<typeof C.Root>) {
  return (
    <C.Root
      className={cn(
        'peer flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 aria-[invalid=true]:border-red-500 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <C.Indicator>
        <Check className="h-3.5 w-3.5" strokeWidth={3} aria-hidden="true" />
      </C.Indicator>
    </C.Root>
  );
}
