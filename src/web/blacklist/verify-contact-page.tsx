import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { blacklistMessages as msg } from '../../contract/blacklist-labels.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { AuthPrompt, SubscriptionPrompt } from '../ui/auth-prompt.js';
import { Card } from '../ui/card.js';
import { PageHeader } from '../ui/page-header.js';
import { AlertForm } from './alert-form.js';
import { CheckForm } from './check-form.js';
import { MyAlerts } from './my-alerts.js';

/** The member's own alerts (contract/notifications-links.ts links here). */
const MY_ALERTS_ANCHOR = 'meus-alertas';

/** /verificar-contato (subscribers): check a number or email before a deal, send an alert, follow one's own alerts. */
export default function VerifyContactPage() {
  useDocumentTitle(PAGE_TITLES.verifyContact);
  const { isAuthenticated, hasMemberAccess } = useUser();
  // Opened at #meus-alertas (a notification about one's alert, issue 29): the section exists only
  // once this page has rendered for a subscriber.
  useEffect(() => {
    if (hasMemberAccess && window.location.hash === `#${MY_ALERTS_ANCHOR}`)
      document.getElementById(MY_ALERTS_ANCHOR)?.scrollIntoView();
  }, [hasMemberAccess]);
  let body: React.ReactNode;
  if (!isAuthenticated) {
    body = (
      <AuthPrompt
        title={t('Login Necessário')}
        text={t('Entre na sua conta para verificar um contato ou enviar um alerta da comunidade.')}
      />
    );
  } else if (!hasMemberAccess) {
    body = (
      <SubscriptionPrompt
        text={t('Para verificar contatos e enviar alertas da comunidade você precisa de uma assinatura ativa.')}
      />
    );
  } else {
    body = (
      // minmax(0, 1fr): a grid column grows to its widest unbreakable line (a listed alert's name, kept
      // on one line) unless told otherwise: 427 px of page at 390 px (issue 28).
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0 space-y-6">
          <CheckForm />
          <div id={MY_ALERTS_ANCHOR} className="scroll-mt-20">
            <MyAlerts />
          </div>
        </div>
        <AlertForm />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHeader
        title={PAGE_TITLES.verifyContact}
        subtitle={t('Antes de fechar negócio, confira se o telefone ou email tem um alerta da comunidade')}
      />
      {body}
      <Card className="mt-6 flex items-start gap-3 p-4 text-sm text-slate-600">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>
          {t(
            'Os alertas são enviados por membros e só valem depois de aprovados pela equipe; nenhuma lista de nomes é publicada.',
          )}{' '}
          {msg.reviewHint}{' '}
          <Link href={paths.contact()} className="font-semibold text-brand-700 hover:underline">
            {t('Fale conosco')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
