import { useEffect, useRef } from 'react';
import { t } from '../../contract/i18n.js';
import type { Message } from '../../contract/messages.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { formatDateTime } from '../lib/dates.js';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { useConversation } from './api/get-conversation.js';
import { partyName } from './message-card.js';

/**
 * What was said with the original's sender about its item, oldest first, the original marked
 * (issue 28); older messages on demand. Until it loads, the original alone.
 */
export function Conversation({ original }: { original: Message }) {
  const { user } = useUser();
  const q = useConversation({ memberId: original.senderId ?? 0, itemId: original.itemId });
  const list = useRef<HTMLOListElement>(null);
  const loaded = q.messages.length > 0;
  const shown = q.messages.some((m) => m.id === original.id) ? q.messages : [original, ...q.messages];
  // Opened at the latest message, like a chat.
  useEffect(() => {
    if (loaded && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [loaded]);

  return (
    <section aria-label={t('Conversa')} className="rounded-lg border border-slate-200 bg-slate-50 text-sm">
      {original.itemTitle && (
        <p className="border-b border-slate-200 px-3 py-2 text-xs text-slate-500">
          {t('Sobre:')} <span className="font-semibold text-slate-700">{original.itemTitle}</span>
        </p>
      )}
      <ol ref={list} className="max-h-72 space-y-2 overflow-y-auto p-3" data-testid="conversation">
        {q.hasNextPage && (
          <li className="text-center">
            <Button variant="ghost" size="sm" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {q.isFetchingNextPage ? t('Carregando...') : t('Ver mensagens anteriores')}
            </Button>
          </li>
        )}
        {shown.map((m) => {
          const mine = !!user && m.senderId === user.id;
          return (
            <li
              key={m.id}
              data-testid="conversation-message"
              data-mine={mine || undefined}
              className={cn(
                'max-w-[85%] rounded-xl px-3 py-2',
                mine ? 'ml-auto bg-brand-100 text-slate-900' : 'mr-auto bg-white text-slate-800 shadow-sm',
                m.id === original.id && 'ring-2 ring-brand-500',
              )}
            >
              <p className="mb-0.5 text-xs text-slate-500">
                <strong className="text-slate-700">{mine ? t('Você') : partyName(m.sender)}</strong> ·{' '}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              <p className="break-words whitespace-pre-wrap">{m.content}</p>
            </li>
          );
        })}
        {q.isLoading && (
          <li>
            <Spinner label={t('Carregando conversa...')} />
          </li>
        )}
      </ol>
    </section>
  );
}
