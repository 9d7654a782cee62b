import Crown from 'lucide-react/icons/crown';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { paths } from '../../../lib/paths.js';
import { buttonClass } from '../../../ui/button.js';

/** Shown while the subscription is not active. */
export function SubscriptionPrompt() {
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
      aria-label={t('Assinatura')}
    >
      <div className="flex flex-1 items-start gap-3 sm:items-center sm:gap-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-navy-900 sm:h-11 sm:w-11">
          <Crown className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-bold text-slate-900">{t('Sua assinatura não está ativa')}</h2>
          <p className="text-sm text-slate-700">
            {t('Assine para anunciar no marketplace, enviar mensagens e participar dos eventos da comunidade.')}
          </p>
        </div>
      </div>
      <Link href={paths.subscribe()} className={buttonClass('accent', 'md', 'w-full sm:w-auto')}>
        {t('Assinar Agora')}
      </Link>
    </section>
  );
}
