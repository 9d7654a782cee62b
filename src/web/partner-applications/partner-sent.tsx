import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { Button, buttonClass } from '../ui/button.js';

/** What replaces the form once the request is stored. */
export function PartnerSent({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus (and screen readers) to the confirmation.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section
      aria-labelledby="sent-title"
      data-testid="partner-sent"
      className="flex flex-col items-center rounded-2xl border border-brand-600/30 bg-brand-50 p-6 text-center shadow-sm sm:p-10"
    >
      <CheckCircle2 className="h-14 w-14 text-brand-700" aria-hidden="true" />
      <h2
        id="sent-title"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-extrabold text-slate-900 focus:outline-none"
      >
        {t('Solicitação enviada!')}
      </h2>
      <p className="mt-2 max-w-md text-slate-700">{t('Obrigado pelo interesse! Entraremos em contato em breve.')}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {t('A administração analisa cada pedido e responde pelo email ou telefone informado.')}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link href={paths.home()} className={buttonClass('primary', 'md')}>
          {t('Voltar ao início')}
        </Link>
        <Button variant="outline" onClick={onAgain}>
          {t('Enviar outra solicitação')}
        </Button>
      </div>
    </section>
  );
}
