import { APP_LANG, t } from '../../contract/i18n.js';

// Numbers and euros in the build's language (pt-BR, en as Intl's en-IE, es as Intl's es-ES), written
// out by hand instead of with Intl (dates: lib/dates.ts; decision 010, fifth pass). The first Intl
// formatter a page makes loads ICU's locale data: 15–33 ms of the main thread in desktop Chromium
// here (60–130 ms in Lighthouse's 4× slower phone), before the first paint of every page (this module
// is in the main chunk). The output is Intl's, character for character: format.test.ts compares both
// over thousands of values and every Dublin clock change to 2040, in each language. APP_LANG is a
// constant of each build (decision 058): the minifier keeps only that language's branch.

const NBSP = '\u00a0';

/**
 * The integer and fraction digits of |n| (below 1e15) rounded half up to `max` decimals from its
 * shortest decimal form, as Intl rounds (1.005 → 1,01, where toFixed gives 1.00).
 */
function digits(abs: number, max: number): [string, string] {
  const [int = '0', frac = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let kept = int + frac.slice(0, max).padEnd(max, '0');
  if (frac.charCodeAt(max) >= 53 /* '5' */) kept = String(Number(kept) + 1).padStart(kept.length, '0');
  return [kept.slice(0, kept.length - max), kept.slice(kept.length - max)];
}

/**
 * 1.234,5 (pt-BR grouping and decimal comma; en: 1,234.5; es: 1234,5 and 12.345,5, grouped from five
 * digits), with `min`–`max` decimals (Intl's defaults 0–3).
 */
export function formatNumber(n: number, min = 0, max = 3): string {
  if (!Number.isFinite(n)) return '';
  const [int, raw] = digits(Math.abs(n), max);
  let frac = raw;
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  // es-ES groups from five digits: 1234, 12.345.
  const grouped =
    APP_LANG === 'es' && int.length < 5 ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, APP_LANG === 'en' ? ',' : '.');
  return `${sign}${grouped}${frac ? `${APP_LANG === 'en' ? '.' : ','}${frac}` : ''}`;
}

/** pt-BR '€ 1.234,50' and '-€ 5,00'; en '€1,234.50' and '-€5.00'; es '1234,50 €' and '-5,00 €'. */
function euro(n: number, decimals: number): string {
  const text = formatNumber(n, decimals, decimals);
  if (APP_LANG === 'es') return `${text}${NBSP}€`;
  if (APP_LANG === 'en') return text.startsWith('-') ? `-€${text.slice(1)}` : `€${text}`;
  return text.startsWith('-') ? `-€${NBSP}${text.slice(1)}` : `€${NBSP}${text}`;
}

/**
 * Every price a rider sees (listings, rentals, membership): whole euros without decimals ('€ 36'),
 * any other amount with two ('€ 35,50'; en '€35.50', es '35,50 €'). Issue 16: the spec's 0 decimals rounded buyers' money.
 */
export function formatEuro(value: string | number | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (n == null || !Number.isFinite(n)) return '';
  return euro(n, Math.round(n * 100) % 100 === 0 ? 0 : 2);
}

/** Subscription price and other exact amounts: 2 decimals. */
export function formatEuroCents(value: string | number): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return Number.isFinite(n) ? euro(n, 2) : '';
}

export function firstName(user: { firstName: string; displayName: string | null }): string {
  return user.firstName || user.displayName?.split(' ')[0] || t('Membro');
}

export function initials(user: { firstName: string; lastName: string }): string {
  return `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
}
