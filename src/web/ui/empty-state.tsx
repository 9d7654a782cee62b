import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

/** An empty list or not-yet-available panel: icon, title, optional text and actions. */
export function EmptyState({
  icon,
  title,
  children,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center',
        className,
      )}
    >
      {icon && <div className="text-slate-400 [&_svg]:h-8 [&_svg]:w-8">{icon}</div>}
      <p className="font-semibold text-slate-700">{title}</p>
      {children && <div className="text-sm text-slate-500">{children}</div>}
    </div>
  );
}
