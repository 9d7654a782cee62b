import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

/** A filter chip: a toggle button whose pressed state is announced (aria-pressed). */
export function Chip({
  active = false,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { active?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={cn(
        'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
        active
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}
