import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import { Switch } from 'radix-ui';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import {
  APPROVAL_LABELS,
  type ApprovalStatus,
  ITEM_EXPIRED,
  LISTING_EXPIRY_NOTICE_DAYS,
  typeLabel,
} from '../../contract/marketplace-labels.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { formatEuro } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { toast } from '../ui/toast.js';
import { useRenewItem } from './api/renew-item.js';
import { useSetItemStatus } from './api/set-item-status.js';
import { coverOf, ItemImage } from './item-image.js';

const LISTING_EXPIRY_NOTICE_MS = LISTING_EXPIRY_NOTICE_DAYS * 86_400_000;
const APPROVAL_TONE = { approved: 'brand', pending: 'amber', rejected: 'red' } as const;

/** A card of /my-items: every element of spec section 2, plus the owner's Ativo/Inativo switch. */
export function MyItemCard({ item }: { item: MarketplaceItem }) {
  const setStatus = useSetItemStatus();
  const active = item.status === 'active';
  const approval = item.approvalStatus as ApprovalStatus;
  const expired = item.status === ITEM_EXPIRED;
  // Issue 34: 'Renovar' once expired, or in the 3 days the notice speaks of.
  const ends = item.expiresAt ? Date.parse(item.expiresAt) : null;
  const renewable =
    expired || (active && approval === 'approved' && ends !== null && ends - Date.now() < LISTING_EXPIRY_NOTICE_MS);
  const price = formatEuro(item.price);
  const switchId = `status-${item.id}`;

  const toggle = (on: boolean) =>
    setStatus.mutate(
      { id: item.id, active: on },
      {
        onSuccess: () =>
          toast({
            title: on ? t('Anúncio ativado') : t('Anúncio desativado'),
            description: on ? undefined : t('Ele não aparece no marketplace enquanto estiver inativo.'),
          }),
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Erro ao atualizar item.')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card className="flex flex-col overflow-hidden" data-testid="my-item-card">
      <div className="relative">
        <ItemImage path={coverOf(item)} className="aspect-[4/3] w-full" />
        <Badge tone="navy" className="absolute top-2 left-2">
          {typeLabel(item.type)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 leading-snug font-bold text-slate-900">{item.title}</h3>
        {price && <p className="text-lg font-extrabold text-brand-700">{price}</p>}
        <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p>
        <div className="flex flex-wrap gap-2">
          <Badge tone={APPROVAL_TONE[approval] ?? 'slate'} data-testid="approval-badge">
            {APPROVAL_LABELS[approval] ?? item.approvalStatus}
          </Badge>
          <Badge tone={active ? 'brand' : expired ? 'red' : 'slate'} data-testid="status-badge">
            {active ? t('Ativo') : expired ? t('Expirado') : t('Inativo')}
          </Badge>
          {item.pendingEdit && (
            <Badge tone="amber" data-testid="pending-edit-badge">
              {PENDING_EDIT_LABEL}
            </Badge>
          )}
        </div>
        <div className="mt-auto space-y-3 pt-2">
          {renewable && ends !== null && <RenewItem id={item.id} expired={expired} ends={ends} />}
          <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
              {active ? t('Ativo') : t('Inativo')}
              <span className="block text-xs font-normal text-slate-500">
                {active ? t('Desative para ocultar do marketplace') : t('Oculto do marketplace')}
              </span>
            </label>
            <Switch.Root
              id={switchId}
              checked={active}
              disabled={setStatus.isPending}
              onCheckedChange={toggle}
              className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Link href={paths.marketplaceItem(item.id)} className={buttonClass('outline', 'md')}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {t('Ver')}
            </Link>
            <Link href={paths.marketplaceEdit(item.id)} className={buttonClass('primary', 'md')}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Issue 34: an expired listing (or one about to expire) back on show for 60 more days, in one tap. */
function RenewItem({ id, expired, ends }: { id: number; expired: boolean; ends: number }) {
  const renew = useRenewItem();
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 px-3 py-2" data-testid="renew-item">
      <p className="text-sm text-slate-700">
        {expired
          ? t('Expirado: não aparece mais no marketplace. Renove para publicar por mais 60 dias.')
          : t('Sai do marketplace em {date}. Renove para manter por mais 60 dias.', { date: formatDate(ends) })}
      </p>
      <Button
        size="sm"
        className="w-full"
        disabled={renew.isPending}
        onClick={() =>
          renew.mutate(id, {
            onSuccess: (r) => toast({ title: r.message }),
            onError: (err) =>
              toast({ title: t('Erro'), description: errorMessage(err, t('Tente de novo.')), variant: 'destructive' }),
          })
        }
      >
        {t('Renovar')}
      </Button>
    </div>
  );
}
