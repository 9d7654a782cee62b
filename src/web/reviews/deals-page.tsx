import Handshake from 'lucide-react/icons/handshake';
import { Redirect, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';
import { useDeals } from './api/deals.js';
import { DealCard } from './deal-card.js';
import { RegisterDeal } from './register-deal.js';

/** /negociacoes (members; issue 33): register a sale or rental, confirm, review; paged on the server. */
export default function DealsPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.deals);
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return <Deals />;
}

function Deals() {
  const params = new URLSearchParams(useSearch());
  const kind = params.get('registrar');
  const itemId = Number(params.get('item'));
  const q = useDeals();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={FEATURE_PAGE_TITLES.deals}
        subtitle={t(
          'Depois de uma venda ou aluguel confirmado pelos dois lados, cada um avalia o outro em até 14 dias.',
        )}
      />
      {(kind === 'listing' || kind === 'rental') && Number.isInteger(itemId) && itemId > 0 && (
        <RegisterDeal kind={kind} itemId={itemId} />
      )}
      {q.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar suas negociações')} onRetry={() => void q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<Handshake />} title={t('Nenhuma negociação ainda')}>
          {t(
            'Quando vender um item ou alugar uma conta, registre aqui para quem: depois da confirmação, vocês se avaliam.',
          )}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {q.items.map((d) => (
            <DealCard key={d.id} deal={d} />
          ))}
          <LoadMore query={q} centered />
        </div>
      )}
    </div>
  );
}
