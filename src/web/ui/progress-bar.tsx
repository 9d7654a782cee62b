import { cn } from '../lib/cn.js';

/**
 * A determinate progress bar; `value` is 0–100. Plain markup with the progressbar role and values
 * Radix's Progress gave it: nothing here is interactive, and on the events list (a first page) the
 * Radix part and its helpers were two requests more before the page could paint (decision 010).
 */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full bg-brand-600 transition-[width] duration-150" style={{ width: `${clamped}%` }} />
    </div>
  );
}
