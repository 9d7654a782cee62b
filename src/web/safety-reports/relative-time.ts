import { t } from '../../contract/i18n.js';
import { formatDateTime } from '../lib/dates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec section 9: under 1 minute 'Agora mesmo', then minutes, hours, days (under 7), else the full date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(iso));
  if (ms < MINUTE) return t('Agora mesmo');
  if (ms < HOUR) {
    const n = Math.floor(ms / MINUTE);
    return n === 1 ? t('há {n} minuto', { n }) : t('há {n} minutos', { n });
  }
  if (ms < DAY) {
    const n = Math.floor(ms / HOUR);
    return n === 1 ? t('há {n} hora', { n }) : t('há {n} horas', { n });
  }
  if (ms < 7 * DAY) {
    const n = Math.floor(ms / DAY);
    return n === 1 ? t('há {n} dia', { n }) : t('há {n} dias', { n });
  }
  return formatDateTime(iso);
}
