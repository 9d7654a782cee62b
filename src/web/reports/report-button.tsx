import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense } from 'react';
import { t } from '../../contract/i18n.js';
import type { ReportKind } from '../../contract/reports-labels.js';
import { useUser } from '../lib/auth.js';
import { LazyDialogButton } from '../ui/lazy-dialog-button.js';

// The dialog (form, reasons) loads on the first click: list and item pages stay light (decision 010).
const ReportDialog = lazy(() => import('./report-dialog.js'));

/**
 * 'Denunciar' (issue 15): for signed-in members, never on their own content (`ownerId`). Shown on
 * listings, rentals, received messages, members and incidents.
 */
export function ReportButton({
  kind,
  targetId,
  ownerId,
  label = t('Denunciar'),
  className,
}: {
  kind: ReportKind;
  targetId: number;
  ownerId?: number | null;
  label?: string;
  className?: string;
}) {
  const { user } = useUser();
  if (!user || (ownerId != null && ownerId === user.id) || (kind === 'member' && targetId === user.id)) return null;
  return (
    <LazyDialogButton
      icon={<Flag className="h-4 w-4" aria-hidden="true" />}
      label={label}
      testId={`report-${kind}`}
      className={className}
      dialog={(open, onOpenChange) => (
        <ReportDialog open={open} onOpenChange={onOpenChange} kind={kind} targetId={targetId} />
      )}
    />
  );
}

/** The report dialog opened by its caller (e.g. a button inside a map popup), closed through `onClose`. */
export function ReportDialogFor({
  kind,
  targetId,
  onClose,
}: {
  kind: ReportKind;
  targetId: number;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ReportDialog open onOpenChange={(o) => !o && onClose()} kind={kind} targetId={targetId} />
    </Suspense>
  );
}
