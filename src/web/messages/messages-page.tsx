import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { type Message, type MessageBox, messageMessages } from '../../contract/messages.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Badge } from '../ui/badge.js';
import { PageHeader } from '../ui/page-header.js';
import { useMessageCounts } from './api/get-message-counts.js';
import { useUnreadCount } from './api/get-unread-count.js';
import { linkedConversation, useOpenLinkedConversation } from './linked-conversation.js';
import { MessageList } from './message-list.js';
import { ReplyDialog } from './reply-dialog.js';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none sm:px-5';

/** /messages (spec section 2): received and sent boxes, read state, delete and reply. */
export default function MessagesPage() {
  useDocumentTitle(PAGE_TITLES.messages);
  const { hasMemberAccess } = useUser();
  const counts = useMessageCounts();
  const unread = useUnreadCount();
  const [tab, setTab] = useState<MessageBox>('received');
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  useRefreshOnNewMessages(unread.data);
  // A notification's link opens its conversation (issue 29): /messages?conversa=<memberId>&item=<itemId>.
  const [, navigate] = useLocation();
  const linked = linkedConversation(useSearch());
  const [linkGone, setLinkGone] = useState(false);
  const openLinked = useCallback((m: Message) => setReplyTo(m), []);
  const goneLinked = useCallback(() => setLinkGone(true), []);
  useOpenLinkedConversation(hasMemberAccess ? linked : null, openLinked, goneLinked);
  const closeReply = () => {
    setReplyTo(null);
    if (linked) navigate(paths.messages(), { replace: true });
  };

  const unreadCount = unread.data ?? counts.data?.unread ?? 0;
  const n = (k: 'received' | 'sent') => (counts.data ? String(counts.data[k]) : '…');

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <PageHeader
        title={
          <span className="inline-flex items-center gap-3">
            {t('Mensagens')}
            {unreadCount > 0 && (
              <Badge tone="red" className="text-sm" data-testid="messages-unread-badge">
                {unreadCount}
                <span className="sr-only"> {unreadCount === 1 ? t('não lida') : t('não lidas')}</span>
              </Badge>
            )}
          </span>
        }
        subtitle={t('Gerencie suas conversas com outros membros da comunidade')}
      />
      {linkGone && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {messageMessages.conversationGone}
        </p>
      )}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as MessageBox)}>
        <Tabs.List
          aria-label={t('Caixas de mensagens')}
          className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="received" className={tabClass}>
            {t('Recebidas ({n})', { n: n('received') })}
          </Tabs.Trigger>
          <Tabs.Trigger value="sent" className={tabClass}>
            {t('Enviadas ({n})', { n: n('sent') })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received" className="focus-visible:outline-none">
          <MessageList box="received" canReply={hasMemberAccess} onReply={setReplyTo} />
        </Tabs.Content>
        <Tabs.Content value="sent" className="focus-visible:outline-none">
          <MessageList box="sent" canReply={false} onReply={setReplyTo} />
        </Tabs.Content>
      </Tabs.Root>
      <ReplyDialog original={replyTo} onClose={closeReply} />
    </div>
  );
}

/**
 * The unread count is refetched when the window regains focus or the page opens; when it went up,
 * a message arrived meanwhile, so the boxes and their counts are fetched again too.
 */
function useRefreshOnNewMessages(unread: number | undefined) {
  const qc = useQueryClient();
  const last = useRef(unread);
  // Opening the page asks again too (the header's count may be from a while ago).
  useEffect(() => {
    void qc.refetchQueries({ queryKey: ['messages', 'unread-count'], type: 'active' });
  }, [qc]);
  useEffect(() => {
    if (unread !== undefined && last.current !== undefined && unread > last.current) {
      void qc.invalidateQueries({ queryKey: ['messages', 'list'] });
      void qc.invalidateQueries({ queryKey: ['messages', 'counts'] });
    }
    last.current = unread;
  }, [unread, qc]);
}
