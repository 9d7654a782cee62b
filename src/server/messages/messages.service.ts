import { blockMessages } from '../../contract/blocks.js';
import { memberName } from '../../contract/member-name.js';
import { hasMemberAccess } from '../../contract/membership.js';
import {
  type ConversationQuery,
  type Message,
  type MessageListQuery,
  type MessagePage,
  messageMessages as msg,
  type SendMessageInput,
} from '../../contract/messages.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, forbidden, notFound, tooManyRequests } from '../http-errors.js';
import { maySee } from '../marketplace/marketplace.views.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createMessagesRepository, type MessageRow } from './messages.repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function toMessageView(r: MessageRow): Message {
  return {
    id: r.id,
    senderId: r.senderId,
    receiverId: r.receiverId,
    // Plain text as typed (trimmed): the web renders it as text, never as HTML.
    content: r.content,
    read: r.isRead,
    isRead: r.isRead,
    createdAt: r.createdAt.toISOString(),
    itemId: r.itemId,
    itemTitle: r.itemTitle,
    // null: the sender deleted their account; shown as 'Membro removido', no reply (decision 023).
    sender:
      r.senderId === null
        ? null
        : { id: r.senderId, displayName: r.senderDisplayName, memberNumber: r.senderMemberNumber ?? '' },
    receiver: { id: r.receiverId, displayName: r.receiverDisplayName, memberNumber: r.receiverMemberNumber },
  };
}

export function createMessagesService(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  blacklist: Pick<BlacklistService, 'warningsFor'>;
  /** Issue 15: a block refuses messages both ways. */
  blocks: Pick<BlocksService, 'between'>;
  /** Issue 29: the receiver is notified in the message's own transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { rateLimiter: limiter } = deps;
  const limits = deps.config.rateLimits;
  const repo = createMessagesRepository(deps.db);
  /** The item a message is about: it must exist and be one the sender may see, or already be the subject of their conversation. */
  async function itemFor(sender: SessionUser, receiverId: number, itemId: number) {
    const item = await repo.item(itemId);
    if (!item) throw notFound(msg.itemNotFound);
    // A reply about an item sold or taken down since stays possible; a guessed id of a hidden item does not.
    if (!maySee(item, sender) && !(await repo.talkedAbout(sender.id, receiverId, itemId)))
      throw notFound(msg.itemNotFound);
    return item;
  }

  return {
    async list(me: SessionUser, q: MessageListQuery): Promise<MessagePage> {
      const rows = await repo.list(me.id, q.box, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      // Decision 022: a received message warns when its text or its sender's own contacts match an alert.
      // Issue 38: a box's page brings the sender's contacts along (the same texts warningsFor would read
      // for `userIds`), so the check costs one prepared lookup, and none when no key is found.
      const received = page.filter((m) => m.receiverId === me.id);
      const warnings = await deps.blacklist.warningsFor(
        received.map((m) =>
          m.senderEmail === undefined
            ? { texts: [m.content], userIds: [m.senderId] }
            : { texts: [m.content, m.senderPhone, m.senderWhatsapp, m.senderEmail] },
        ),
      );
      const alerts = new Map(received.map((m, i) => [m.id, warnings[i]]));
      const items = page.map((m) => {
        const alert = alerts.get(m.id);
        return alert ? { ...toMessageView(m), alert } : toMessageView(m);
      });
      return { items, nextCursor: rows.length > q.limit ? page.at(-1)!.id : null };
    },

    /** Issue 28: the reply dialog's conversation, oldest first within a page; older pages on demand. */
    async conversation(me: SessionUser, q: ConversationQuery): Promise<MessagePage> {
      const rows = await repo.conversation(me.id, q.memberId, q.itemId ?? null, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(toMessageView).reverse(),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },

    unreadCount: async (me: SessionUser) => ({ count: await repo.unreadCount(me.id) }),
    counts: (me: SessionUser) => repo.counts(me.id),

    /** Spec: an active subscription (admins exempt), an active recipient other than oneself, at most N a minute and a day. */
    async send(sender: SessionUser, input: SendMessageInput): Promise<Message> {
      if (!hasMemberAccess(sender)) throw forbidden(msg.subscriptionRequired);
      if (input.receiverId === sender.id) throw badRequest(msg.toSelf);
      if (!(await repo.activeUser(input.receiverId))) throw notFound(msg.recipientRequired);
      // Neutral: the sender is not told who blocked whom.
      if (await deps.blocks.between(sender.id, input.receiverId)) throw forbidden(blockMessages.cannotMessage);
      const item = input.itemId === null ? null : await itemFor(sender, input.receiverId, input.itemId);
      // Counted only for messages that would be sent, so a typo does not eat into the allowance.
      const perMinute = await limiter.hit(`messages:minute:${sender.id}`, limits.messagesPerMinute, MINUTE_MS);
      if (perMinute.blocked) throw tooManyRequests(msg.tooManyPerMinute, perMinute.retryAfterSeconds);
      const perDay = await limiter.hit(`messages:day:${sender.id}`, limits.messagesPerDay, DAY_MS);
      if (perDay.blocked) throw tooManyRequests(msg.tooManyPerDay(limits.messagesPerDay), perDay.retryAfterSeconds);
      const row = await deps.db.transaction(async (tx) => {
        const made = await createMessagesRepository(tx).insert({
          senderId: sender.id,
          receiverId: input.receiverId,
          itemId: item?.id ?? null,
          // From the item, never from the body (spec).
          itemTitle: item?.title ?? null,
          content: input.content,
        });
        // The text itself stays out of the notification (and so out of any push): name and item only.
        await deps.notifications.notify(tx, input.receiverId, 'message-received', {
          data: { from: memberName(sender), itemTitle: item?.title ?? null },
          targetId: item?.id ?? null,
          memberId: sender.id,
        });
        return made;
      });
      return toMessageView(row);
    },

    /** Receiver only; the sender is told so, anyone else gets 404 (the message is none of their business). */
    async markRead(me: SessionUser, id: number): Promise<Message> {
      const row = await repo.markRead(id, me.id);
      if (row) return toMessageView(row);
      const parties = await repo.parties(id, me.id);
      if (parties?.senderId === me.id) throw forbidden(msg.onlyReceiverMarksRead);
      throw notFound(msg.notFound);
    },

    /** Issue 15: a received message as its receiver reports it; null when it is not theirs. */
    async reportTarget(id: number, viewer: SessionUser) {
      const row = await repo.received(id, viewer.id);
      return row ? { ownerId: row.senderId, summary: row.content } : null;
    },
    /** An admin acting on a report deletes the message for both parties. */
    removeForAll: (id: number) => repo.destroy(id),

    /** Spec: either party deletes it from their own list only. */
    async remove(me: SessionUser, id: number): Promise<{ message: string }> {
      if (!(await repo.hideFor(id, me.id))) throw notFound(msg.notFound);
      return { message: msg.deletedText };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
