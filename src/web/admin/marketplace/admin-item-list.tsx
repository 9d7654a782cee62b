import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { t } from '../../../contract/i18n.js';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { type AdminItemList as ListQuery, useAdminItems } from '../../marketplace/api/get-admin-items.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminItemRow } from './admin-item-row.js';

/** A paged admin list of listings with its loading, error and empty states. */
export function AdminItemList({
  list,
  empty,
  onReassign,
}: {
  list: ListQuery;
  empty: string;
  onReassign: (item: MarketplaceItem) => void;
}) {
  const q = useAdminItems(list);
  if (q.isLoading) {
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={<ShoppingBag />}
        title={t('Não foi possível carregar os anúncios')}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (!q.items.length) return <EmptyState icon={<ShoppingBag />} title={empty} className="bg-white" />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {q.total === 1 ? t('{n} anúncio', { n: q.total }) : t('{n} anúncios', { n: q.total })}
      </p>
      {q.items.map((item) => (
        <AdminItemRow key={item.id} item={item} onReassign={onReassign} />
      ))}
      <LoadMore query={q} className="w-full" />
    </div>
  );
}
