import Check from 'lucide-react/icons/check';
import CreditCard from 'lucide-react/icons/credit-card';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { MEMBER_BENEFITS } from '../../../../contract/member-benefits.js';
import { paths } from '../../../lib/paths.js';
import { euros, useOffer } from '../../../subscriptions/api/get-offer.js';
import { buttonClass } from '../../../ui/button.js';
import { DEFAULT_PRICE } from './landing-data.js';

/** Section 10: the membership pitch; price from site settings (subscription_price). */
export function MembershipCard() {
  const offer = useOffer().data;
  const promo = !!offer?.promotion.active;
  return (
    <section
      aria-labelledby="membership-title"
      data-testid="landing-membership"
      className="mx-auto max-w-7xl px-4 pt-12"
    >
      <div className="overflow-hidden rounded-3xl bg-navy-900 text-white lg:grid lg:grid-cols-5">
        <div className="p-6 sm:p-10 lg:col-span-3">
          <h2 id="membership-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('Faça parte da comunidade')}
          </h2>
          <p className="mt-2 text-slate-300">
            {t('Tudo o que você precisa para trabalhar melhor em Dublin, por menos que um café por mês.')}
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {MEMBER_BENEFITS.map((b) => (
              <li key={b} className="flex items-start gap-2 text-sm">
                <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600">
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                </span>
                {b}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center border-t border-white/10 bg-white/5 p-6 sm:p-10 lg:col-span-2 lg:border-t-0 lg:border-l">
          <p className="text-sm font-semibold text-accent-400">{t('Assinatura mensal')}</p>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold" data-testid="membership-price">
              {euros(offer?.priceCents ?? Math.round(DEFAULT_PRICE * 100))}
            </span>
            <span className="text-slate-300">{t('/mês')}</span>
          </p>
          {promo && offer && (
            <p className="mt-1 text-sm text-slate-300">
              <span className="sr-only">{t('Preço normal:')}</span>
              <s>{euros(offer.regularPriceCents)}</s> {t('· preço de lançamento')}
            </p>
          )}
          <Link href={paths.subscribe()} className={buttonClass('accent', 'lg', 'mt-6 w-full')}>
            {t('Tornar-se membro')}
          </Link>
          <p className="mt-4 flex gap-2 text-xs text-slate-300">
            <CreditCard className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('Pagamento seguro processado por um provedor de cartões. Cancele a qualquer momento.')}
          </p>
        </div>
      </div>
    </section>
  );
}
