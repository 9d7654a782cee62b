import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import { t } from '../../contract/i18n.js';
import type { SessionEntry } from '../../contract/sessions.js';
import { errorMessage } from '../lib/api.js';
import { formatDateTime } from '../lib/dates.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { LoadError } from '../ui/load-error.js';
import { toast } from '../ui/toast.js';
import { useEndSession, useSessions } from './api/sessions.js';

/**
 * 'Sessões' in /settings (issue 30; its own chunk): each browser signed in to this account, browser and
 * system read on the server, when it was last used, this one marked; 'Encerrar' and 'Encerrar todas as outras'.
 */
export default function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  const endOne = async (id: string | 'others') => {
    try {
      const r = await end.mutateAsync(id);
      toast({ title: r.message, variant: 'success' });
    } catch (err) {
      toast({
        title: t('Não foi possível encerrar'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card id="sessoes" className="scroll-mt-20 p-5" data-testid="sessions-card">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <MonitorSmartphone className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('Sessões')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('Os aparelhos e navegadores conectados à sua conta. Não reconhece algum? Encerre e troque a senha.')}
      </p>
      {sessions.isError && (
        <LoadError title={t('Não foi possível carregar as sessões.')} onRetry={() => void sessions.refetch()} />
      )}
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((s) => (
          <SessionRow key={s.id} s={s} busy={end.isPending} onEnd={() => void endOne(s.id)} />
        ))}
      </ul>
      {others > 0 && (
        <Button
          variant="destructive-outline"
          className="mt-3 w-full sm:w-auto"
          disabled={end.isPending}
          onClick={() => void endOne('others')}
        >
          {t('Encerrar todas as outras')}
        </Button>
      )}
    </Card>
  );
}

function SessionRow({ s, busy, onEnd }: { s: SessionEntry; busy: boolean; onEnd: () => void }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          {s.browser} · {s.system} {s.current && <Badge tone="brand">{t('Esta sessão')}</Badge>}
        </p>
        <p className="text-xs text-slate-500">{t('Último uso: {date}', { date: formatDateTime(s.lastSeenAt) })}</p>
      </div>
      {!s.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onEnd}
          aria-label={t('Encerrar {browser} · {system}', { browser: s.browser, system: s.system })}
        >
          {t('Encerrar')}
        </Button>
      )}
    </li>
  );
}
