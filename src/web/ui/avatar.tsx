import { Avatar as A } from 'radix-ui';
import { cn } from '../lib/cn.js';

export function Avatar({ src, fallback, className }: { src?: string | null; fallback: string; className?: string }) {
  return (
    <A.Root
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100',
        className,
      )}
    >
      {src && <A.Image src={src} alt="" className="h-full w-full object-cover" />}
      <A.Fallback className="text-sm font-bold text-brand-800">{fallback}</A.Fallback>
    </A.Root>
  );
}
