import MessageCircle from 'lucide-react/icons/message-circle';
import { type FormEvent, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { messageMessages as msg } from '../../contract/messages-labels.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { toast } from '../ui/toast.js';
import { useSendMessage } from './api/send-message.js';
import { canSend, MessageField } from './message-field.js';
import { messageTemplate } from './message-templates.js';

/** What the dialog needs of a listing: the recipient, the item and the template's type and title. */
export interface MessageItem {
  id: number;
  title: string;
  type: string;
  sellerId: number | null;
}

/**
 * The message dialog of a marketplace item (spec section 2): opens prefilled with the template of
 * the listing type, live counter out of 500, send disabled when empty or above 500; the text goes
 * back to the template when the dialog closes or after sending.
 */
export function MessageDialog({
  item,
  open,
  onOpenChange,
  onItemPage = false,
}: {
  item: MessageItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onItemPage?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Enviar mensagem ao vendedor')}
      description={
        <>
          {t('Sobre:')} <strong className="text-slate-800">{item.title}</strong>
        </>
      }
    >
      {/* Mounted only while open: every opening starts again from the template. */}
      {open && <MessageForm item={item} onDone={() => onOpenChange(false)} onItemPage={onItemPage} />}
    </Dialog>
  );
}

function MessageForm({ item, onDone, onItemPage }: { item: MessageItem; onDone: () => void; onItemPage: boolean }) {
  const [text, setText] = useState(() => messageTemplate(item.type, item.title));
  const send = useSendMessage();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      toast({ title: msg.sendFailedTitle, description: msg.contentRequired, variant: 'destructive' });
      return;
    }
    if (!item.sellerId) {
      toast({ title: msg.sendFailedTitle, description: msg.recipientRequired, variant: 'destructive' });
      return;
    }
    if (!canSend(text) || send.isPending) return;
    send.mutate(
      { receiverId: item.sellerId, itemId: item.id, content: text },
      {
        onSuccess: () => {
          toast({ title: msg.sentTitle, description: msg.sentText, variant: 'success' });
          onDone();
        },
        onError: (err) =>
          toast({
            title: msg.sendFailedTitle,
            description: errorMessage(err, onItemPage ? msg.sendFailedItemPage : msg.sendFailed),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <MessageField
        id={`message-${item.id}`}
        label={t('Sua mensagem')}
        value={text}
        onChange={setText}
        disabled={send.isPending}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={!canSend(text) || send.isPending}>
          {send.isPending ? t('Enviando...') : t('Enviar Mensagem')}
        </Button>
      </div>
    </form>
  );
}

/** The button that opens the dialog: 'CONTATAR VENDEDOR' on cards, 'Enviar Mensagem' on the item page. */
export function MessageSellerButton({
  item,
  onItemPage = false,
  className,
}: {
  item: MessageItem;
  onItemPage?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // An item without a seller (an orphan) has nobody to write to.
  if (!item.sellerId) return null;
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />{' '}
        {onItemPage ? t('Enviar Mensagem') : t('CONTATAR VENDEDOR')}
      </Button>
      <MessageDialog item={item} open={open} onOpenChange={setOpen} onItemPage={onItemPage} />
    </>
  );
}
