import { formatDateTime } from '../lib/dates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (n: number, one: string, many: string) => `há ${n} ${n === 1 ? one : many}`;

/** Spec section 9: under 1 minute 'Agora mesmo', then minutes, hours, days (under 7), else the full date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const ms = Math.max(0, now - Date.parse(iso));
  if (ms < MINUTE) return 'Agora mesmo';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minuto', 'minutos');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hora', 'horas');
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), 'dia', 'dias');
  return formatDateTime(iso);
}
