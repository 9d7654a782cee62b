import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
// The type only from the zod module; the texts from the zod-free one (the bell stays small).
import type { Notification } from '../../contract/notifications.js';
import { notificationPath } from '../../contract/notifications-links.js';
import { notificationMessages as msg } from '../../contract/notifications-types.js';
import { cn } from '../lib/cn.js';
import { formatDateTime } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { useMarkNotificationRead } from './api/mark-read.js';
import { RenewNotice } from './renew-notice.js';
import { timeAgo } from './time-ago.js';

/** The push card of /settings (issue 29): 'Receber no celular'. */
export const PUSH_SETTINGS = `${paths.settings()}#notificacoes`;

/**
 * One notification, in the bell's panel and on /notificacoes: a link to its thing that marks it
 * read. When the thing was deleted (`targetGone`) it does not navigate to a dead page: it marks it
 * read and says so in place.
 */
export function NotificationEntry({ n, onNavigate }: { n: Notification; onNavigate?: () => void }) {
  const markRead = useMarkNotificationRead();
  const [goneShown, setGoneShown] = useState(false);
  const read = () => {
    if (!n.read) markRead.mutate(n.id);
  };
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600', n.read && 'invisible')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm break-words', n.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
          {n.title}
          {!n.read && <span className="sr-only"> {t('(não lida)')}</span>}
        </span>
        <span className="mt-0.5 block text-sm break-words text-slate-600">{n.body}</span>
        <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="mt-1 block text-xs text-slate-500">
          {timeAgo(n.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClass = cn(
    'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    !n.read && 'bg-brand-50',
  );
  return (
    <li data-testid="notification" data-unread={!n.read || undefined}>
      {n.targetGone ? (
        <button
          type="button"
          className={rowClass}
          aria-expanded={goneShown}
          onClick={() => {
            read();
            setGoneShown(true);
          }}
        >
          {body}
        </button>
      ) : (
        <Link
          href={notificationPath(n.target)}
          className={rowClass}
          onClick={() => {
            read();
            onNavigate?.();
          }}
        >
          {body}
        </Link>
      )}
      <RenewNotice n={n} />
      {goneShown && (
        <p role="status" className="px-4 pb-3 text-sm">
          <span className="block rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{msg.targetGone}</span>
        </p>
      )}
    </li>
  );
}
