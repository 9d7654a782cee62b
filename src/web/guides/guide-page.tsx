import ExternalLink from 'lucide-react/icons/external-link';
import { Link, useParams } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES, PAGE_TITLES } from '../../contract/page-titles.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { BackLink } from '../ui/back-link.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { Skeleton } from '../ui/skeleton.js';
import { useGuide } from './api/get-guide.js';
import { GuideProse } from './guide-prose.js';

/** /guias/<slug>: one published guide, its sources and 'Última revisão'. Public. */
export default function GuidePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const guide = useGuide(slug);
  const notFound = guide.error instanceof ApiError && guide.error.status === 404;
  useDocumentTitle(guide.data?.title ?? (notFound ? PAGE_TITLES.notFound : FEATURE_PAGE_TITLES.guides));

  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <BackLink href={paths.guides()} label={t('Todos os guias')} />
      {guide.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-96" />
        </div>
      ) : notFound ? (
        <EmptyState title={t('Guia não encontrado')} className="mt-6 bg-white">
          <p>{t('Ele pode ter sido retirado para revisão.')}</p>
          <Link href={paths.guides()} className={buttonClass('outline', 'sm', 'mt-3')}>
            {t('Ver todos os guias')}
          </Link>
        </EmptyState>
      ) : guide.isError ? (
        <LoadError
          className="mt-6"
          title={t('Não foi possível carregar o guia')}
          description={errorMessage(guide.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void guide.refetch()}
        />
      ) : (
        <>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{guide.data.title}</h1>
          <p className="mt-2 text-base text-slate-600">{guide.data.summary}</p>
          {guide.data.reviewedAt && (
            <p className="mt-2 text-sm text-slate-500">
              {t('Última revisão: {date}', { date: formatDate(guide.data.reviewedAt) })}
            </p>
          )}
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <GuideProse html={guide.data.html} />
          </div>
          {guide.data.sources.length > 0 && (
            <section aria-labelledby="fontes" className="mt-6">
              <h2 id="fontes" className="text-lg font-bold text-slate-900">
                {t('Fontes')}
              </h2>
              <ul className="mt-2 space-y-2">
                {guide.data.sources.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-start gap-2 font-semibold break-all text-brand-700 underline"
                    >
                      <ExternalLink className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
                      <span>
                        {s.label} <span className="font-normal text-slate-500">({new URL(s.url).hostname})</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="mt-6 text-xs text-slate-500">
            {t(
              'Este guia resume informações públicas e não é aconselhamento jurídico. As regras mudam: confira sempre as fontes oficiais.',
            )}
          </p>
        </>
      )}
    </article>
  );
}
