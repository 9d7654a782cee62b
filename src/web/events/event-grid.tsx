import { CalendarDays } from 'lucide-react';
import { EVENT_SKELETONS } from '../../contract/events.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
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
      <EmptyState icon={<CalendarDays />} title="Não foi possível carregar os eventos" className="bg-white">
        <Button variant="outline" className="mt-3" onClick={() => void q.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
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
      {q.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {q.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
    </>
  );
}
