import Copy from 'lucide-react/icons/copy';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt } from '../ui/auth-prompt.js';
import { BackLink } from '../ui/back-link.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { Skeleton } from '../ui/skeleton.js';
import { useMyReport } from './api/get-my-reports.js';
import { GARDA_LABELS, gardaFacts, gardaText } from './garda-text.js';
import './garda-report.css';
import { t } from '../../contract/i18n.js';

/** /levar-a-garda/<id>: one of the member's own safety reports, to print or copy for a Garda station (issue 35). */
export default function GardaReportPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.gardaReport);
  const { id = '' } = useParams<{ id: string }>();
  const { isAuthenticated, isLoading } = useUser();
  const report = useMyReport(isAuthenticated ? Number(id) : 0);
  const [copied, setCopied] = useState(false);
  const guideLink = paths.guide(GUIDE_SLUGS.garda);

  if (!isLoading && !isAuthenticated)
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <AuthPrompt
          title={t('Entre para ver seu relato')}
          text={t("'Levar à Garda' mostra só os relatos que você fez.")}
        />
      </div>
    );

  const notFound =
    (report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 400)) ||
    !/^[1-9][0-9]{0,9}$/.test(id);
  const facts = report.data ? gardaFacts(report.data) : null;
  const text = facts ? gardaText(facts) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, no permission): the text box below is selected instead.
      (document.getElementById('garda-text') as HTMLTextAreaElement | null)?.select();
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div data-no-print>
        <BackLink href={paths.dangerousAreas()} label={t('Áreas Perigosas')} />
      </div>
      {notFound ? (
        <EmptyState title={t('Relato não encontrado')} className="mt-6 bg-white">
          <p>{t('Só os seus próprios relatos aparecem aqui.')}</p>
        </EmptyState>
      ) : report.isError ? (
        <LoadError
          className="mt-6"
          title={t('Não foi possível carregar o relato')}
          description={errorMessage(report.error, t('Verifique a conexão e tente novamente.'))}
          onRetry={() => void report.refetch()}
        />
      ) : !facts ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {FEATURE_PAGE_TITLES.gardaReport}
          </h1>
          <p className="mt-1 text-sm text-slate-600" data-no-print>
            {t('Leve esta página impressa (ou o texto copiado) à delegacia da Garda. Em perigo agora? Ligue')}{' '}
            <strong>112</strong> {t('ou')} <strong>999</strong>.
          </p>
          <div className="mt-4 flex flex-wrap gap-2" data-no-print>
            <Button onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" /> {t('Imprimir')}
            </Button>
            <Button variant="outline" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden="true" /> {copied ? t('Texto copiado') : t('Copiar texto')}
            </Button>
          </div>

          <section
            data-print-sheet
            aria-label={t('Relato de incidente')}
            className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 className="text-lg font-bold text-slate-900">{GARDA_LABELS.title}</h2>
            <dl className="garda-facts mt-3 text-[15px]">
              <Fact label={GARDA_LABELS.date} value={facts.date} />
              <Fact label={GARDA_LABELS.time} value={facts.time} />
              <Fact label={GARDA_LABELS.place} value={facts.place} />
              <Fact label={GARDA_LABELS.coordinates} value={facts.coordinates} />
              <Fact label={GARDA_LABELS.type} value={facts.type} />
              <Fact label={GARDA_LABELS.description} value={facts.description} />
            </dl>
            <p className="mt-4 text-xs break-all text-slate-500">
              {GARDA_LABELS.map}: {facts.mapUrl}
              <br />
              {GARDA_LABELS.reportedAt}: {facts.reportedAt}
            </p>
            <div className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-600">
              <p className="font-semibold text-slate-900">{t('Leve também / Also bring:')}</p>
              <ul className="garda-bring mt-1">
                <li>{t('documento com foto (passaporte, IRP);')}</li>
                <li>{t('nomes e contatos de testemunhas, fotos, placas de veículos;')}</li>
                <li>{t('número de série da bike e IMEI do celular, se foram levados.')}</li>
              </ul>
            </div>
          </section>

          <div className="mt-5" data-no-print>
            <label htmlFor="garda-text" className="text-sm font-semibold text-slate-900">
              {t('Texto para copiar')}
            </label>
            <textarea
              id="garda-text"
              readOnly
              value={text}
              rows={9}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 p-3 garda-text font-mono text-slate-800"
            />
            <p className="mt-3 text-sm text-slate-600">
              {t('O que mais anotar e como registrar:')}{' '}
              <Link href={guideLink} className="font-semibold text-brand-700 underline">
                {t('Como registrar uma ocorrência na Garda')}
              </Link>
            </p>
          </div>
        </>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-semibold text-slate-500">{label}</dt>
      <dd className="whitespace-pre-wrap text-slate-900">{value || '—'}</dd>
    </>
  );
}
