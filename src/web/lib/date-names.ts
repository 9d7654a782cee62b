// Dates with the names of days and months, in Dublin (lib/format.ts says why not Intl), in the build's
// language: pt-BR, en as Intl's en-IE, es as Intl's es-ES (APP_LANG is a constant of each build: the
// minifier keeps one language's names). A module of its own: only the event pages and the landing's
// previews (lazy chunks) need the names.
import { APP_LANG } from '../../contract/i18n.js';
import { dublinClock, pad2 } from './dates.js';

// i18n: written per language (one table per APP_LANG; the build keeps one).
const MONTHS =
  APP_LANG === 'en'
    ? [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ]
    : APP_LANG === 'es'
      ? [
          'enero',
          'febrero',
          'marzo',
          'abril',
          'mayo',
          'junio',
          'julio',
          'agosto',
          'septiembre',
          'octubre',
          'noviembre',
          'diciembre',
        ]
      : [
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
// i18n: written per language.
const WEEKDAYS =
  APP_LANG === 'en'
    ? ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    : APP_LANG === 'es'
      ? ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']
      : ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** 'sábado, 05 de dezembro' in Dublin (Intl's weekday long, day 2-digit, month long; en 'Saturday, 05 December'). */
export const formatWeekdayDayMonth = (d: Date) => {
  const c = dublinClock(d);
  return `${WEEKDAYS[c.weekday] ?? ''}, ${pad2(c.day)}${APP_LANG === 'en' ? '' : ' de'} ${MONTHS[c.month] ?? ''}`;
};

/**
 * 'sáb., 05 de dez., 19:30' in Dublin (Intl's weekday short, day 2-digit, month short, time); en
 * 'Sat, 05 Dec, 19:30', es 'sáb, 05 dic, 19:30' (September: 'Sept', 'sept').
 */
export const formatShortDateTime = (d: Date) => {
  const c = dublinClock(d);
  const time = `${pad2(c.hour)}:${pad2(c.minute)}`;
  if (APP_LANG === 'pt-BR')
    return `${WEEKDAYS[c.weekday]?.slice(0, 3) ?? ''}., ${pad2(c.day)} de ${MONTHS[c.month]?.slice(0, 3) ?? ''}., ${time}`;
  return `${WEEKDAYS[c.weekday]?.slice(0, 3) ?? ''}, ${pad2(c.day)} ${MONTHS[c.month]?.slice(0, c.month === 8 ? 4 : 3) ?? ''}, ${time}`;
};
