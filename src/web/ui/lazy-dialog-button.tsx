import { type ReactNode, Suspense, useState } from 'react';
import { cn } from '../lib/cn.js';
import { Button } from './button.js';

/**
 * A small ghost button whose dialog (a lazy() component, given by `dialog`) is only asked for at
 * the first tap, so the pages that show the button do not load the dialog's code (decision 010).
 * Used by 'Denunciar' and 'Bloquear membro'.
 */
export function LazyDialogButton({
  icon,
  label,
  testId,
  className,
  dialog,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  className?: string;
  dialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-slate-600 hover:text-red-700', className)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {icon} {label}
      </Button>
      {loaded && <Suspense fallback={null}>{dialog(open, setOpen)}</Suspense>}
    </>
  );
}
