import { CalendarDays, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '../lib/auth.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

// The events list arrives with the events issue: until then the real empty state, no call.
export default function EventsPage() {
  const { isAdmin } = useUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageHeader
        title="Eventos"
        subtitle="Encontros, passeios e confraternizações da comunidade de entregadores"
        actions={
          isAdmin && (
            <Link href="/events/create" className={buttonClass('primary', 'md')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Criar Novo Evento (Admin)
            </Link>
          )
        }
      />
      <EmptyState icon={<CalendarDays />} title="Nenhum evento programado" className="bg-white py-14">
        <p>Nenhum evento programado no momento</p>
      </EmptyState>
    </div>
  );
}
