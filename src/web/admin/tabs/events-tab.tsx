import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarX from 'lucide-react/icons/calendar-x';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { Link } from 'wouter';
import type { EventView } from '../../../contract/events.js';
import { t } from '../../../contract/i18n.js';
import { useEvents } from '../../events/api/get-events.js';
import { useParticipants } from '../../events/api/get-participants.js';
import { useSaveEvent } from '../../events/api/save-event.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';
import { Badge } from '../../ui/badge.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Dialog } from '../../ui/dialog.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadMore } from '../../ui/load-more.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { CancelEventDialog } from '../events/cancel-event-dialog.js';

/** Admin tab Eventos: every event (inactive too) with counts, participants, edit, (de)activate and cancel. */
export default function EventsTab() {
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const q = useEvents({ when, admin: true, limit: 20 });
  const [participantsOf, setParticipantsOf] = useState<EventView | null>(null);
  const [cancelling, setCancelling] = useState<EventView | null>(null);
  return (
    <AdminSection title={t('Eventos')} description={t('Crie, edite e desative eventos; veja quem vai participar.')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2" role="group" aria-label={t('Período')}>
          <Button size="sm" variant={when === 'upcoming' ? 'primary' : 'outline'} onClick={() => setWhen('upcoming')}>
            {t('Próximos')}
          </Button>
          <Button size="sm" variant={when === 'past' ? 'primary' : 'outline'} onClick={() => setWhen('past')}>
            {t('Anteriores')}
          </Button>
        </div>
        <Link href={paths.eventCreate()} className={buttonClass('primary', 'sm')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('Criar Novo Evento')}
        </Link>
      </div>
      {q.isLoading ? (
        <Skeleton className="h-40" />
      ) : !q.events.length ? (
        <EmptyState icon={<CalendarDays />} title={t('Nenhum evento programado')} className="bg-white" />
      ) : (
        <div className="space-y-2">
          {q.events.map((e) => (
            <EventRow
              key={e.id}
              event={e}
              onParticipants={() => setParticipantsOf(e)}
              onCancel={when === 'upcoming' && !e.cancelledAt ? () => setCancelling(e) : undefined}
            />
          ))}
          <LoadMore query={q} className="w-full" />
        </div>
      )}
      <ParticipantsDialog event={participantsOf} onClose={() => setParticipantsOf(null)} />
      <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
    </AdminSection>
  );
}

function EventRow({
  event,
  onParticipants,
  onCancel,
}: {
  event: EventView;
  onParticipants: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveEvent();
  const toggle = () =>
    save.mutate(
      { id: event.id, input: { isActive: !event.isActive } },
      {
        onSuccess: () => toast({ title: event.isActive ? t('Evento desativado') : t('Evento reativado') }),
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Falha ao atualizar o evento.')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="admin-event-row">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {event.title} {!event.isActive && <Badge tone="red">{t('Desativado')}</Badge>}
          {event.cancelledAt && <Badge tone="amber">{t('Cancelado')}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {formatDateTime(event.date)} {event.location ? `· ${event.location}` : ''}
        </p>
        <p className="text-sm text-slate-600">
          {t('{current}/{max} participantes', { current: event.currentParticipants, max: event.maxParticipants })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onParticipants}>
          <Users className="h-4 w-4" aria-hidden="true" /> {t('Participantes')}
        </Button>
        <Link href={paths.eventEdit(event.id)} className={buttonClass('outline', 'sm')}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar')}
        </Link>
        {onCancel && (
          <Button size="sm" variant="outline" onClick={onCancel}>
            <CalendarX className="h-4 w-4" aria-hidden="true" /> {t('Cancelar evento')}
          </Button>
        )}
        <Button
          size="sm"
          variant={event.isActive ? 'destructive' : 'outline'}
          onClick={toggle}
          disabled={save.isPending}
        >
          {event.isActive ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
          {event.isActive ? t('Desativar') : t('Reativar')}
        </Button>
      </div>
    </Card>
  );
}

function ParticipantsDialog({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  const q = useParticipants(event?.id ?? null);
  return (
    <Dialog
      open={!!event}
      onOpenChange={(o) => !o && onClose()}
      title={t('Participantes — {title}', { title: event?.title ?? '' })}
      description={
        event
          ? t('{current}/{max} vagas preenchidas', { current: event.currentParticipants, max: event.maxParticipants })
          : undefined
      }
    >
      {q.isLoading ? (
        <Skeleton className="h-24" />
      ) : !q.data?.length ? (
        <p className="text-sm text-slate-600">{t('Ninguém se inscreveu ainda.')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {q.data.map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{p.displayName || `${p.firstName} ${p.lastName}`}</span>
              <span className="flex items-center gap-2 text-slate-500">
                <Badge tone="navy">{p.memberNumber}</Badge> {formatDateTime(p.joinedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
