import SearchX from 'lucide-react/icons/search-x';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { t } from '../../contract/i18n.js';
import { MARKETPLACE_SKELETONS } from '../../contract/marketplace-labels.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { type ItemListFilter, useItems } from './api/get-items.js';
import { ItemCard } from './item-card.js';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Cards in a first screen: three or four rows on a phone, one row of four on a wide screen. */
const FIRST_SCREEN = 4;

/** The paged marketplace list: 8 skeletons, error, the two empty states, cards, 'Carregar mais'. */
export function ItemGrid({
  filter,
  filtered,
  showApproval,
  onClear,
}: {
  filter: ItemListFilter;
  filtered: boolean;
  showApproval: boolean;
  onClear: () => void;
}) {
  const q = useItems(filter);
  if (q.isLoading) {
    return (
      <div className={GRID} aria-busy="true" data-testid="item-skeletons">
        {/* The card's own shape (photo beside the text on phones, on top from sm up), so the
            cards replace the skeletons without moving what is around them. */}
        {Array.from({ length: MARKETPLACE_SKELETONS }, (_, i) => (
          <div key={i} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="flex gap-3 p-3 sm:flex-1 sm:flex-col sm:gap-0 sm:p-0">
              <Skeleton className="h-28 w-28 shrink-0 rounded-xl sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:p-4 sm:pb-0">
                <Skeleton className="h-3.5 w-1/3" />
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-6 w-1/3" />
                <Skeleton className="h-9 w-full" />
              </div>
            </div>
            <div className="px-3 pb-3 sm:p-4">
              <Skeleton className="h-10 w-full sm:h-11" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={<ShoppingBag />}
        title={t('Não foi possível carregar os itens')}
        description={t('Verifique sua conexão e tente de novo.')}
        onRetry={() => void q.refetch()}
        className="py-14"
      />
    );
  }
  if (!q.items.length) {
    return filtered ? (
      <EmptyState icon={<SearchX />} title={t('Nenhum item encontrado')} className="bg-white py-14">
        <p>{t('Tente outras palavras ou outra categoria.')}</p>
        <Button variant="outline" className="mt-3" onClick={onClear}>
          {t('Limpar busca e filtros')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={<ShoppingBag />} title={t('Nenhum item disponível no momento')} className="bg-white py-14">
        <p>{t('Os anúncios aprovados pela administração aparecem aqui.')}</p>
      </EmptyState>
    );
  }
  const first = q.first;
  return (
    <>
      {first && (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="item-total">
          {first.totalCapped
            ? t('Mais de {n} itens', { n: first.total })
            : first.total === 1
              ? t('{n} item', { n: first.total })
              : t('{n} itens', { n: first.total })}
        </p>
      )}
      <div className={GRID}>
        {q.items.map((item, i) => (
          // The first screenful's photos load at once, the first one first (the page's LCP).
          <ItemCard key={item.id} item={item} showApproval={showApproval} eager={i < FIRST_SCREEN} priority={i === 0} />
        ))}
      </div>
      <LoadMore query={q} centered className="w-full sm:w-auto" />
    </>
  );
}
