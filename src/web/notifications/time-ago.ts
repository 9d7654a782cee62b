import { t } from '../../contract/i18n.js';
import { formatDate } from '../lib/dates.js';

/** 'agora', 'há 5 min', 'há 3 h', 'ontem', then the date (dd/mm/aaaa): a notification's age at a glance. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  const min = Math.floor(ms / 60_000);
  if (min < 1) return t('agora');
  if (min < 60) return t('há {min} min', { min });
  const h = Math.floor(min / 60);
  if (h < 24) return t('há {h} h', { h });
  if (h < 48) return t('ontem');
  return formatDate(iso);
}
