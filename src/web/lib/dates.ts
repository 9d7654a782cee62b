import { t } from '../../contract/i18n.js';
// Dates in Dublin time, written out by hand instead of with Intl: lib/format.ts says why. A module
// of its own so the main chunk (which shows no date) does not carry them; the names of days and
// months are in lib/date-names.ts (events and the landing's previews only).

export const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 01:00 UTC on the last Sunday of a month: when Dublin's clocks change (EU rule, since 1996). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/** The wall clock in Dublin at an instant: UTC+1 from the last Sunday of March to that of October. */
export function dublinClock(d: Date) {
  const t = d.getTime();
  const year = d.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  const local = new Date(summer ? t + 3_600_000 : t);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/mm/aaaa in Dublin; 'Data inválida' when the value is not a date (spec section 8). */
export function formatDate(value: string | number | Date): string {
  const d = toDate(value);
  if (!d) return t('Data inválida');
  const c = dublinClock(d);
  return `${pad2(c.day)}/${pad2(c.month + 1)}/${c.year}`;
}

/** dd/mm/aaaa hh:mm in Dublin. */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  if (!d) return t('Data inválida');
  const c = dublinClock(d);
  return `${pad2(c.day)}/${pad2(c.month + 1)}/${c.year} ${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** hh:mm in Dublin. */
export const formatTime = (d: Date) => {
  const c = dublinClock(d);
  return `${pad2(c.hour)}:${pad2(c.minute)}`;
};
