import ArrowLeft from 'lucide-react/icons/arrow-left';
import Package from 'lucide-react/icons/package';
import Plus from 'lucide-react/icons/plus';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { MY_ITEMS_SKELETONS } from '../../contract/marketplace-labels.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { Spinner } from '../ui/spinner.js';
import { useMyItems } from './api/get-my-items.js';
import { MyItemCard } from './my-item-card.js';

const LOGIN_REDIRECT_MS = 2000; // spec section 9: /my-items sends visitors to /login after 2 s
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export default function MyItemsPage() {
  useDocumentTitle(PAGE_TITLES.myItems);
  const { isAuthenticated } = useUser();
  const [, navigate] = useLocation();
  const q = useMyItems(12, isAuthenticated);

  useEffect(() => {
    if (isAuthenticated) return;
    const timer = setTimeout(() => navigate(paths.login()), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, navigate]);

  if (!isAuthenticated) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center">
        <Spinner />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
      <Link href={paths.dashboard()} className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('Voltar ao Meu Painel')}
      </Link>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('Meus Anúncios')}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="my-items-count">
            {q.isLoading
              ? t('Carregando...')
              : q.total === 1
                ? t('{n} anúncio criado', { n: q.total })
                : t('{n} anúncios criados', { n: q.total })}
          </p>
        </div>
        <Link href={paths.marketplaceCreate()} className={buttonClass('primary', 'md')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('Novo Anúncio')}
        </Link>
      </div>

      {q.isLoading ? (
        <div className={GRID} aria-busy="true">
          {Array.from({ length: MY_ITEMS_SKELETONS }, (_, i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : q.isError ? (
        <LoadError
          icon={<Package />}
          title={t('Não foi possível carregar seus anúncios')}
          onRetry={() => void q.refetch()}
          className="py-14"
        />
      ) : !q.items.length ? (
        <EmptyState icon={<Package />} title={t('Nenhum anúncio criado')} className="bg-white py-14">
          <p>{t('Anuncie equipamentos para vender, trocar, doar ou alugar.')}</p>
          <Link href={paths.marketplaceCreate()} className={buttonClass('primary', 'md', 'mt-4')}>
            {t('Criar Primeiro Anúncio')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className={GRID}>
            {q.items.map((item) => (
              <MyItemCard key={item.id} item={item} />
            ))}
          </div>
          <LoadMore query={q} centered className="w-full sm:w-auto" />
        </>
      )}
    </div>
  );
}
