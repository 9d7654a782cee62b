import { useEffect, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { useReassignOwner } from '../../marketplace/api/reassign-owner.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { MemberPicker } from '../shared/member-picker.js';

/** Gives an orphan listing to an active member: type a member number (CL…), a name or an email, pick. */
export function ReassignOwnerDialog({ item, onClose }: { item: MarketplaceItem | null; onClose: () => void }) {
  const [picked, setPicked] = useState<number | null>(null);
  const reassign = useReassignOwner();

  // A fresh dialog for every item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the item changes
  useEffect(() => {
    setPicked(null);
  }, [item?.id]);

  const submit = () => {
    if (!item || picked === null) return;
    reassign.mutate(
      { id: item.id, sellerId: picked },
      {
        onSuccess: (res) => {
          toast({ title: res.message, variant: 'success' });
          onClose();
        },
        onError: (err) => adminErrorToast(err, t('Erro na reassignação')),
      },
    );
  };

  return (
    <Dialog
      open={!!item}
      onOpenChange={(o) => !o && onClose()}
      title={t('Reatribuir dono do anúncio')}
      description={
        item
          ? t('"{title}" está sem dono. Escolha um membro ativo para assumir o anúncio.', { title: item.title })
          : undefined
      }
    >
      <div className="space-y-3">
        <MemberPicker picked={picked} onPick={setPicked} autoFocus resetKey={item?.id} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('Cancelar')}
          </Button>
          <Button disabled={picked === null || reassign.isPending} onClick={submit}>
            {reassign.isPending ? t('Reatribuindo...') : t('Reatribuir')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
