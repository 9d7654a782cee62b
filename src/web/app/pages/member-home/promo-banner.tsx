import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { DEFAULT_SUBSCRIPTION_PRICE, REGULAR_SUBSCRIPTION_PRICE } from '../../../../contract/site-config.js';
import { formatEuroCents } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import { useSiteConfig } from '../../../lib/site-config.js';
import { buttonClass } from '../../../ui/button.js';

/** Launch offer for members without a subscription who are not admins (spec section 9 constants). */
export function PromoBanner() {
  const configured = Number.parseFloat(useSiteConfig().get('subscription_price') ?? '');
  const price = Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_SUBSCRIPTION_PRICE;
  return (
    <section aria-label="Promoção de lançamento" className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-navy-900 p-5 text-white sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-xs font-extrabold text-navy-900">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> PROMOÇÃO DE LANÇAMENTO · 70% OFF
          </p>
          <h2 className="mt-3 text-xl font-extrabold sm:text-2xl">Seja membro por apenas {formatEuroCents(price)}/mês</h2>
          <p className="mt-1 text-sm text-white/80">
            De <s className="opacity-80">{formatEuroCents(REGULAR_SUBSCRIPTION_PRICE)}</s> por{' '}
            <strong className="text-accent-400">{formatEuroCents(price)}</strong> · para os primeiros 50 membros · válido até 31/12/2025
          </p>
        </div>
        <Link href={paths.subscribe()} className={buttonClass('accent', 'lg', 'w-full shrink-0 sm:w-auto')}>
          Garantir minha vaga
        </Link>
      </div>
    </section>
  );
}
