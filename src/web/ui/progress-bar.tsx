import { Progress as P } from 'radix-ui';
import { cn } from '../lib/cn.js';

/** A determinate progress bar; `value` is 0–100. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <P.Root value={clamped} aria-label={label} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}>
      <P.Indicator className="h-full bg-brand-600 transition-[width] duration-150" style={{ width: `${clamped}%` }} />
    </P.Root>
  );
}
