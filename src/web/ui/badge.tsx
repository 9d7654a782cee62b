import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-400 text-navy-900',
  navy: 'bg-navy-800 text-white',
  slate: 'bg-slate-100 text-slate-700',
  red: 'bg-red-600 text-white',
  amber: 'bg-amber-100 text-amber-800',
} as const;

export function Badge({
  tone = 'brand',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
