import BellPlus from 'lucide-react/icons/bell-plus';
import Pencil from 'lucide-react/icons/pencil';
import SearchX from 'lucide-react/icons/search-x';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { ACCOUNT_TYPE_LABELS } from '../../contract/account-rentals-card.js';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '../../contract/saved-searches.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { formatEuro } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button, buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { Input } from '../ui/input.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useDeleteSavedSearch, useRenameSavedSearch, useSavedSearch, useSavedSearches } from './api/saved-searches.js';

const TITLE = FEATURE_PAGE_TITLES.savedSearches;
const ITEM_TYPE_LABELS: Record<string, string> = {
  venda: t('Venda'),
  troca: t('Troca'),
  doacao: t('Doação'),
  aluguel: t('Aluguel'),
};

/**
 * /buscas-salvas (members; issue 34): the member's saved searches, renamed and deleted here.
 * `?abrir=<id>` (a notification's link) opens that search's results.
 */
export default function SavedSearchesPage() {
  useDocumentTitle(TITLE);
  const open = /^[1-9]\d{0,9}$/.exec(new URLSearchParams(useSearch()).get('abrir') ?? '')?.[0];
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return open ? <OpenSearch id={Number(open)} /> : <SavedSearches />;
}

/** The notification's link: the search's results, or the list when the search is gone. */
function OpenSearch({ id }: { id: number }) {
  const q = useSavedSearch(id);
  if (q.data) return <Redirect to={q.data.path} replace />;
  if (q.isError) return <Redirect to="/buscas-salvas" replace />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** What a search looks for, in words: 'bicicleta · Venda · até € 300'. */
function summary(s: SavedSearch): string {
  const f = s.filters;
  const parts: string[] = [];
  if (f.q) parts.push(`“${f.q}”`);
  if (f.type) parts.push(ITEM_TYPE_LABELS[f.type] ?? f.type);
  if (f.category === 'motos') parts.push(t('Motos e Bikes'));
  if (f.appName) parts.push(f.appName);
  if (f.accountType)
    parts.push(ACCOUNT_TYPE_LABELS[f.accountType as keyof typeof ACCOUNT_TYPE_LABELS] ?? f.accountType);
  if (f.region) parts.push(f.region.replace(/^./, (c) => c.toUpperCase()));
  const min = f.minPrice !== null ? formatEuro(String(f.minPrice)) : null;
  const max = f.maxPrice !== null ? formatEuro(String(f.maxPrice)) : null;
  if (min && max) parts.push(t('{min} a {max}', { min, max }));
  else if (min) parts.push(t('a partir de {min}', { min }));
  else if (max) parts.push(t('até {max}', { max }));
  return parts.join(' · ') || t('Todos os anúncios');
}

function SavedSearches() {
  const q = useSavedSearches();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={TITLE}
        subtitle={t(
          'Avisamos quando um anúncio novo combina com uma busca sua (no máximo um aviso por hora por busca). Até {max} buscas.',
          { max: SAVED_SEARCHES_MAX },
        )}
      />
      {q.isPending ? (
        <Card className="space-y-4 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </Card>
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar suas buscas')} onRetry={() => void q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<SearchX />} title={t('Você ainda não salvou nenhuma busca')}>
          {t('No marketplace ou nos aluguéis de conta, escolha os filtros e toque em “Salvar busca”.')}
          <Link href={paths.marketplace()} className={buttonClass('primary', 'md', 'mt-2')}>
            {t('Ver o marketplace')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {t('{n} de {max} buscas salvas', { n: q.total, max: SAVED_SEARCHES_MAX })}
          </p>
          <ul className="space-y-3" aria-label={t('Suas buscas salvas')}>
            {q.items.map((s) => (
              <SearchRow key={s.id} s={s} />
            ))}
          </ul>
          <LoadMore query={q} centered className="mt-4" />
        </>
      )}
    </div>
  );
}

function SearchRow({ s }: { s: SavedSearch }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const fail = (fallback: string) => (err: unknown) => setError(errorMessage(err, fallback));

  function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    rename.mutate(
      { id: s.id, name },
      { onSuccess: () => setEditing(false), onError: fail(t('Não foi possível renomear. Tente novamente.')) },
    );
  }

  return (
    <li>
      <Card className="space-y-2 p-3" data-testid="saved-search-row">
        <div className="flex items-center gap-3">
          <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
            <BellPlus className="h-5 w-5" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">
            {editing ? (
              <form onSubmit={save} className="flex gap-2">
                <Input
                  aria-label={t('Novo nome da busca')}
                  value={name}
                  maxLength={60}
                  onChange={(e) => setName(e.target.value)}
                  autoFocus
                />
                <Button type="submit" size="sm" disabled={rename.isPending}>
                  {t('Salvar')}
                </Button>
              </form>
            ) : (
              <Link href={s.path} className="block truncate font-semibold text-slate-900 hover:underline">
                {s.name}
              </Link>
            )}
            <p className="text-sm break-words text-slate-600">
              {s.kind === 'item' ? t('Marketplace') : t('Aluguel de conta')} · {summary(s)}
            </p>
            <p className="text-xs text-slate-500">{t('Salva em {date}', { date: formatDate(s.createdAt) })}</p>
          </div>
          {!editing && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('Renomear {name}', { name: s.name })}
              title={t('Renomear')}
              onClick={() => setEditing(true)}
            >
              <Pencil className="h-5 w-5" aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Apagar {name}', { name: s.name })}
            title={t('Apagar')}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(s.id, {
                onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
                onError: fail(t('Não foi possível apagar. Tente novamente.')),
              })
            }
          >
            <Trash2 className="h-5 w-5 text-red-600" aria-hidden="true" />
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </Card>
    </li>
  );
}
