import MailWarning from 'lucide-react/icons/mail-warning';
import { t } from '../../contract/i18n.js';
import { useMailState } from './api/mail.js';
import { ResendButton } from './resend-button.js';

/** The member home's banner until the address is confirmed (issue 30), with 'Reenviar'. */
export function VerifyEmailBanner() {
  const { data } = useMailState();
  if (!data || data.verified || !data.mailOn) return null;
  return (
    <section
      aria-label={t('Confirme seu email')}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning className="h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm text-amber-900">
        <p className="font-semibold">{t('Confirme seu email')}</p>
        <p className="break-words">
          {t('Enviamos um link para')} <strong>{data.email}</strong>
          {t('. Ele ajuda a recuperar sua conta se você esquecer a senha.')}
        </p>
      </div>
      <ResendButton variant="outline" className="shrink-0" />
    </section>
  );
}
