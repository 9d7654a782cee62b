import { z } from 'zod';
import { alertWarningSchema } from './blacklist.js';
import { cursorParam, dbId, INT4_MAX } from './common.js';
import { t } from './i18n.js';
// Limits and pt-BR texts live in a zod-free module (pages that validate nothing load them without zod); re-exported here.
import { CONVERSATION_PAGE_SIZE, MESSAGE_MAX, MESSAGES_PAGE_SIZE, messageMessages } from './messages-labels.js';
import { memberRefSchema } from './users.js';

export * from './messages-labels.js';

/**
 * A message as the API returns it. The other party is `{ id, displayName, memberNumber }` only
 * (never an email or phone). The read flag goes out under both names the spec uses.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  /** null once the sender deleted their account (shown as 'Membro removido'; no reply). */
  senderId: z.number().int().nullable(),
  receiverId: z.number().int(),
  content: z.string(),
  read: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.string(),
  itemId: z.number().int().nullable(),
  itemTitle: z.string().nullable(),
  sender: memberRefSchema.nullable(),
  receiver: memberRefSchema,
  /** Received messages only: a community alert matching a phone or email in the text, or the sender's own (decision 022). */
  alert: alertWarningSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const MESSAGE_BOXES = ['received', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** GET /api/messages: newest first, keyset paged (`cursor` = the last id seen); no `box` = both. */
export const messageListQuery = z.object({
  box: z.enum(MESSAGE_BOXES).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messagePageSchema = z.object({ items: z.array(messageSchema), nextCursor: z.number().int().nullable() });
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * GET /api/messages/conversation: what the caller and `memberId` said to each other about `itemId`
 * (no `itemId`: their messages about no item), without what the caller deleted. A page is oldest
 * first; pages go back in time: `cursor` = the page's `nextCursor`, the oldest id shown (issue 28:
 * the reply dialog shows what was said before).
 */
export const conversationQuery = z.object({
  memberId: dbId(t('Membro inválido.')),
  itemId: dbId(t('Item inválido.')).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(CONVERSATION_PAGE_SIZE),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export const messageCountsSchema = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  unread: z.number().int(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

/** An id in a body: a positive integer, or its digits as a string; anything else is no id. */
const bodyId = z.union([z.number(), z.string(), z.null()]).optional();
function toId(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX ? n : undefined;
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
