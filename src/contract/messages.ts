import { z } from 'zod';
import { memberRefSchema } from './users.js';

/** Spec section 9: a message has at most 500 characters; the messages page shows 3 skeleton cards. */
export const MESSAGE_MAX = 500;
export const MESSAGE_SKELETONS = 3;
export const MESSAGES_PAGE_SIZE = 20;

export const messageMessages = {
  contentRequired: 'Por favor, digite uma mensagem.',
  contentMax: `A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres.`,
  contentInvalid: 'A mensagem contém caracteres inválidos.',
  recipientRequired: 'ID do destinatário não encontrado. Por favor, tente novamente.',
  toSelf: 'Você não pode enviar uma mensagem para si mesmo.',
  itemNotFound: 'Item não encontrado',
  subscriptionRequired: 'Você precisa de uma assinatura ativa para enviar mensagens.',
  notFound: 'Mensagem não encontrada.',
  onlyReceiverMarksRead: 'Apenas o destinatário pode marcar a mensagem como lida.',
  tooManyPerMinute: 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  tooManyPerDay: (n: number) => `Você atingiu o limite de ${n} mensagens por dia. Tente novamente amanhã.`,
  // Spec section 8 (toasts).
  sentTitle: 'Mensagem enviada!',
  sentText: 'Sua mensagem foi enviada com sucesso. Verifique a aba de mensagens para acompanhar a conversa.',
  sendFailedTitle: 'Erro ao enviar mensagem',
  sendFailed: 'Não foi possível enviar a mensagem.',
  sendFailedItemPage: 'Não foi possível enviar a mensagem. Tente novamente.',
  markReadFailed: 'Não foi possível marcar a mensagem como lida.',
  replyEmpty: 'Digite uma mensagem antes de enviar',
  replyFailedTitle: 'Erro ao enviar resposta',
  replyFailed: 'Tente novamente mais tarde',
  repliedTitle: 'Resposta enviada',
  repliedText: 'Sua resposta foi enviada com sucesso!',
  deleteFailedTitle: 'Erro ao deletar mensagem',
  deleteFailed: 'Não foi possível deletar a mensagem.',
  deletedTitle: 'Mensagem deletada',
  deletedText: 'A mensagem foi removida com sucesso.',
} as const;

/**
 * A message as the API returns it. The other party is `{ id, displayName, memberNumber }` only
 * (never an email or phone). The read flag goes out under both names the spec uses.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  content: z.string(),
  read: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.string(),
  itemId: z.number().int().nullable(),
  itemTitle: z.string().nullable(),
  sender: memberRefSchema,
  receiver: memberRefSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const MESSAGE_BOXES = ['received', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** GET /api/messages: newest first, keyset paged (`cursor` = the last id seen); no `box` = both. */
export const messageListQuery = z.object({
  box: z.enum(MESSAGE_BOXES).optional(),
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messagePageSchema = z.object({ items: z.array(messageSchema), nextCursor: z.number().int().nullable() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export const messageCountsSchema = z.object({ received: z.number().int(), sent: z.number().int(), unread: z.number().int() });
export type MessageCounts = z.infer<typeof messageCountsSchema>;

/** An id in a body: a positive integer, or its digits as a string; anything else is no id. */
const bodyId = z.union([z.number(), z.string(), z.null()]).optional();
function toId(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * POST /api/messages. The recipient comes as `receiverId` or `recipientId` (the spec uses both).
 * `itemTitle` may be sent (replies do) but is ignored: the server takes it from the item.
 */
export const sendMessageSchema = z
  .object({
    receiverId: bodyId,
    recipientId: bodyId,
    content: z
      .string({ message: messageMessages.contentRequired })
      .trim()
      .min(1, { message: messageMessages.contentRequired })
      .max(MESSAGE_MAX, { message: messageMessages.contentMax })
      // PostgreSQL text cannot hold NUL.
      .refine((s) => !s.includes('\u0000'), { message: messageMessages.contentInvalid }),
    itemId: bodyId,
    itemTitle: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const receiverId = toId(b.receiverId ?? b.recipientId);
    if (receiverId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['receiverId'], message: messageMessages.recipientRequired });
      return z.NEVER;
    }
    const itemId = b.itemId === undefined || b.itemId === null || b.itemId === '' ? null : toId(b.itemId);
    if (itemId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: messageMessages.itemNotFound });
      return z.NEVER;
    }
    return { receiverId, content: b.content, itemId };
  });
export type SendMessageInput = z.output<typeof sendMessageSchema>;
