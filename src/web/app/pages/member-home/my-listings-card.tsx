import Package from 'lucide-react/icons/package';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { APPROVAL_LABELS, type ApprovalStatus } from '../../../../contract/marketplace-labels.js';
import { paths } from '../../../lib/paths.js';
import { useMyItems } from '../../../marketplace/api/get-my-items.js';
import { coverOf, ItemImage } from '../../../marketplace/item-image.js';
import { priceText } from '../../../marketplace/item-price.js';
import { Badge } from '../../../ui/badge.js';
import { Card } from '../../../ui/card.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { GatedLink } from './gated-link.js';

const TONE = { approved: 'brand', pending: 'amber', rejected: 'red' } as const;

/** 'Meus anúncios': the 3 latest own listings (spec), a link to /my-items and create. */
export function MyListingsCard({ canCreateListing }: { canCreateListing: boolean }) {
  const q = useMyItems(3);
  const items = q.data?.pages[0]?.items ?? [];
  return (
    <Card className="p-5" data-testid="my-listings-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{t('Meus anúncios')}</h2>
        <Link href={paths.myItems()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('Ver todos')}
        </Link>
      </div>
      {q.isLoading ? (
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : !items.length ? (
        <EmptyState icon={<Package />} title={t('Nenhum anúncio criado')} className="mt-4">
          {t('Anuncie equipamentos para vender, trocar, doar ou alugar.')}
        </EmptyState>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <Link href={paths.marketplaceItem(item.id)} className="flex items-center gap-3 py-2.5 hover:bg-slate-50">
                <ItemImage
                  path={coverOf(item)}
                  sizes="64px"
                  className="h-14 w-14 shrink-0 rounded-lg [&_svg]:h-6 [&_svg]:w-6"
                />
                {/* contain: a long title must not widen the page's grid column on phones (truncate instead). */}
                <span className="min-w-0 flex-1 [contain:inline-size]">
                  <span className="block truncate text-sm font-semibold text-slate-900">{item.title}</span>
                  <span className="block text-sm text-slate-600">{priceText(item)}</span>
                </span>
                <Badge tone={TONE[item.approvalStatus as ApprovalStatus] ?? 'slate'}>
                  {item.status === 'active'
                    ? (APPROVAL_LABELS[item.approvalStatus as ApprovalStatus] ?? item.approvalStatus)
                    : t('Inativo')}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <GatedLink href={paths.marketplaceCreate()} allowed={canCreateListing} className="mt-4 w-full">
        {t('Criar anúncio')}
      </GatedLink>
    </Card>
  );
}
