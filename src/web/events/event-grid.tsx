import CalendarDays from 'lucide-react/icons/calendar-days';
import { EVENT_SKELETONS } from '../../contract/events-labels.js';
import { t } from '../../contract/i18n.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { useEvents } from './api/get-events.js';
import { EventCard } from './event-card.js';

/** One paged list of events: skeletons, error, empty state, cards and 'Carregar mais'. */
export function EventGrid({ when }: { when: 'upcoming' | 'past' }) {
  const q = useEvents({ when, limit: 12 });
  if (q.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {/* The card's shape (16:9 photo, then the text), so cards replace skeletons in place. */}
        {Array.from({ length: when === 'upcoming' ? EVENT_SKELETONS : 3 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-16 w-2/3" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={<CalendarDays />}
        title={t('Não foi possível carregar os eventos')}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (!q.events.length) {
    return when === 'upcoming' ? (
      <EmptyState icon={<CalendarDays />} title={t('Nenhum evento programado')} className="bg-white py-14">
        <p>{t('Nenhum evento programado no momento')}</p>
      </EmptyState>
    ) : (
      <p className="text-sm text-slate-500">{t('Nenhum evento anterior.')}</p>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {q.events.map((e, i) => (
          <EventCard
            key={e.id}
            event={e}
            past={when === 'past'}
            eager={when === 'upcoming' && i < 3}
            priority={when === 'upcoming' && i === 0}
          />
        ))}
      </div>
      <LoadMore query={q} centered />
    </>
  );
}
