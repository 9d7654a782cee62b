import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { paths } from '../../../lib/paths.js';
import { dayMonthYear, euros, useOffer } from '../../../subscriptions/api/get-offer.js';
import { buttonClass } from '../../../ui/button.js';

/** Launch offer for members without a subscription who are not admins, while places remain (decision 013). */
export function PromoBanner() {
  const offer = useOffer().data;
  if (!offer?.promotion.active) return null;
  const { promotion } = offer;
  return (
    <section
      aria-label={t('Promoção de lançamento')}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-navy-900 p-5 text-white sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-xs font-extrabold text-navy-900">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> {t('PROMOÇÃO DE LANÇAMENTO ·')}{' '}
            {offer.discountPercent}
            {t('% OFF')}
          </p>
          <h2 className="mt-3 text-xl font-extrabold sm:text-2xl">
            {t('Seja membro por apenas')} {euros(offer.promoPriceCents)}
            {t('/mês')}
          </h2>
          <p className="mt-1 text-sm text-white/80">
            {t('De')} <s className="opacity-80">{euros(offer.regularPriceCents)}</s> {t('por')}{' '}
            <strong className="text-accent-400">{euros(offer.promoPriceCents)}</strong> {t('· para os primeiros')}{' '}
            {promotion.limit} {t('membros ·')}{' '}
            {promotion.remaining === 1 ? t('resta 1 vaga') : t('restam {n} vagas', { n: promotion.remaining })}
            {promotion.until ? ` · ${t('válido até {date}', { date: dayMonthYear(promotion.until) })}` : ''}
          </p>
        </div>
        <Link href={paths.subscribe()} className={buttonClass('accent', 'lg', 'w-full shrink-0 sm:w-auto')}>
          {t('Garantir minha vaga')}
        </Link>
      </div>
    </section>
  );
}
