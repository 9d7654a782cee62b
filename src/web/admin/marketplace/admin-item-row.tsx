import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../contract/i18n.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import {
  APPROVAL_LABELS,
  type ApprovalStatus,
  categoryLabel,
  typeLabel,
} from '../../../contract/marketplace-labels.js';
import { formatDate } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';
import { type Moderation, useModerateItem } from '../../marketplace/api/moderate-item.js';
import { coverOf, ItemImage } from '../../marketplace/item-image.js';
import { priceText } from '../../marketplace/item-price.js';
import { Badge } from '../../ui/badge.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Dialog } from '../../ui/dialog.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { EditDiff } from '../shared/edit-diff.js';
import { itemEditChanges } from './item-edit-changes.js';

const TONE = { approved: 'brand', pending: 'amber', rejected: 'red' } as const;
const FAILED: Record<Moderation, string> = {
  approve: t('Falha ao aprovar'),
  reject: t('Falha ao rejeitar'),
  delete: t('Falha ao excluir'),
};

/**
 * One listing in the moderation lists. Spec: approve only pending items, reject any not yet
 * rejected, delete in any state (after a confirmation); orphans (no seller) can be reassigned.
 */
export function AdminItemRow({
  item,
  onReassign,
}: {
  item: MarketplaceItem;
  onReassign: (item: MarketplaceItem) => void;
}) {
  const moderate = useModerateItem();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const approval = item.approvalStatus as ApprovalStatus;
  const busy = moderate.isPending;
  // An approved listing with an owner's edit waiting: approve/reject act on the edit (server side).
  const editWaiting = item.pendingEdit !== null;

  // mutateAsync, not mutate's callbacks: an approved row leaves the pending list (unmounts) before
  // the refetch settles, and mutate's per-call callbacks never fire for an unmounted component.
  async function run(action: Moderation) {
    try {
      const res = await moderate.mutateAsync({ id: item.id, action });
      toast({ title: res.message, variant: 'success' });
      setConfirmDelete(false);
    } catch (err) {
      adminErrorToast(err, FAILED[action]);
    }
  }

  return (
    <Card className="p-3 sm:p-4" data-testid="admin-item-row">
      <div className="flex gap-3">
        <ItemImage
          path={coverOf(item)}
          sizes="80px"
          className="h-20 w-20 shrink-0 rounded-lg [&_svg]:h-7 [&_svg]:w-7"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold leading-snug text-slate-900">{item.title}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={TONE[approval] ?? 'slate'}>{APPROVAL_LABELS[approval] ?? item.approvalStatus}</Badge>
            {item.status !== 'active' && <Badge tone="slate">{t('Inativo')}</Badge>}
            {item.sellerId === null && <Badge tone="red">{t('Sem dono')}</Badge>}
          </div>
          <p className="text-sm text-slate-600">
            {typeLabel(item.type)} · {categoryLabel(item.category)} ·{' '}
            <span className="font-semibold text-slate-800">{priceText(item)}</span>
          </p>
          <p className="text-xs text-slate-500">
            {item.seller
              ? `${item.seller.displayName || t('Membro')} (${item.seller.memberNumber})`
              : t('Vendedor removido')}{' '}
            · {t('nº {number}', { number: item.listingNumber })} · {formatDate(item.createdAt)}
          </p>
        </div>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{item.description}</p>
      {editWaiting && <EditDiff changes={itemEditChanges(item)} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={paths.marketplaceItem(item.id)} className={buttonClass('ghost', 'sm')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('Ver')}
        </Link>
        {(approval === 'pending' || editWaiting) && (
          <Button size="sm" disabled={busy} onClick={() => void run('approve')}>
            <Check className="h-4 w-4" aria-hidden="true" /> {editWaiting ? t('Aprovar alteração') : t('Aprovar')}
          </Button>
        )}
        {approval !== 'rejected' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void run('reject')}>
            <X className="h-4 w-4" aria-hidden="true" /> {editWaiting ? t('Rejeitar alteração') : t('Rejeitar')}
          </Button>
        )}
        {item.sellerId === null && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onReassign(item)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> {t('Reatribuir dono')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="text-red-700"
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir')}
        </Button>
      </div>
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('Excluir anúncio?')}
        description={t('"{title}" e as suas fotos serão removidos permanentemente.', { title: item.title })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={() => setConfirmDelete(false)}>
            {t('Cancelar')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void run('delete')}>
            {busy ? t('Excluindo...') : t('Excluir anúncio')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
