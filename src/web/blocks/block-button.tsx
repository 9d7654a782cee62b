import { Ban } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { useIsBlocked } from './api/get-blocks.js';

const BlockDialog = lazy(() => import('./block-dialog.js'));

/** 'Bloquear membro' / 'Desbloquear' (issue 15), from a message or a seller's card; never for oneself. */
export function BlockButton({ memberId, memberName, className }: { memberId: number | null | undefined; memberName: string; className?: string }) {
  const { user } = useUser();
  const blocked = useIsBlocked(memberId);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!user || !memberId || memberId === user.id) return null;
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
        data-testid="block-member"
      >
        <Ban className="h-4 w-4" aria-hidden="true" /> {blocked ? 'Desbloquear' : 'Bloquear membro'}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <BlockDialog open={open} onOpenChange={setOpen} memberId={memberId} memberName={memberName} blocked={blocked} />
        </Suspense>
      )}
    </>
  );
}
