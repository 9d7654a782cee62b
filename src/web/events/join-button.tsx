import { Link } from 'wouter';
import type { EventView } from '../../contract/events.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useToggleJoin } from './api/join-event.js';
import { WaitlistButton } from './waitlist-button.js';

/**
 * Spec: visitors 'ENTRE PARA PARTICIPAR' (disabled), no subscription 'ASSINATURA NECESSÁRIA', else
 * join/leave; a full event its waitlist (issue 34).
 */
export function JoinButton({ event }: { event: EventView }) {
  const { isAuthenticated, hasMemberAccess } = useUser();
  const toggle = useToggleJoin();
  const isPast = new Date(event.date).getTime() <= Date.now();
  // Issue 34: a cancelled event says so on its card; nothing to join.
  if (isPast || event.cancelledAt) return null;

  if (!isAuthenticated) {
    return (
      <Button variant="outline" disabled className="w-full">
        {t('ENTRE PARA PARTICIPAR')}
      </Button>
    );
  }
  if (!hasMemberAccess) {
    return (
      <Button
        variant="outline"
        className="w-full opacity-60"
        onClick={() =>
          toast({
            title: t('Assinatura Necessária'),
            description: t('Assine para participar dos eventos da comunidade.'),
            action: (
              <Link href={paths.subscribe()} className="text-sm font-semibold underline">
                {t('Assinar agora')}
              </Link>
            ),
          })
        }
      >
        {t('ASSINATURA NECESSÁRIA')}
      </Button>
    );
  }
  const full = event.currentParticipants >= event.maxParticipants;
  // Issue 34: a full event offers its waitlist (and shows the member's place in it).
  if ((full && !event.joined) || event.waitlistPosition !== null) return <WaitlistButton event={event} />;
  const join = !event.joined;
  return (
    <Button
      variant={join ? 'primary' : 'outline'}
      className="w-full"
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: event.id, join },
          {
            onSuccess: () =>
              toast({
                title: join ? t('Presença confirmada!') : t('Participação cancelada'),
                description: join
                  ? t('Você está inscrito em "{title}".', { title: event.title })
                  : t('Sua vaga foi liberada.'),
                variant: join ? 'success' : 'default',
              }),
            onError: (err) =>
              toast({
                title: t('Erro'),
                description: errorMessage(err, t('Tente novamente mais tarde.')),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {join ? t('PARTICIPAR') : t('CANCELAR PARTICIPAÇÃO')}
    </Button>
  );
}
