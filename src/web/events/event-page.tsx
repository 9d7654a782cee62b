import CalendarX from 'lucide-react/icons/calendar-x';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { ApiError } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { BackLink } from '../ui/back-link.js';
import { buttonClass } from '../ui/button.js';
import { LoadError } from '../ui/load-error.js';
import { Skeleton } from '../ui/skeleton.js';
import { useEvent } from './api/get-event.js';
import { EventCard } from './event-card.js';

/** /events/:id: one event, the address a shared event link opens (its share card comes from the server). */
export default function EventPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const q = useEvent(id);
  useDocumentTitle(q.data?.title ?? PAGE_TITLES.events);

  let body: ReactNode;
  if (id !== null && q.isLoading) {
    body = <Skeleton className="aspect-[16/9] w-full rounded-2xl" />;
  } else if (id === null || (q.error instanceof ApiError && q.error.status === 404)) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <CalendarX className="mb-3 h-10 w-10 text-slate-400" aria-hidden="true" />
        <h1 className="text-xl font-bold text-slate-900">{t('Evento não encontrado')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('Este evento não existe ou foi desativado.')}</p>
        <Link href={paths.events()} className={buttonClass('primary', 'md', 'mt-5')}>
          {t('Ver eventos')}
        </Link>
      </div>
    );
  } else if (q.isError || !q.data) {
    body = (
      <LoadError
        icon={<CalendarX />}
        title={t('Não foi possível carregar o evento')}
        onRetry={() => void q.refetch()}
        className="py-14"
      />
    );
  } else {
    const past = new Date(q.data.date).getTime() < Date.now();
    body = (
      <>
        <h1 className="sr-only">{q.data.title}</h1>
        <EventCard event={q.data} past={past} eager priority />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-4 sm:py-8">
      <BackLink href={paths.events()} label={t('Eventos')} />
      <div className="mt-2">{body}</div>
    </div>
  );
}
