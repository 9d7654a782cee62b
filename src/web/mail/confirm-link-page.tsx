import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { AuthCard } from '../auth/auth-card.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { useConfirmToken } from './api/mail.js';
import { ResendButton } from './resend-button.js';

const TEXTS = {
  'verify-email': { title: t('Confirmar email'), busy: t('Confirmando seu email...') },
  'confirm-email-change': { title: t('Confirmar novo email'), busy: t('Confirmando o novo email...') },
} as const;

/** /conta/confirmar-email and /conta/confirmar-novo-email: the link's token is sent once, on opening. */
export default function ConfirmLinkPage({ kind }: { kind: keyof typeof TEXTS }) {
  const texts = TEXTS[kind];
  useDocumentTitle(texts.title);
  const { isAuthenticated } = useUser();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const answer = useConfirmToken(kind, token);
  const state = answer.isPending
    ? null
    : answer.isSuccess
      ? { ok: true, message: answer.data.message }
      : { ok: false, message: errorMessage(answer.error, t('Este link não é válido. Peça um novo.')) };

  return (
    <AuthCard
      title={texts.title}
      subtitle={t('Link enviado para o seu email')}
      footer={
        <Link href={paths.home()} className="font-semibold text-brand-700 hover:underline">
          {t('Ir para o início')}
        </Link>
      }
    >
      {!state ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-sm text-slate-600">
          <Spinner />
          {texts.busy}
        </div>
      ) : state.ok ? (
        <div role="status" className="space-y-4 text-center">
          <CircleCheck className="mx-auto h-10 w-10 text-emerald-700" aria-hidden="true" />
          <p className="text-base font-semibold text-slate-900">{state.message}</p>
          <Link
            href={isAuthenticated ? paths.dashboard() : paths.login()}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {isAuthenticated ? t('Ir para o painel') : t('Entrar')}
          </Link>
        </div>
      ) : (
        <div role="alert" className="space-y-4 text-center">
          <CircleX className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
          <p className="text-base text-slate-900">{state.message}</p>
          {!isAuthenticated ? (
            <Link href={paths.login()} className={buttonClass('primary', 'lg', 'w-full')}>
              {t('Entrar para pedir outro link')}
            </Link>
          ) : kind === 'verify-email' ? (
            <ResendButton className="w-full" />
          ) : (
            <Link href={paths.settings()} className={buttonClass('primary', 'lg', 'w-full')}>
              {t('Pedir de novo em Configurações')}
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
