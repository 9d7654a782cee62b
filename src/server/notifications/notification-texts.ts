import { DEFAULT_LANG, type Lang } from '../../contract/i18n.js';
import {
  type NotificationData,
  type NotificationKind,
  type NotificationType,
  notificationKinds,
} from '../../contract/notifications-types.js';
import { INCIDENT_LABELS } from '../../contract/safety-reports-labels.js';
import { translate } from '../i18n/translate.js';

/**
 * A notification's title and body in its reader's language (issue 36, decision 058). The kinds
 * (contract/notifications-types.ts) write them in pt-BR from the stored type and data; the
 * catalogues' notifications.server.json has each as a template ('Seu anúncio “{title}” está
 * publicado no marketplace.'), so the filled-in pt-BR text becomes the language's with what members
 * wrote (titles, names) kept as written. The bell, the live stream, push and the email digest all
 * read them from here, so they say the same thing.
 */
const kinds: Record<string, NotificationKind | undefined> = notificationKinds;

export interface NotificationTexts {
  title: string;
  body: string;
}

const INCIDENTS = Object.values(INCIDENT_LABELS);

/**
 * One text of a notification (a rendered title or body) in `lang`. A zone alert names a pt-BR
 * incident label (safety-reports-labels) inside its template: that label is translated too, and its
 * distance ('1,2 km') written the English way.
 */
export function notificationText(lang: Lang, text: string, type?: string): string {
  if (lang === DEFAULT_LANG || !text) return text;
  let out = translate(lang, text);
  if (type === 'safety-zone-alert') {
    const label = INCIDENTS.find((l) => out.startsWith(`${l} `));
    if (label) out = translate(lang, label) + out.slice(label.length);
    if (lang === 'en') out = out.replace(/\b(\d+),(\d) km\b/, '$1.$2 km');
  }
  return out;
}

/** Title and body of a stored notification (its type and data) in `lang`. */
export function notificationTexts(type: string, data: NotificationData | null, lang: Lang): NotificationTexts {
  const kind = kinds[type as NotificationType];
  const d: NotificationData = data ?? {};
  const title = kind ? kind.title(d) : 'Notificação';
  const body = kind ? kind.body(d) : '';
  return { title: notificationText(lang, title, type), body: notificationText(lang, body, type) };
}

/** A notification already written in pt-BR (a live stream's, the list's) in `lang`. */
export function inLanguage<T extends NotificationTexts>(lang: Lang, n: T): T {
  if (lang === DEFAULT_LANG) return n;
  const type = (n as { type?: string }).type;
  return { ...n, title: notificationText(lang, n.title, type), body: notificationText(lang, n.body, type) };
}
