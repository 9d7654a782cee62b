import Hourglass from 'lucide-react/icons/hourglass';
import type { EventView } from '../../contract/events.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useToggleWaitlist } from './api/join-event.js';

/**
 * Issue 34: a full event's line. 'Entrar na lista de espera'; once in it, the member's place and
 * 'Sair da lista de espera'. A freed place goes to the first in line by itself (they are notified).
 */
export function WaitlistButton({ event }: { event: EventView }) {
  const toggle = useToggleWaitlist();
  const position = event.waitlistPosition;
  const wait = position === null;
  const onClick = () =>
    toggle.mutate(
      { id: event.id, wait },
      {
        onSuccess: (r) =>
          toast({
            title: r.joined
              ? t('Presença confirmada!')
              : r.waitlistPosition !== null
                ? t('Você está na lista de espera')
                : t('Você saiu da lista de espera'),
            description: r.joined
              ? t('Abriu uma vaga: você está inscrito em "{title}".', { title: event.title })
              : r.waitlistPosition !== null
                ? t('Sua posição: {position}º. Avisamos quando a vaga for sua.', { position: r.waitlistPosition })
                : undefined,
            variant: r.joined || r.waitlistPosition !== null ? 'success' : 'default',
          }),
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Tente novamente mais tarde.')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="space-y-2">
      {position !== null ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          data-testid="waitlist-position"
        >
          <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('Você é o {position}º na lista de espera. A vaga é sua assim que alguém sair.', { position })}
        </p>
      ) : (
        <p className="text-sm font-medium text-slate-600">{t('Evento esgotado.')}</p>
      )}
      <Button variant={wait ? 'primary' : 'outline'} className="w-full" disabled={toggle.isPending} onClick={onClick}>
        {wait ? t('Entrar na lista de espera') : t('Sair da lista de espera')}
      </Button>
    </div>
  );
}
