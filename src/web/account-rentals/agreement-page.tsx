import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { BackLink } from '../ui/back-link.js';
import { Button } from '../ui/button.js';
import { AGREEMENT_TEXT } from './agreement-text.js';
import { RentalGuideLinks } from './rental-guide-links.js';

/** /modelo-de-acordo (issue 33): the agreement template for a rental, to copy and fill in. Every login state. */
export default function AgreementPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.agreement);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(AGREEMENT_TEXT);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, no permission): the text is selected for a long press instead.
      (document.getElementById('agreement-text') as HTMLTextAreaElement | null)?.select();
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <BackLink href={paths.accountRental()} label={t('Aluguel de Contas')} />
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {FEATURE_PAGE_TITLES.agreement}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          'Antes de começar, combinem por escrito o preço semanal, o dia do pagamento, o que acontece com os ganhos e como encerrar. Copie o modelo, preencha os espaços e mande para a outra parte pelo WhatsApp.',
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {copied ? t('Modelo copiado') : t('Copiar')}
        </Button>
      </div>
      <label htmlFor="agreement-text" className="mt-5 block text-sm font-semibold text-slate-900">
        {t('Modelo para copiar')}
      </label>
      <textarea
        id="agreement-text"
        readOnly
        value={AGREEMENT_TEXT}
        rows={24}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
      />
      <RentalGuideLinks className="mt-3" />
    </div>
  );
}
