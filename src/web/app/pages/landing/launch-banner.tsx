import Flame from 'lucide-react/icons/flame';
import Rocket from 'lucide-react/icons/rocket';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { cn } from '../../../lib/cn.js';
import { paths } from '../../../lib/paths.js';
import { dayMonthYear, euros, useOffer } from '../../../subscriptions/api/get-offer.js';
import { buttonClass } from '../../../ui/button.js';

const DISMISSED_KEY = 'launch-banner-dismissed';
const SHOW_DELAY_MS = 1000; // spec section 9: the launch banner appears after 1 second

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

/**
 * Section 1: the launch offer. Shown only while the promotion is active and places remain (spec
 * section 4); the places are the real ones the server gives (decision 013).
 */
export function LaunchBanner() {
  const offerQuery = useOffer();
  const offer = offerQuery.data;
  const pending = offerQuery.isPending;
  const promotion = offer?.promotion;
  const active = !!promotion?.active;
  const remaining = promotion ? promotion.remaining : null;
  const [delayOver, setDelayOver] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);

  useEffect(() => {
    const timer = setTimeout(() => setDelayOver(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // While the offer is still being read, its place is kept (invisible): the page below must not
  // move when it appears (layout shift). Only a promotion that turns out to be off frees it.
  if (dismissed || (!pending && (!offer || !promotion || !active || remaining === null || remaining <= 0))) return null;
  const shown = delayOver && !pending;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // remembered for this page view only
    }
    setDismissed(true);
  };
  // Spec: 'Últimas vagas!' at 0 or fewer (not reachable while the banner requires > 0, kept as the rule).
  const spotsText =
    remaining === null
      ? ''
      : remaining <= 0
        ? t('Últimas vagas!')
        : remaining === 1
          ? t('Resta 1 vaga')
          : `${t('Restam')} ${remaining} ${t('vagas')}`;

  return (
    // Full height from the first render, faded in once the delay is over: nothing below moves.
    <section
      aria-label={t('Oferta de lançamento')}
      data-testid="launch-banner"
      aria-hidden={!shown}
      className={cn(
        'transition-opacity duration-500 ease-out motion-reduce:transition-none',
        shown ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      <div>
        <div className="bg-linear-to-r from-navy-900 via-navy-800 to-brand-800 text-white">
          <div className="relative mx-auto max-w-7xl px-4 py-3 pr-11 md:flex md:items-center md:justify-between md:gap-8 md:py-5">
            <div className="space-y-1">
              <p className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-400 uppercase">
                <Rocket className="h-4 w-4" aria-hidden="true" /> {t('Oferta de lançamento')}
              </p>
              <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
                <span className="text-2xl leading-none font-extrabold sm:text-3xl">
                  {offer ? euros(offer.promoPriceCents) : t('€ 0,00')}
                </span>
                <span className="text-sm text-slate-200">{t('/mês')}</span>
                <span className="sr-only">{t('Preço normal:')}</span>
                <s className="text-sm text-slate-300 sm:text-base">
                  {offer ? euros(offer.regularPriceCents) : t('€ 0,00')}
                </s>
                <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-extrabold text-navy-900">
                  {offer?.discountPercent ?? 0}
                  {t('% OFF')}
                </span>
              </p>
              <p className="text-xs text-slate-200 sm:text-sm">
                {t('Para os')}{' '}
                <strong className="text-white">
                  {t('primeiros')} {promotion?.limit ?? 0}
                </strong>{' '}
                {t('membros')}
                {promotion?.until ? ` · ${t('válido até')} ${dayMonthYear(promotion.until)}` : ''}
              </p>
              {/* Spec section 9: these three counters are fixed text. */}
              <ul className="flex flex-wrap gap-x-3 text-xs text-slate-300 [&>li]:flex [&>li]:items-center [&>li]:gap-1 [&>li]:before:h-1.5 [&>li]:before:w-1.5 [&>li]:before:rounded-full [&>li]:before:bg-brand-500 [&>li]:before:content-['']">
                <li>{t('24 cadastros hoje')}</li>
                <li>{t('187 membros ativos')}</li>
                <li>{t('89 contas')}</li>
              </ul>
            </div>
            <div className="mt-2.5 flex flex-wrap items-center justify-between gap-3 md:mt-0 md:flex-col md:items-end">
              <p
                className="flex items-center gap-1 text-sm font-bold whitespace-nowrap text-accent-400"
                data-testid={pending ? undefined : 'launch-remaining'}
              >
                <Flame className="h-4 w-4" aria-hidden="true" /> {spotsText}
              </p>
              <Link href={paths.subscribe()} className={buttonClass('accent', 'sm', 'shrink-0 md:h-11 md:px-5')}>
                {t('Garantir minha vaga')}
              </Link>
            </div>
            <button
              type="button"
              onClick={dismiss}
              aria-label={t('Fechar oferta')}
              className="absolute top-2 right-2 rounded-full p-2 text-slate-200 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
