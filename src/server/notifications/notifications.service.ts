import {
  notificationMessages as msg,
  type Notification,
  type NotificationData,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationType,
  notificationKinds,
} from '../../contract/notifications.js';
import type { Db, DbOrTx } from '../db/client.js';
import { notFound } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.js';
import type { PushService } from './push.service.js';

/** What a notification is about, beyond its type: the values of its texts and what it opens. */
export interface NotifyInput {
  data?: NotificationData;
  /** The id of the thing it opens (an item, a rental, an event, an alert); a conversation: the message's item, if any. */
  targetId?: number | null;
  /** A conversation's other member. */
  memberId?: number | null;
  /** Made at most once per member with this key (reminders). */
  dedupeKey?: string;
}

/** A stored row as its member reads it: texts written from the type's entry in the one list. */
export function toNotificationView(r: Omit<NotificationRow, 'targetGone'> & { targetGone?: boolean }): Notification {
  const kind = notificationKinds[r.type as NotificationType];
  return {
    id: r.id,
    type: r.type,
    title: kind ? kind.title(r.data) : 'Notificação',
    body: kind ? kind.body(r.data) : '',
    target: {
      kind: (kind?.target ?? r.targetKind) as Notification['target']['kind'],
      id: r.targetId,
      memberId: r.targetMemberId,
    },
    targetGone: r.targetGone ?? false,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Read notifications are kept this long; unread ones until read. */
const KEEP_READ_DAYS = 90;

export function createNotificationsService(deps: { db: Db; push?: Pick<PushService, 'enqueue'> }) {
  const repo = createNotificationsRepository(deps.db);

  return {
    /**
     * Makes a notification for `userId`, on the transaction of the change that causes it (decision
     * 009: the notifying domain's service calls this with its `tx`), and tells the live streams at
     * commit. Returns its id, or null when `dedupeKey` was already used for the member.
     */
    async notify(tx: DbOrTx, userId: number, type: NotificationType, input: NotifyInput = {}): Promise<number | null> {
      const kind = notificationKinds[type];
      const r = createNotificationsRepository(tx);
      const data = input.data ?? {};
      const made = await r.insert({
        userId,
        type,
        data,
        targetKind: kind.target,
        targetId: input.targetId ?? null,
        targetMemberId: input.memberId ?? null,
        dedupeKey: input.dedupeKey ?? null,
      });
      if (!made) return null;
      const view = toNotificationView({
        id: made.id,
        type,
        data,
        targetKind: kind.target,
        targetId: input.targetId ?? null,
        targetMemberId: input.memberId ?? null,
        readAt: null,
        createdAt: made.createdAt,
      });
      await r.signal(JSON.stringify({ u: userId, n: view }));
      // Its pushes, in the outbox on the same transaction: a rolled-back write pushes nothing.
      await deps.push?.enqueue(tx, userId, type, made.id);
      return made.id;
    },

    async list(me: SessionUser, q: NotificationListQuery): Promise<NotificationPage> {
      const [rows, unread] = await Promise.all([
        repo.list(me.id, q.cursor, q.limit + 1, q.unread),
        repo.unreadCount(me.id),
      ]);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(toNotificationView),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
        unread,
      };
    },

    unreadCount: async (me: SessionUser) => ({ count: await repo.unreadCount(me.id) }),

    async markRead(me: SessionUser, id: number) {
      if (!(await repo.markRead(me.id, id))) throw notFound(msg.notFound);
      return { message: 'Notificação marcada como lida.', unread: await repo.unreadCount(me.id) };
    },

    async markAllRead(me: SessionUser) {
      await repo.markAllRead(me.id);
      return { message: msg.allRead, unread: 0 };
    },

    /** What a live stream missed since `afterId` (oldest first), at most `limit`. */
    async since(userId: number, afterId: number, limit: number): Promise<Notification[]> {
      return (await repo.since(userId, afterId, limit)).map(toNotificationView);
    },

    /** The hourly clean-up: read notifications older than 90 days. */
    prune: () => repo.deleteReadOlderThan(KEEP_READ_DAYS),

    /** The data export. */
    exportFor: (userId: number) => repo.exportFor(userId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
