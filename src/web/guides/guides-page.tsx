import BookOpen from 'lucide-react/icons/book-open';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Phone from 'lucide-react/icons/phone';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { PageHeader } from '../ui/page-header.js';
import { SearchInput } from '../ui/search-input.js';
import { Skeleton } from '../ui/skeleton.js';
import { useGuides } from './api/get-guides.js';

/** Waits for the typing to stop before asking the server. */
function useDebounced(value: string, ms = 300) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/** /guias: the riders' guides, searchable (accents ignored, on the server). Public. */
export default function GuidesPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.guides);
  const initial = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(initial);
  const q = useDebounced(text.trim());
  const guides = useGuides(q);
  const items = guides.data?.items ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={FEATURE_PAGE_TITLES.guides}
        subtitle={t('O que um entregador em Dublin precisa saber, em português, com as fontes oficiais.')}
      />
      <div className="mb-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          {t('Em perigo agora? Ligue')} <strong>112</strong> {t('ou')} <strong>999</strong>{' '}
          {t('(grátis, de qualquer celular).')}
        </p>
      </div>
      <div className="mb-4">
        <SearchInput
          aria-label={t('Buscar nos guias')}
          placeholder={t('Buscar: seguro, imposto, garda…')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
        />
      </div>
      {guides.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : guides.isError ? (
        <LoadError
          title={t('Não foi possível carregar os guias')}
          description={errorMessage(guides.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void guides.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BookOpen />}
          title={q ? t('Nenhum guia encontrado para “{q}”', { q }) : t('Nenhum guia publicado ainda')}
        >
          {q && <p>{t('Tente outra palavra.')}</p>}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t('Guias')}>
          {items.map((g) => (
            <li key={g.slug}>
              <Link
                href={paths.guide(g.slug)}
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition"
              >
                <div className="min-w-0 flex-1">
                  <h2 className="font-bold text-slate-900">{g.title}</h2>
                  <p className="mt-1 text-sm text-slate-600">{g.summary}</p>
                  {g.reviewedAt && (
                    <p className="mt-2 text-xs text-slate-500">
                      {t('Última revisão: {date}', { date: formatDate(g.reviewedAt) })}
                    </p>
                  )}
                </div>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
