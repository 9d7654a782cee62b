import type { ReactNode } from 'react';
import { t } from '../../../contract/i18n.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

/** A yes/no question before a destructive or powerful action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  destructive = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="space-y-3 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('Cancelar')}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? t('Aguarde...') : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
