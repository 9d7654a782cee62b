import Check from 'lucide-react/icons/check';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'children'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox: the browser's own `<input type="checkbox">` (its role, keyboard, form and autofill
 * behaviour) drawn as the design's square with a check. Pair it with a `<label htmlFor>`.
 * `className` places the box (a margin, say); ref, aria and the other props go to the input.
 * Radix's Checkbox and its helpers were ~8 KB gzip on /login and /register (decision 010).
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex h-5 w-5 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer h-5 w-5 cursor-pointer appearance-none rounded border border-slate-400 bg-white checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500"
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden h-3.5 w-3.5 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}
