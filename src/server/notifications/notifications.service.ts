import { DEFAULT_LANG, type Lang } from '../../contract/i18n.js';
import {
  liveMessages,
  liveStreamQuery,
  notificationMessages as msg,
  type Notification,
  type NotificationData,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationType,
  notificationKinds,
} from '../../contract/notifications.js';
import type { Database, Db, DbOrTx } from '../db/client.js';
import { badRequest, notFound } from '../http-errors.js';
import { langOf } from '../i18n/lang-of.js';
import type { SessionUser } from '../users/session-user.js';
import { notificationTexts } from './notification-texts.js';
import { type CloseReason, createLiveStreams, type LiveSettings, sessionKey } from './notifications.live.js';
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

/** One member's notification in a fan-out (notifyMany). */
export interface NotifyManyItem extends NotifyInput {
  userId: number;
  /** false: in the bell only, no push (a cap was reached). Default true. */
  push?: boolean;
  /** This one may be pushed during quiet hours (the member chose so). */
  urgent?: boolean;
}

/**
 * A stored row as its member reads it: texts written from the type's entry in the one list, in the
 * reader's language (issue 36; pt-BR by default: the live signal's copy is pt-BR, each stream
 * translates it for its reader).
 */
export function toNotificationView(
  r: Omit<NotificationRow, 'targetGone' | 'renewedUntil'> &
    Partial<Pick<NotificationRow, 'targetGone' | 'renewedUntil'>>,
  lang: Lang = DEFAULT_LANG,
): Notification {
  const kind = notificationKinds[r.type as NotificationType];
  const { title, body } = notificationTexts(r.type, r.data, lang);
  return {
    id: r.id,
    type: r.type,
    title,
    body,
    target: {
      kind: (kind?.target ?? r.targetKind) as Notification['target']['kind'],
      id: r.targetId,
      memberId: r.targetMemberId,
    },
    targetGone: r.targetGone ?? false,
    renewedUntil: r.renewedUntil ? new Date(r.renewedUntil).toISOString() : null,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Read notifications are kept this long; unread ones until read. */
const KEEP_READ_DAYS = 90;

export interface NotificationsDeps {
  db: Db;
  /** The LISTEN behind the live streams (db/client.ts). */
  listen: Database['listen'];
  live: LiveSettings;
  onError?(err: unknown, what: string): void;
  /** Web push: the outbox rows written with each notification. */
  push?: Pick<PushService, 'enqueue' | 'enqueueMany'>;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const repo = createNotificationsRepository(deps.db);
  const live = createLiveStreams({
    listen: deps.listen,
    settings: deps.live,
    since: async (userId, afterId, limit) =>
      (await repo.since(userId, afterId, limit)).map((row) => toNotificationView(row)),
    latestId: (userId) => repo.latestId(userId),
    onError: deps.onError,
  });
  /** Tells every instance to close `userId`'s streams (of one session, or all), at the commit of `tx`. */
  const close = (tx: DbOrTx, userId: number, c: CloseReason, sid?: string) =>
    createNotificationsRepository(tx).signal(JSON.stringify({ u: userId, c, ...(sid ? { s: sessionKey(sid) } : {}) }));

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

    /**
     * The same as notify() for many members at once, in a fixed number of statements however many
     * there are (issue 31: a report's zone alerts): the rows, their live signals, their pushes.
     */
    async notifyMany(tx: DbOrTx, type: NotificationType, items: NotifyManyItem[]): Promise<number> {
      if (items.length === 0) return 0;
      const kind = notificationKinds[type];
      const r = createNotificationsRepository(tx);
      const made = await r.insertMany(
        items.map((i) => ({
          userId: i.userId,
          type,
          data: i.data ?? {},
          targetKind: kind.target,
          targetId: i.targetId ?? null,
          targetMemberId: i.memberId ?? null,
          dedupeKey: i.dedupeKey ?? null,
        })),
      );
      const byUser = new Map(items.map((i) => [i.userId, i]));
      await r.signalMany(
        made.map((m) => {
          const i = byUser.get(m.userId)!;
          const view = toNotificationView({
            id: m.id,
            type,
            data: i.data ?? {},
            targetKind: kind.target,
            targetId: i.targetId ?? null,
            targetMemberId: i.memberId ?? null,
            readAt: null,
            createdAt: m.createdAt,
          });
          return JSON.stringify({ u: m.userId, n: view });
        }),
      );
      const pushes = made
        .filter((m) => byUser.get(m.userId)!.push !== false)
        .map((m) => ({ userId: m.userId, notificationId: m.id, urgent: byUser.get(m.userId)!.urgent === true }));
      await deps.push?.enqueueMany(tx, type, pushes);
      return made.length;
    },

    /** `lang`: the request's (issue 36), else the member's own. */
    async list(me: SessionUser, q: NotificationListQuery, lang: Lang = langOf(me.language)): Promise<NotificationPage> {
      const rows = await repo.list(me.id, q.cursor, q.limit + 1, q.unread);
      // The count comes with the page; an empty page (the end, or nothing yet) asks for it alone.
      const unread = rows[0]?.unread ?? (await repo.unreadCount(me.id));
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((row) => toNotificationView(row, lang)),
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
      return (await repo.since(userId, afterId, limit)).map((row) => toNotificationView(row));
    },

    /**
     * The member's live stream (GET /api/notifications/stream). Resumes after the Last-Event-ID
     * header (EventSource's reconnect) or the `lastEventId` query (a page's first stream).
     */
    async openStream(
      me: SessionUser,
      session: { id: string; expires: Date | null },
      resume: { header: string | string[] | undefined; query: number | undefined },
      lang: Lang = langOf(me.language),
    ) {
      let lastEventId = resume.query;
      if (resume.header !== undefined) {
        const parsed = liveStreamQuery.safeParse({ lastEventId: resume.header });
        if (!parsed.success || Array.isArray(resume.header)) throw badRequest(liveMessages.badLastEventId);
        lastEventId = parsed.data.lastEventId;
      }
      return live.open(me.id, session, lastEventId, lang);
    },

    /** Logout: that session's streams close, on every instance. */
    closeSession: (tx: DbOrTx, userId: number, sid: string) => close(tx, userId, 'logout', sid),
    /** Deactivation, account deletion, every session ended: all the member's streams close. */
    closeMember: (tx: DbOrTx, userId: number) => close(tx, userId, 'ended'),
    /** Streams open on this instance. */
    liveCount: () => live.size,
    /** Graceful shutdown (services.ts, preClose): streams end, the LISTEN stops. */
    stopLive: () => live.stop(),

    /** The hourly clean-up: read notifications older than 90 days. */
    prune: () => repo.deleteReadOlderThan(KEEP_READ_DAYS),

    /** The data export. */
    exportFor: (userId: number) => repo.exportFor(userId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
