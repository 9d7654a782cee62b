import Plus from 'lucide-react/icons/plus';
import { Link } from 'wouter';
import { canCreateEvents } from '../../contract/event-access.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { PageHeader } from '../ui/page-header.js';
import { EventGrid } from './event-grid.js';

export default function EventsPage() {
  useDocumentTitle(PAGE_TITLES.events);
  // The events service's rule (contract): the same check decides the button and the form.
  const { user } = useUser();
  const isAdmin = !!user && canCreateEvents(user);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Eventos')}
        subtitle={t('Encontros, passeios e confraternizações da comunidade de entregadores')}
        actions={
          isAdmin && (
            <Link href={paths.eventCreate()} className={buttonClass('primary', 'md')}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {t('Criar Novo Evento (Admin)')}
            </Link>
          )
        }
      />
      <EventGrid when="upcoming" />
      <section aria-labelledby="past-events" className="mt-12">
        <h2 id="past-events" className="mb-4 text-xl font-bold text-slate-900">
          {t('Eventos anteriores')}
        </h2>
        <EventGrid when="past" />
      </section>
    </div>
  );
}
