import { notificationPath } from '../../contract/notifications-links.js';
import {
  notificationKinds as kinds,
  type NotificationData,
  type NotificationKind,
  type NotificationType,
} from '../../contract/notifications-types.js';
import { langOf } from '../i18n/lang-of.js';
import { notificationTexts } from './notification-texts.js';
import type { ClaimedDelivery } from './push.repository.js';

/** What a push carries (encrypted, aes128gcm): no phone, email or message text. */
export interface PushPayload {
  title: string;
  body: string;
  /** The in-app address a tap opens (notificationPath). */
  url: string;
  /** One notification per thing on the device: a second message of one conversation replaces the first. */
  tag: string;
  icon: string;
}

const ICON = '/icon-192.png';
/** The one list of kinds, each read as the common shape (`urgent` is optional). */
export const notificationKinds: Record<string, NotificationKind | undefined> = kinds;

/**
 * The push of one stored notification, written from its kind (the same texts as the bell), in the
 * recipient's users.language (issue 36; none: pt-BR).
 */
export function pushPayload(
  c: Pick<ClaimedDelivery, 'type' | 'data' | 'targetId' | 'targetMemberId'> &
    Partial<Pick<ClaimedDelivery, 'language'>>,
): PushPayload {
  const kind = notificationKinds[c.type as NotificationType];
  const data: NotificationData = c.data ?? {};
  const url = kind
    ? notificationPath({ kind: kind.target, id: c.targetId, memberId: c.targetMemberId })
    : '/notificacoes';
  const { title, body } = notificationTexts(c.type, data, langOf(c.language));
  return {
    title,
    body,
    url,
    tag: url,
    icon: ICON,
  };
}
