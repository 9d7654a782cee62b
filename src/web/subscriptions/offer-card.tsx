import Check from 'lucide-react/icons/check';
import CreditCard from 'lucide-react/icons/credit-card';
import Rocket from 'lucide-react/icons/rocket';
import { t } from '../../contract/i18n.js';
import { MEMBER_BENEFITS } from '../../contract/member-benefits.js';
import type { SubscriptionOffer } from '../../contract/subscriptions.js';
import { Skeleton } from '../ui/skeleton.js';
import { dayMonthYear, euros } from './api/get-offer.js';

/** The price a new member pays now: the launch price with the regular one crossed out while places remain. */
export function OfferCard({ offer }: { offer: SubscriptionOffer | undefined }) {
  if (!offer) return <Skeleton className="h-96 rounded-3xl" />;
  const promo = offer.promotion;
  return (
    <section
      aria-label={t('Preço da assinatura')}
      className="rounded-3xl bg-navy-900 p-6 text-white sm:p-8"
      data-testid="offer-card"
    >
      {promo.active && (
        <p className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-400 uppercase">
          <Rocket className="h-4 w-4" aria-hidden="true" /> {t('Oferta de lançamento')}
        </p>
      )}
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-5xl font-extrabold" data-testid="offer-price">
          {euros(offer.priceCents)}
        </span>
        <span className="text-slate-300">{t('/mês')}</span>
        {promo.active && offer.discountPercent > 0 && (
          <>
            <span className="sr-only">{t('Preço normal:')}</span>
            <s className="text-lg text-slate-400">{euros(offer.regularPriceCents)}</s>
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-extrabold text-navy-900">
              {t('{n}% OFF', { n: offer.discountPercent })}
            </span>
          </>
        )}
      </p>
      {promo.active ? (
        <p className="mt-2 text-sm text-slate-300" data-testid="offer-places">
          {t('Para os primeiros {limit} membros', { limit: promo.limit })} ·{' '}
          {promo.remaining === 1 ? t('resta 1 vaga') : t('restam {n} vagas', { n: promo.remaining })}
          {promo.until ? ` · ${t('válido até {date}', { date: dayMonthYear(promo.until) })}` : ''}
          {t('. O preço vale enquanto você continuar assinando.')}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('Assinatura mensal, sem fidelidade.')}</p>
      )}
      <ul className="mt-6 grid gap-2.5 sm:grid-cols-2 lg:grid-cols-1">
        {MEMBER_BENEFITS.map((b) => (
          <li key={b} className="flex items-start gap-2 text-sm">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" /> {b}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-2 border-t border-white/10 pt-4 text-xs text-slate-300">
        <CreditCard className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t(
          'Pagamento processado pela Stripe. Cancele a qualquer momento: você continua membro até o fim do período pago.',
        )}
      </p>
    </section>
  );
}
