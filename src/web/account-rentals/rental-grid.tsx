import KeyRound from 'lucide-react/icons/key-round';
import SearchX from 'lucide-react/icons/search-x';
import { t } from '../../contract/i18n.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { type RentalFilter, useRentals } from './api/get-rentals.js';
import { RentalCard } from './rental-card.js';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The paged rentals list: skeletons, error, the two empty states, cards, 'Carregar mais'. */
export function RentalGrid({
  filter,
  filtered,
  onClear,
}: {
  filter: RentalFilter;
  filtered: boolean;
  onClear: () => void;
}) {
  const q = useRentals(filter);
  if (q.isLoading) {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-8 w-2/5" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={<KeyRound />}
        title={t('Não foi possível carregar as contas')}
        description={t('Verifique sua conexão e tente de novo.')}
        onRetry={() => void q.refetch()}
        className="py-14"
      />
    );
  }
  if (!q.items.length) {
    return filtered ? (
      <EmptyState icon={<SearchX />} title={t('Nenhuma conta encontrada')} className="bg-white py-14">
        <p>{t('Tente outro app, tipo, região ou faixa de preço.')}</p>
        <Button variant="outline" className="mt-3" onClick={onClear}>
          {t('Limpar filtros')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={<KeyRound />} title={t('Nenhuma conta disponível no momento')} className="bg-white py-14">
        <p>{t('As contas aprovadas pela administração aparecem aqui.')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={GRID}>
        {q.items.map((r) => (
          <RentalCard key={r.id} rental={r} />
        ))}
      </div>
      <LoadMore query={q} centered className="w-full sm:w-auto" />
    </>
  );
}
