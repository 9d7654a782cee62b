import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import { Link } from 'wouter';
import type { EventView } from '../../contract/events.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { formatEventDate } from './event-date.js';
import { JoinButton } from './join-button.js';

export function EventCard({
  event,
  past = false,
  eager = false,
  priority = false,
}: {
  event: EventView;
  past?: boolean;
  eager?: boolean;
  priority?: boolean;
}) {
  const { isAdmin } = useUser();
  const when = formatEventDate(event.date);
  const pct = event.maxParticipants ? (event.currentParticipants / event.maxParticipants) * 100 : 0;
  return (
    <Card className={past ? 'overflow-hidden opacity-80' : 'overflow-hidden'} data-testid="event-card">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-700 to-navy-800">
        {event.imageUrl ? (
          <img
            src={imageVariant(event.imageUrl, 'md')}
            srcSet={`${imageVariant(event.imageUrl, 'thumb')} 320w, ${imageVariant(event.imageUrl, 'md')} 800w`}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={800}
            height={450}
            alt=""
            // The first screenful loads at once, the first image first (the page's LCP).
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full object-cover"
          />
        ) : (
          <CalendarDays className="absolute inset-0 m-auto h-12 w-12 text-white/70" aria-hidden="true" />
        )}
        {past && !event.cancelledAt && (
          <Badge tone="slate" className="absolute top-3 left-3">
            {t('Encerrado')}
          </Badge>
        )}
        {event.cancelledAt && (
          <Badge tone="red" className="absolute top-3 left-3" data-testid="event-cancelled">
            {t('Cancelado')}
          </Badge>
        )}
        {!event.isActive && (
          <Badge tone="red" className="absolute top-3 right-3">
            {t('Desativado')}
          </Badge>
        )}
      </div>
      <div className="space-y-3 p-4">
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          {/* The event's own address: the link members share (the server gives it a share card). */}
          <Link href={paths.event(event.id)} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        <ul className="space-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <CalendarDays className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {when.day}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {when.time}
          </li>
          {event.location && (
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {event.location}
            </li>
          )}
        </ul>
        {event.cancelledAt && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="status">
            <strong className="font-semibold">{t('Evento cancelado.')}</strong>
            {event.cancelReason ? ` ${t('Motivo: {reason}', { reason: event.cancelReason })}` : ''}
          </p>
        )}
        {event.description && (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{event.description}</p>
        )}
        <div className="space-y-1">
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <Users className="h-4 w-4" aria-hidden="true" />
            <span data-testid="participants">
              {t('{current}/{max} participantes', {
                current: event.currentParticipants,
                max: event.maxParticipants,
              })}
            </span>
          </p>
          <ProgressBar value={pct} label={t('Vagas preenchidas')} />
        </div>
        {!past && !event.cancelledAt && (
          <div className="space-y-2 pt-1">
            <JoinButton event={event} />
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={`/api/events/${event.id}.ics`}
                download
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {t('Adicionar ao calendário')}
              </a>
              {isAdmin && (
                <Link
                  href={paths.eventEdit(event.id)}
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:underline"
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
