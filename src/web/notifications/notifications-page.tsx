import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import Smartphone from 'lucide-react/icons/smartphone';
import { Link, Redirect } from 'wouter';
import { t } from '../../contract/i18n.js';
import { FEATURE_PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { PageHeader } from '../ui/page-header.js';
import { Skeleton } from '../ui/skeleton.js';
import { useNotifications } from './api/get-notifications.js';
import { useMarkAllNotificationsRead } from './api/mark-read.js';
import { NotificationEntry, PUSH_SETTINGS } from './notification-entry.js';

/** /notificacoes (members; issue 29): every notification, newest first, paged on the server. */
export default function NotificationsPage() {
  useDocumentTitle(FEATURE_PAGE_TITLES.notifications);
  // A visitor signs in first, like on the other member pages (the route is shared by every login state).
  if (!useUser().isAuthenticated) return <Redirect to={paths.login()} replace />;
  return <Notifications />;
}

function Notifications() {
  const q = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = q.unread;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHeader
        title={FEATURE_PAGE_TITLES.notifications}
        subtitle={
          <span data-testid="notifications-unread">
            {unread === 0
              ? t('Nada por ler.')
              : unread > 99
                ? t('Mais de 99 não lidas')
                : unread === 1
                  ? t('{n} não lida', { n: unread })
                  : t('{n} não lidas', { n: unread })}
          </span>
        }
        actions={
          unread > 0 && (
            <Button variant="outline" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              <CheckCheck className="h-4 w-4" aria-hidden="true" /> {t('Marcar todas como lidas')}
            </Button>
          )
        }
      />
      {q.isPending ? (
        <Card className="space-y-4 p-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar suas notificações')} onRetry={() => void q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState icon={<BellOff />} title={t('Você ainda não tem notificações')}>
          {t(
            'Quando seu anúncio for aprovado, alguém mandar uma mensagem ou um evento seu mudar, você fica sabendo aqui.',
          )}
        </EmptyState>
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100" aria-label={t('Suas notificações')}>
              {q.items.map((n) => (
                <NotificationEntry key={n.id} n={n} />
              ))}
            </ul>
          </Card>
          <LoadMore query={q} centered />
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link
          href={PUSH_SETTINGS}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          <Smartphone className="h-4 w-4" aria-hidden="true" /> {t('Receber notificações no celular')}
        </Link>
      </p>
    </div>
  );
}
