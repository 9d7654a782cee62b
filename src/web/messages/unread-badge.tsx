import { t } from '../../contract/i18n.js';
import { cn } from '../lib/cn.js';
import { useUnreadCount } from './api/get-unread-count.js';

/**
 * The header's unread count next to 'Mensagens' (members only: the header loads this lazily, so a
 * visitor neither downloads it nor calls the API). `dot`: the small version on the phone menu button.
 */
export default function UnreadBadge({ dot = false, className }: { dot?: boolean; className?: string }) {
  const { data: count } = useUnreadCount();
  if (!count) return null;
  const label = count === 1 ? t('{count} mensagem não lida', { count }) : t('{count} mensagens não lidas', { count });
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white',
        dot && 'pointer-events-none absolute -top-0.5 -right-0.5 min-w-4 px-1 text-[10px] leading-4',
        className,
      )}
      data-testid={dot ? 'unread-dot-badge' : 'unread-badge'}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
