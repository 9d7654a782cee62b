import { CalendarDays } from 'lucide-react';
import { EVENT_SKELETONS } from '../../contract/events.js';
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
        {Array.from({ length: when === 'upcoming' ? EVENT_SKELETONS : 3 }, (_, i) => (
          <Skeleton key={i} className="h-96" />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError icon={<CalendarDays />} title="Não foi possível carregar os eventos" onRetry={() => void q.refetch()} />
    );
  }
  if (!q.events.length) {
    return when === 'upcoming' ? (
      <EmptyState icon={<CalendarDays />} title="Nenhum evento programado" className="bg-white py-14">
        <p>Nenhum evento programado no momento</p>
      </EmptyState>
    ) : (
      <p className="text-sm text-slate-500">Nenhum evento anterior.</p>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {q.events.map((e) => (
          <EventCard key={e.id} event={e} past={when === 'past'} />
        ))}
      </div>
      <LoadMore query={q} centered />
    </>
  );
}
