import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { AuthCard } from '../auth/auth-card.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button, buttonClass } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { useUnsubscribe, useUnsubscribeState } from './api/mail.js';

/**
 * /conta/cancelar-emails: the unsubscribe link of every non-security mail (issue 30). Works signed
 * out: opening it only asks; the button turns the email notifications off.
 */
export default function UnsubscribePage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.unsubscribe);
  const { isAuthenticated } = useUser();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data?.message;
  const failed = state.isError
    ? errorMessage(state.error, t('Este link não é válido.'))
    : unsubscribe.isError
      ? errorMessage(unsubscribe.error, t('Não foi possível cancelar. Tente novamente.'))
      : null;

  return (
    <AuthCard
      title={t('Cancelar emails')}
      subtitle={t('Resumo diário e avisos por email')}
      footer={
        <Link
          href={isAuthenticated ? paths.settings() : paths.home()}
          className="font-semibold text-brand-700 hover:underline"
        >
          {isAuthenticated ? t('Ir para Configurações') : t('Ir para o início')}
        </Link>
      }
    >
      {state.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-sm text-slate-600">
          <Spinner />
          {t('Carregando...')}
        </div>
      ) : failed ? (
        <div role="alert" className="space-y-4 text-center">
          <CircleX className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
          <p className="text-base text-slate-900">{failed}</p>
        </div>
      ) : done || !state.data?.emailOn ? (
        <div role="status" className="space-y-4 text-center">
          <CircleCheck className="mx-auto h-10 w-10 text-emerald-700" aria-hidden="true" />
          <p className="text-base font-semibold text-slate-900">
            {done ?? t('Você já não recebe estes emails. Você pode religar em Configurações.')}
          </p>
        </div>
      ) : (
        <div className="space-y-4 text-center">
          <p className="text-base text-slate-900">
            {t('Quer parar de receber o resumo diário das suas notificações por email?')}
          </p>
          <p className="text-sm text-slate-600">
            {t('Avisos de segurança (novo acesso, troca de senha ou de email) continuam chegando.')}
          </p>
          <Button
            type="button"
            size="lg"
            className="w-full"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {t('Cancelar estes emails')}
          </Button>
          <Link
            href={isAuthenticated ? paths.settings() : paths.login()}
            className={buttonClass('outline', 'lg', 'w-full')}
          >
            {t('Manter os emails')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
