import Inbox from 'lucide-react/icons/inbox';
import Send from 'lucide-react/icons/send';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { MESSAGE_SKELETONS, type Message, type MessageBox, messageMessages as msg } from '../../contract/messages.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { EmptyState } from '../ui/empty-state.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useDeleteMessage } from './api/delete-message.js';
import { useMessages } from './api/get-messages.js';
import { useMarkRead } from './api/mark-read.js';
import { MessageCard } from './message-card.js';

const EMPTY = {
  received: {
    icon: <Inbox />,
    title: t('Nenhuma mensagem recebida'),
    text: t('Você ainda não recebeu nenhuma mensagem.'),
  },
  sent: { icon: <Send />, title: t('Nenhuma mensagem enviada'), text: t('Você ainda não enviou nenhuma mensagem.') },
} as const;

/** One tab of /messages: 3 skeletons, error, empty state, cards and 'Carregar mais'. */
export function MessageList({
  box,
  canReply,
  onReply,
}: {
  box: MessageBox;
  canReply: boolean;
  onReply: (m: Message) => void;
}) {
  const q = useMessages(box);
  const markRead = useMarkRead();
  const remove = useDeleteMessage();

  if (q.isLoading) {
    return (
      <div className="space-y-3" aria-busy="true" data-testid="messages-skeleton">
        <span className="sr-only">{t('Carregando mensagens...')}</span>
        {Array.from({ length: MESSAGE_SKELETONS }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <LoadError
        icon={EMPTY[box].icon}
        title={t('Não foi possível carregar as mensagens')}
        onRetry={() => void q.refetch()}
        className="py-14"
      />
    );
  }
  if (!q.messages.length) {
    return (
      <EmptyState icon={EMPTY[box].icon} title={EMPTY[box].title} className="bg-white py-14">
        <p>{EMPTY[box].text}</p>
      </EmptyState>
    );
  }

  const busy = (id: number) =>
    (markRead.isPending && markRead.variables === id) || (remove.isPending && remove.variables === id);
  const reply = (m: Message) => {
    if (canReply) return onReply(m);
    toast({
      title: t('Assinatura Necessária'),
      description: t('Assine para responder às mensagens da comunidade.'),
      action: (
        <Link href={paths.subscribe()} className="text-sm font-semibold underline">
          {t('Assinar agora')}
        </Link>
      ),
    });
  };

  return (
    <>
      <ul className="space-y-3">
        {q.messages.map((m) => (
          <li key={m.id}>
            <MessageCard
              message={m}
              box={box}
              busy={busy(m.id)}
              onMarkRead={() =>
                markRead.mutate(m.id, {
                  onError: () => toast({ title: t('Erro'), description: msg.markReadFailed, variant: 'destructive' }),
                })
              }
              onDelete={() =>
                remove.mutate(m.id, {
                  onSuccess: () => toast({ title: msg.deletedTitle, description: msg.deletedText }),
                  onError: (err) =>
                    toast({
                      title: msg.deleteFailedTitle,
                      description: errorMessage(err, msg.deleteFailed),
                      variant: 'destructive',
                    }),
                })
              }
              onReply={box === 'received' ? () => reply(m) : undefined}
            />
          </li>
        ))}
      </ul>
      <LoadMore query={q} centered />
    </>
  );
}
