import { z } from 'zod';
import { cursorParam } from './common.js';
import { t } from './i18n.js';
import { NOTIFICATION_TARGETS, NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from './notifications-types.js';

export * from './notifications-types.js';

/**
 * A notification as its member reads it: the texts already written in pt-BR by the server (the same
 * the push carries), what it opens, and `targetGone` when that thing was deleted since (the web
 * still opens it and says so).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES as [string, ...string[]]),
  title: z.string(),
  body: z.string(),
  target: z.object({
    kind: z.enum(NOTIFICATION_TARGETS),
    id: z.number().int().nullable(),
    /** A conversation: the other member. */
    memberId: z.number().int().nullable(),
  }),
  targetGone: z.boolean(),
  /**
   * Issue 34: an expiry notice ('item-expiring', 'rental-expiring') whose listing was renewed since
   * it was sent: the new end, so the notice says so instead of offering 'Renovar' again; else null.
   */
  renewedUntil: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, keyset paged (`cursor` = the last id seen). */
export const notificationListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.number().int().nullable(),
  /** The member's unread count, so the bell and the page agree after one request. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadSchema = z.object({ count: z.number().int() });
export const markedReadSchema = z.object({ message: z.string(), unread: z.number().int() });

/**
 * GET /api/notifications/stream (Server-Sent Events). `lastEventId`: where a page's first stream
 * resumes from (EventSource itself sends the Last-Event-ID header when it reconnects).
 */
export const liveStreamQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const liveMessages = {
  tooManyStreams: (n: number) =>
    t('Você já tem {n} abas recebendo atualizações ao vivo. Feche alguma aba do site e tente de novo.', { n }),
  badLastEventId: t('Last-Event-ID inválido.'),
};
