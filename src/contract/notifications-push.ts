// Web push and the member's notification preferences (issue 29): the API's shapes and pt-BR messages.
import { z } from 'zod';
import { t } from './i18n.js';
import { NOTIFICATION_TYPES, notificationMessages } from './notifications-types.js';

/** Browsers (push subscriptions) one member may keep; the oldest goes when one more subscribes. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const pushMessages = {
  noKeys: t('A inscrição para notificações precisa das chaves do navegador (p256dh e auth).'),
  badEndpoint: t('Este endereço de notificações não é de um serviço de push conhecido.'),
  subscribed: t('Notificações ativadas neste aparelho.'),
  unsubscribed: t('Notificações desativadas neste aparelho.'),
  saved: t('Preferências de notificação salvas.'),
  notConfigured: t('As notificações no celular não estão disponíveis agora.'),
  badTime: t('Use um horário no formato HH:MM.'),
} as const;

const base64url = z
  .string({ error: pushMessages.noKeys })
  .trim()
  .min(1, pushMessages.noKeys)
  .max(200, pushMessages.noKeys)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.noKeys);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (expirationTime ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().trim().min(1, pushMessages.badEndpoint).max(1000, pushMessages.badEndpoint),
  keys: z.object(
    {
      p256dh: base64url,
      auth: base64url,
    },
    { error: pushMessages.noKeys },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const pushUnsubscribeInput = z.object({ endpoint: z.string().trim().min(1).max(1000) });

export const vapidKeySchema = z.object({ publicKey: z.string() });
export const pushMessageSchema = z.object({ message: z.string() });

/** 'HH:MM' in Dublin time. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, pushMessages.badTime);

/** GET/PUT /api/notifications/preferences. `pushOff`: the kinds not pushed (in-app is always on). */
export const notificationPreferencesSchema = z.object({
  pushOff: z
    .array(z.string().refine((t) => (NOTIFICATION_TYPES as string[]).includes(t), notificationMessages.unknownType))
    .max(NOTIFICATION_TYPES.length * 2),
  quietHours: z.object({ enabled: z.boolean(), start: clock, end: clock }),
  /**
   * Issue 30: the kinds that go in the daily email digest (the email column; none by default).
   * Security mails (new sign-in, password, email, two-factor) are always sent and not listed here.
   * Left out of a PUT: kept as it was.
   */
  emailOn: z
    .array(z.string().refine((t) => (NOTIFICATION_TYPES as string[]).includes(t), notificationMessages.unknownType))
    .max(NOTIFICATION_TYPES.length * 2)
    .optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  pushOff: [],
  quietHours: { enabled: true, start: '23:00', end: '07:00' },
  emailOn: [],
};

/** 'HH:MM' ↔ minutes after midnight. */
export const clockToMinutes = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5));
export const minutesToClock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
