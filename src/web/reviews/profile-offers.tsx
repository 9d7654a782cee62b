import { ACCOUNT_TYPE_LABELS, appLabel } from '../../contract/account-rentals-card.js';
import type { RentalAccountType } from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { formatEuro } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { Card } from '../ui/card.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { useMemberListings, useMemberRentals } from './api/profiles.js';

/** The member's active listings and rentals on their profile (issue 33): public facts, each a link. */
export function ProfileOffers({ memberNumber }: { memberNumber: string }) {
  const listings = useMemberListings(memberNumber);
  const rentals = useMemberRentals(memberNumber);
  return (
    <>
      <Section id="listings-title" title={t('Anúncios ativos')} query={listings} empty={t('Nenhum anúncio ativo.')}>
        {listings.items.map((i) => (
          <li key={i.id}>
            <a href={paths.marketplaceItem(i.id)} className="flex items-center gap-3 p-3 hover:bg-slate-50">
              {i.imageUrl ? (
                <img
                  src={imageVariant(i.imageUrl, 'thumb')}
                  alt=""
                  className="h-12 w-12 shrink-0 rounded-lg object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="h-12 w-12 shrink-0 rounded-lg bg-slate-100" />
              )}
              <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{i.title}</span>
              {i.price && <span className="shrink-0 font-bold text-brand-800">{formatEuro(i.price)}</span>}
            </a>
          </li>
        ))}
      </Section>
      <Section
        id="rentals-title"
        title={t('Aluguéis de conta')}
        query={rentals}
        empty={t('Nenhum aluguel de conta ativo.')}
      >
        {rentals.items.map((r) => (
          <li key={r.id}>
            <a
              href={`${paths.accountRental()}?aluguel=${r.id}`}
              className="flex items-center gap-3 p-3 hover:bg-slate-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{appLabel(r.appName)}</span>
                <span className="block text-sm text-slate-600">
                  {ACCOUNT_TYPE_LABELS[r.accountType as RentalAccountType] ?? r.accountType} · {r.region}
                </span>
              </span>
              <span className="shrink-0 font-bold text-brand-800">
                {t('{price}/semana', { price: formatEuro(r.weeklyPrice) })}
              </span>
            </a>
          </li>
        ))}
      </Section>
    </>
  );
}

function Section({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: ReturnType<typeof useMemberListings> | ReturnType<typeof useMemberRentals>;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {query.isError ? (
        <LoadError
          title={t('Erro ao carregar: {what}', { what: title.toLowerCase() })}
          onRetry={() => void query.refetch()}
        />
      ) : query.items.length === 0 ? (
        <p className="text-sm text-slate-600">{query.isPending ? t('Carregando...') : empty}</p>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">{children}</ul>
        </Card>
      )}
      <LoadMore query={query} centered className="mt-3" />
    </section>
  );
}
