// Dates with the names of days and months, in Dublin (lib/format.ts says why not Intl). A module
// of its own: only the event pages and the landing's previews (lazy chunks) need the names.
import { dublinClock, pad2 } from './dates.js';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** 'sábado, 05 de dezembro' in Dublin (Intl's weekday long, day 2-digit, month long). */
export const formatWeekdayDayMonth = (d: Date) => {
  const c = dublinClock(d);
  return `${WEEKDAYS[c.weekday] ?? ''}, ${pad2(c.day)} de ${MONTHS[c.month] ?? ''}`;
};

/** 'sáb., 05 de dez., 19:30' in Dublin (Intl's weekday short, day 2-digit, month short, time). */
export const formatShortDateTime = (d: Date) => {
  const c = dublinClock(d);
  return `${WEEKDAYS[c.weekday]?.slice(0, 3) ?? ''}., ${pad2(c.day)} de ${MONTHS[c.month]?.slice(0, 3) ?? ''}., ${pad2(c.hour)}:${pad2(c.minute)}`;
};
