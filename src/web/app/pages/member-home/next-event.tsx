import CalendarCheck from 'lucide-react/icons/calendar-check';
import { t } from '../../../../contract/i18n.js';
import { useEvents } from '../../../events/api/get-events.js';
import { formatDateTime } from '../../../lib/dates.js';

/** The member's next joined event, inside the Events card (issue 5). */
export function NextEvent() {
  const q = useEvents({ when: 'upcoming', joined: true, limit: 1 });
  const next = q.events[0];
  if (q.isLoading) return <div className="mt-3 h-12 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  if (!next)
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-2 text-xs text-slate-500">
        {t('Você ainda não confirmou presença em nenhum evento.')}
      </p>
    );
  return (
    <div className="mt-3 flex gap-2 rounded-lg bg-sky-50 p-2 text-sm" data-testid="next-event">
      <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-sky-800" aria-hidden="true" />
      <div>
        <p className="text-xs font-semibold text-sky-900 uppercase">{t('Seu próximo evento')}</p>
        <p className="font-semibold text-slate-900">{next.title}</p>
        <p className="text-xs text-slate-600">
          {formatDateTime(next.date)}
          {next.location ? ` · ${next.location}` : ''}
        </p>
      </div>
    </div>
  );
}
