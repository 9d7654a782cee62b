import { t } from '../../contract/i18n.js';
import { formatWeekdayDayMonth } from '../lib/date-names.js';
import { formatTime } from '../lib/dates.js';

/** "sábado, 14 de dezembro · 19:30" in Dublin time; 'Data inválida' for a bad value. */
export function formatEventDate(iso: string): { day: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { day: t('Data inválida'), time: '' };
  const day = formatWeekdayDayMonth(d);
  return { day: day.charAt(0).toUpperCase() + day.slice(1), time: formatTime(d) };
}

/** The value of an <input type="datetime-local"> for an ISO instant, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
