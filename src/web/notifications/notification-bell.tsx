import Bell from 'lucide-react/icons/bell';
import Smartphone from 'lucide-react/icons/smartphone';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { buttonClass } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { useLatestNotifications } from './api/get-notifications.js';
import { useUnreadNotificationCount } from './api/get-unread-count.js';
import { useMarkAllNotificationsRead } from './api/mark-read.js';
import { NotificationEntry, PUSH_SETTINGS } from './notification-entry.js';

/** 'Notificações, 3 não lidas': the bell's accessible name, starting with what it is. */
export function bellLabel(count: number): string {
  if (!count) return t('Notificações');
  // The server counts up to 100 (UNREAD_CAP): past 99 the badge says '99+'.
  if (count > 99) return t('Notificações, mais de 99 não lidas');
  return count === 1 ? t('Notificações, {count} não lida', { count }) : t('Notificações, {count} não lidas', { count });
}

/**
 * The header's bell (members only: the header loads this lazily, so a visitor neither downloads it
 * nor calls the API): the unread count, and a panel with the latest notifications, 'Marcar todas
 * como lidas', 'Ver todas' (/notificacoes) and 'Receber no celular' (the push card in /settings).
 */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  // Closed by following a link: focus stays with the page opened (a dialog it opens keeps it).
  const leaving = useRef(false);
  const { data: count = 0 } = useUnreadNotificationCount();
  return (
    // Not modal: the page stays readable by screen readers while the panel is open (like the account menu).
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger
        aria-label={bellLabel(count)}
        data-testid="notification-bell"
        className={buttonClass('ghost', 'icon', 'relative shrink-0')}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-bell-count"
            className="pointer-events-none absolute -top-0.5 -right-0.5 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('Notificações')}
          onCloseAutoFocus={(e) => {
            if (leaving.current) e.preventDefault();
            leaving.current = false;
          }}
          className="z-50 w-[calc(100vw-1rem)] max-w-sm overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          {open && (
            <Panel
              count={count}
              close={() => {
                leaving.current = true;
                setOpen(false);
              }}
            />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Panel({ count, close }: { count: number; close: () => void }) {
  const q = useLatestNotifications(true);
  const markAll = useMarkAllNotificationsRead();
  const items = q.data?.items ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="text-sm font-bold text-slate-900">{t('Notificações')}</h2>
        {count > 0 && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="rounded px-1 text-xs font-semibold whitespace-nowrap text-brand-700 hover:underline disabled:opacity-50"
          >
            {t('Marcar todas como lidas')}
          </button>
        )}
      </div>
      <div className="max-h-72 overflow-y-auto">
        {q.isPending ? (
          <div className="p-6">
            <Spinner label={t('Carregando notificações...')} />
          </div>
        ) : q.isError ? (
          <p className="p-4 text-sm text-red-700">
            {t('Não foi possível carregar suas notificações.')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void q.refetch()}>
              {t('Tentar novamente')}
            </button>
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">
            {t(
              'Nenhuma notificação por enquanto. Quando algo acontecer com seus anúncios, mensagens ou eventos, aparece aqui.',
            )}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <NotificationEntry key={n.id} n={n} onNavigate={close} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-2 py-1.5">
        <Link
          href={PUSH_SETTINGS}
          onClick={close}
          className={buttonClass('ghost', 'sm', 'whitespace-nowrap text-slate-700')}
        >
          <Smartphone className="h-4 w-4" aria-hidden="true" /> {t('Receber no celular')}
        </Link>
        <Link
          href={paths.notifications()}
          onClick={close}
          className={buttonClass('ghost', 'sm', 'whitespace-nowrap text-brand-700')}
        >
          {t('Ver todas')}
        </Link>
      </div>
    </>
  );
}
