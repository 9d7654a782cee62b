import Ban from 'lucide-react/icons/ban';
import { lazy } from 'react';
import { t } from '../../contract/i18n.js';
import { useUser } from '../lib/auth.js';
import { LazyDialogButton } from '../ui/lazy-dialog-button.js';
import { useIsBlocked } from './api/get-blocks.js';

const BlockDialog = lazy(() => import('./block-dialog.js'));

/** 'Bloquear membro' / 'Desbloquear' (issue 15), from a message or a seller's card; never for oneself. */
export function BlockButton({
  memberId,
  memberName,
  className,
}: {
  memberId: number | null | undefined;
  memberName: string;
  className?: string;
}) {
  const { user } = useUser();
  const blocked = useIsBlocked(memberId);
  if (!user || !memberId || memberId === user.id) return null;
  return (
    <LazyDialogButton
      icon={<Ban className="h-4 w-4" aria-hidden="true" />}
      label={blocked ? t('Desbloquear') : t('Bloquear membro')}
      testId="block-member"
      className={className}
      dialog={(open, onOpenChange) => (
        <BlockDialog
          open={open}
          onOpenChange={onOpenChange}
          memberId={memberId}
          memberName={memberName}
          blocked={blocked}
        />
      )}
    />
  );
}
