import MessageCircle from 'lucide-react/icons/message-circle';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { formatDateTime } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { EmptyState } from '../ui/empty-state.js';
import { Skeleton } from '../ui/skeleton.js';
import { useRecentMessages } from './api/get-messages.js';
import { partyLabel } from './message-card.js';

/** Member home, recent activity: the 2 latest messages, sent or received (spec). */
export function RecentMessages() {
  const { user } = useUser();
  const q = useRecentMessages(2);
  if (q.isLoading) return <Skeleton className="h-32" />;
  const items = q.data?.items ?? [];
  if (!items.length) {
    return (
      <EmptyState icon={<MessageCircle />} title={t('Nenhuma mensagem recente')} className="py-6">
        {t('Suas conversas aparecem aqui.')}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-2" data-testid="recent-messages">
      {items.map((m) => {
        const received = m.receiverId === user?.id;
        const unread = received && !m.read;
        return (
          <li key={m.id}>
            <Link
              href={paths.messages()}
              className={cn(
                'block rounded-xl border border-slate-200 p-3 hover:bg-slate-50',
                unread && 'border-brand-500 bg-brand-50',
              )}
            >
              <span className="flex items-center justify-between gap-2 text-xs text-slate-500">
                <span className="truncate">
                  {received ? t('De:') : t('Para:')}{' '}
                  <strong className="text-slate-800">{partyLabel(received ? m.sender : m.receiver)}</strong>
                </span>
                <time dateTime={m.createdAt} className="shrink-0">
                  {formatDateTime(m.createdAt)}
                </time>
              </span>
              <span className="mt-1 line-clamp-2 text-sm break-words text-slate-700">{m.content}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
