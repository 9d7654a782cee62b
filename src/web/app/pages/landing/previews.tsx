import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useState } from 'react';
import { Link } from 'wouter';
import type { EventView } from '../../../../contract/events.js';
import { t } from '../../../../contract/i18n.js';
import { imageVariant } from '../../../../contract/images.js';
import { RentalPreviewList } from '../../../account-rentals/rental-preview.js';
import { useEvents } from '../../../events/api/get-events.js';
import { formatShortDateTime } from '../../../lib/date-names.js';
import { paths } from '../../../lib/paths.js';
import { useItems } from '../../../marketplace/api/get-items.js';
import { coverOf, ItemImage } from '../../../marketplace/item-image.js';
import { priceText } from '../../../marketplace/item-price.js';
import { buttonClass } from '../../../ui/button.js';
import { Chip } from '../../../ui/chip.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { SectionHeading } from './section-heading.js';

// Spec previews: 3 events, 4 items, 6 rentals. Nothing here may import zod (first-load budget): contract imports are
// type-only or from the zod-free modules (images, marketplace-labels).

const seeAll = (href: string, label: string) => (
  <Link
    href={href}
    className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 sm:inline-flex"
  >
    {label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
  </Link>
);

/** Section 6: the next 3 events. */
export function EventsPreview() {
  const q = useEvents({ when: 'upcoming', limit: 3 });
  const events = q.data?.pages[0]?.items ?? [];
  return (
    <section aria-labelledby="events-title" data-testid="landing-events" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading
        id="events-title"
        title={t('Próximos eventos')}
        subtitle={t('Encontros, passeios e confraternizações da comunidade')}
        action={seeAll(paths.events(), t('Ver todos'))}
      />
      {q.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : events.length ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {events.map((e) => (
            <EventTeaser key={e.id} event={e} />
          ))}
        </div>
      ) : (
        <EmptyState icon={<CalendarDays />} title={t('Nenhum evento programado no momento')} className="bg-white">
          <p>{t('Os próximos encontros da comunidade aparecem aqui assim que forem anunciados.')}</p>
          <Link href={paths.events()} className={buttonClass('outline', 'md', 'mt-4')}>
            {t('Ver eventos')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}

function EventTeaser({ event }: { event: EventView }) {
  return (
    <Link
      href={paths.events()}
      className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
      data-testid="landing-event"
    >
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-700 to-navy-800">
        {event.imageUrl ? (
          <img src={imageVariant(event.imageUrl, 'md')} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <CalendarDays className="absolute inset-0 m-auto h-10 w-10 text-white/70" aria-hidden="true" />
        )}
      </div>
      <div className="space-y-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {formatShortDateTime(new Date(event.date))}
        </p>
        <h3 className="font-bold text-slate-900 group-hover:text-brand-800">{event.title}</h3>
        {event.location && <p className="text-sm text-slate-600">{event.location}</p>}
        <p className="text-xs text-slate-500">
          {event.currentParticipants}/{event.maxParticipants} {t('participantes')}
        </p>
      </div>
    </Link>
  );
}

const FILTERS = [
  { value: 'all', label: t('Todos') },
  { value: 'venda', label: t('Venda') },
  { value: 'troca', label: t('Troca') },
  { value: 'doacao', label: t('Doação') },
  { value: 'motocicleta', label: t('Motos') },
] as const;

// A copy of the contract's type labels: importing that module here would put every marketplace
// label into the first load of / (it is shared with the lazy marketplace pages).
const TYPE_LABELS: Record<string, string> = {
  venda: t('Venda'),
  troca: t('Troca'),
  doacao: t('Doação'),
  aluguel: t('Aluguel'),
};

/** Section 7: the first 4 approved marketplace items; the chips filter on the server. */
export function MarketplacePreview() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['value']>('all');
  const q = useItems({ type: filter === 'all' ? undefined : filter, limit: 4 });
  const items = q.data?.pages[0]?.items ?? [];
  return (
    <section
      aria-labelledby="marketplace-title"
      data-testid="landing-marketplace"
      className="mx-auto max-w-7xl px-4 pt-12"
    >
      <SectionHeading
        id="marketplace-title"
        title={t('Marketplace')}
        subtitle={t('Bikes, motos, baús e acessórios entre entregadores')}
        action={seeAll(paths.marketplace(), t('Ver marketplace'))}
      />
      <div
        role="group"
        aria-label={t('Filtrar itens')}
        className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {FILTERS.map((f) => (
          <Chip key={f.value} active={filter === f.value} onClick={() => setFilter(f.value)}>
            {f.label}
          </Chip>
        ))}
      </div>
      {q.isLoading ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : items.length ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {items.map((item) => (
            <Link
              key={item.id}
              href={paths.marketplaceItem(item.id)}
              className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
              data-testid="landing-item"
            >
              <ItemImage path={coverOf(item)} sizes="(min-width: 1024px) 25vw, 50vw" className="aspect-[4/3] w-full" />
              <div className="space-y-0.5 p-3">
                <p className="text-xs font-semibold text-brand-700 uppercase">{TYPE_LABELS[item.type] ?? item.type}</p>
                <h3 className="line-clamp-2 text-sm leading-snug font-bold text-slate-900 group-hover:text-brand-800 sm:text-base">
                  {item.title}
                </h3>
                <p className="font-extrabold text-slate-900">{priceText(item)}</p>
              </div>
            </Link>
          ))}
        </div>
      ) : (
        <EmptyState icon={<ShoppingBag />} title={t('Nenhum item disponível no momento')} className="bg-white">
          <p>{t('Venda, troque ou doe o que você não usa mais: os anúncios aprovados aparecem aqui.')}</p>
        </EmptyState>
      )}
      <Link href={paths.marketplace()} className={buttonClass('outline', 'md', 'mt-4 w-full sm:hidden')}>
        {t('Ver marketplace completo')}
      </Link>
    </section>
  );
}

/** Section 8: the first 6 account rentals and the legal disclaimer. */
export function RentalsPreview() {
  return (
    <section aria-labelledby="rentals-title" data-testid="landing-rentals" className="mx-auto max-w-7xl px-4 pt-12">
      <SectionHeading
        id="rentals-title"
        title={t('Aluguel de contas')}
        subtitle={t('Contas de apps de entrega com documentos verificados')}
        action={seeAll(paths.accountRental(), t('Ver todas'))}
      />
      <RentalPreviewList />
      <p
        className="mt-4 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900 sm:text-sm"
        data-testid="rental-disclaimer"
      >
        <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t('Aviso legal:')}</strong>{' '}
          {t(
            'o aluguel de contas é de inteira responsabilidade das partes envolvidas. A comunidade apenas aproxima os membros e não se responsabiliza por transações entre usuários.',
          )}
        </span>
      </p>
    </section>
  );
}
