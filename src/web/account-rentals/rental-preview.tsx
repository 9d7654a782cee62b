import ArrowRight from 'lucide-react/icons/arrow-right';
import KeyRound from 'lucide-react/icons/key-round';
import MapPin from 'lucide-react/icons/map-pin';
import { Link } from 'wouter';
import { appLabel, RENTAL_BANNER_LABELS, rentalBanner } from '../../contract/account-rentals-card.js';
import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { paths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { Skeleton } from '../ui/skeleton.js';
import { useRentals } from './api/get-rentals.js';
import { OwnerBadge } from './owner-badge.js';
import { accountTypeLabel, weeklyPriceText } from './rental-format.js';

// Landing section 8. No zod here (first-load budget): contract values come from the labels module.
const PREVIEW = 6;

/** The first 6 rentals as compact cards; 'Ver todos' when there are more. */
export function RentalPreviewList() {
  const q = useRentals({ limit: PREVIEW });
  const page = q.data?.pages[0];
  if (q.isLoading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PREVIEW }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (!page?.items.length) {
    return (
      <EmptyState icon={<KeyRound />} title={t('Nenhuma conta disponível no momento')} className="bg-white">
        <p>{t('As contas aprovadas pela administração aparecem aqui.')}</p>
        <Link href={paths.accountRental()} className={buttonClass('outline', 'md', 'mt-4')}>
          {t('Como funciona o aluguel')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="landing-rental-list">
        {page.items.map((r) => {
          const banner = rentalBanner(r);
          return (
            <li key={r.id}>
              <Link
                href={paths.accountRental()}
                className="relative block overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
              >
                {banner && (
                  <span className="absolute top-2 right-2 rounded bg-red-600 px-2 py-0.5 text-xs font-extrabold tracking-wider text-white">
                    {RENTAL_BANNER_LABELS[banner]}
                  </span>
                )}
                <div className={cn(banner && 'grayscale')}>
                  <div className="flex flex-wrap items-center gap-1.5 pr-20">
                    {r.isFake && <Badge tone="slate">{t('Exemplo')}</Badge>}
                    <OwnerBadge rental={r} />
                  </div>
                  <p className="mt-2 font-bold text-slate-900">{appLabel(r.appName)}</p>
                  <p className="flex items-center gap-1 text-sm text-slate-600">
                    {accountTypeLabel(r.accountType)} · <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {r.region}
                  </p>
                  <p className="mt-1 text-lg font-extrabold text-brand-800">{weeklyPriceText(r.weeklyPrice)}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      {page.nextCursor !== null && (
        <Link
          href={paths.accountRental()}
          className={buttonClass('outline', 'md', 'mt-4 w-full sm:w-auto')}
          data-testid="landing-rentals-all"
        >
          {t('Ver todos')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </>
  );
}
