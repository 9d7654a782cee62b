import Package from 'lucide-react/icons/package';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { EmptyState } from '../ui/empty-state.js';
import { Skeleton } from '../ui/skeleton.js';
import { useItems } from './api/get-items.js';
import { coverOf, ItemImage } from './item-image.js';
import { priceText } from './item-price.js';

/** Member home, recent activity: the 2 newest listings of the marketplace (spec). */
export function RecentItems() {
  const q = useItems({ limit: 2 });
  if (q.isLoading) return <Skeleton className="h-32" />;
  const items = q.first?.items ?? [];
  if (!items.length) {
    return (
      <EmptyState icon={<Package />} title={t('Nenhum item recente')} className="py-6">
        {t('Os anúncios mais novos do marketplace aparecem aqui.')}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-2" data-testid="recent-items">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={paths.marketplaceItem(item.id)}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-2.5 hover:bg-slate-50"
          >
            <ItemImage
              path={coverOf(item)}
              sizes="56px"
              className="h-12 w-12 shrink-0 rounded-lg [&_svg]:h-5 [&_svg]:w-5"
            />
            {/* contain: a long title must not widen the page's grid column on phones (truncate instead). */}
            <span className="min-w-0 flex-1 [contain:inline-size]">
              <span className="block truncate text-sm font-semibold text-slate-900">{item.title}</span>
              <span className="block text-sm text-slate-600">{priceText(item)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
