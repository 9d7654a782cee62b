import { type FormEvent, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { type Message, messageMessages as msg } from '../../contract/messages.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { toast } from '../ui/toast.js';
import { useSendMessage } from './api/send-message.js';
import { Conversation } from './conversation.js';
import { canSend, MessageField } from './message-field.js';

/**
 * 'Responder Mensagem': the reply goes to the original sender, about the same item (spec). Issue 28:
 * the original shows within the conversation with that member about that item, oldest first.
 */
export function ReplyDialog({ original, onClose }: { original: Message | null; onClose: () => void }) {
  return (
    <Dialog open={!!original} onOpenChange={(open) => !open && onClose()} title={t('Responder Mensagem')}>
      {original && <ReplyForm key={original.id} original={original} onClose={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ original, onClose }: { original: Message; onClose: () => void }) {
  const [text, setText] = useState('');
  const send = useSendMessage();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    if (!text.trim()) {
      toast({ title: t('Erro'), description: msg.replyEmpty, variant: 'destructive' });
      return;
    }
    if (!canSend(text) || original.senderId === null) return;
    send.mutate(
      { receiverId: original.senderId, content: text, itemId: original.itemId, itemTitle: original.itemTitle },
      {
        onSuccess: () => {
          toast({ title: msg.repliedTitle, description: msg.repliedText, variant: 'success' });
          setText('');
          onClose();
        },
        onError: (err) =>
          toast({
            title: msg.replyFailedTitle,
            description: errorMessage(err, msg.replyFailed),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Conversation original={original} />
      <MessageField
        id="reply-text"
        label={t('Sua resposta')}
        value={text}
        onChange={setText}
        placeholder={t('Digite sua resposta...')}
        disabled={send.isPending}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={send.isPending}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={!text.trim() || !canSend(text) || send.isPending}>
          {send.isPending ? t('Enviando...') : t('Enviar Resposta')}
        </Button>
      </div>
    </form>
  );
}
