import { describe, expect, it } from 'vitest';
import { weeklyPriceText } from '../account-rentals/rental-format.js';
import { euros } from '../subscriptions/api/get-offer.js';
import { formatShortDateTime, formatWeekdayDayMonth } from './date-names.js';
import { formatDate, formatDateTime, formatTime } from './dates.js';
import { firstName, formatEuro, formatEuroCents, formatNumber, initials } from './format.js';

// Issue 16: '35.50' showed as '€ 36'. Whole euros without decimals, anything else with two.
const nb = (s: string) => s.replace(/\s/g, ' ');

describe('prices', () => {
  it('whole euros without decimals, other amounts with two, never rounded', () => {
    expect(nb(formatEuro('36'))).toBe('€ 36');
    expect(nb(formatEuro('36.00'))).toBe('€ 36');
    expect(nb(formatEuro('35.50'))).toBe('€ 35,50');
    expect(nb(formatEuro('35.5'))).toBe('€ 35,50');
    expect(nb(formatEuro(0.99))).toBe('€ 0,99');
    expect(nb(formatEuro('1250'))).toBe('€ 1.250');
    expect(formatEuro(null)).toBe('');
    expect(formatEuro('abc')).toBe('');
  });

  it('the same rule for rentals and the membership', () => {
    expect(nb(weeklyPriceText('150.00'))).toBe('€ 150/semana');
    expect(nb(weeklyPriceText('187.35'))).toBe('€ 187,35/semana');
    expect(nb(weeklyPriceText('99.5'))).toBe('€ 99,50/semana');
    expect(nb(euros(299))).toBe('€ 2,99');
    expect(nb(euros(500))).toBe('€ 5');
  });
});

// Decision 010, fifth pass: the formatters are written by hand (no Intl on a page's first load).
// They must print what Intl prints, character for character.
describe('the same text as Intl, without Intl', () => {
  const intl = {
    euro0: new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
    euro2: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' }),
    number: new Intl.NumberFormat('pt-BR'),
    number1: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    date: new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Dublin',
    }),
    dateTime: new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Dublin',
    }),
    time: new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Dublin' }),
    long: new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: '2-digit',
      month: 'long',
      timeZone: 'Europe/Dublin',
    }),
    short: new Intl.DateTimeFormat('pt-BR', {
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Dublin',
    }),
  };
  // A fixed pseudo-random sequence: the same values on every run.
  let seed = 17;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('numbers and euros: halves, thousands, negatives, tiny values', () => {
    const values = [
      0, -0, 1, 36, 0.5, 0.99, 1.005, 2.675, 0.125, 0.0005, 999.995, 1234, 1234.5, 1e6, 12_345_678.9, -5, -1234.56,
      -0.001, 1e-7, 999_999_999_999.995,
    ];
    for (let i = 0; i < 5000; i++) {
      const scale = 10 ** Math.floor(random() * 8);
      values.push(
        Math.round(random() * scale * 1000) / 1000,
        Math.round(random() * scale * 200) / 200 + 0.005,
        -random() * scale,
      );
    }
    for (const n of values) {
      expect([n, formatEuro(n)]).toEqual([
        n,
        Math.round(n * 100) % 100 === 0 ? intl.euro0.format(n) : intl.euro2.format(n),
      ]);
      expect([n, formatEuroCents(n)]).toEqual([n, intl.euro2.format(n)]);
      expect([n, formatNumber(n)]).toEqual([n, intl.number.format(n)]);
      expect([n, formatNumber(n, 1, 1)]).toEqual([n, intl.number1.format(n)]);
    }
  });

  it('dates in Dublin: every hour of 2026, each clock change 1996–2040 to the minute, random instants', () => {
    const instants: Date[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000)
      instants.push(new Date(t + 37 * 60_000));
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        for (let day = 24; day <= 31; day++) {
          for (const minutes of [-61, -60, -1, 0, 1, 59, 60, 61])
            instants.push(new Date(Date.UTC(year, month, day, 1, minutes)));
        }
      }
      instants.push(new Date(Date.UTC(year, 11, 31, 23, 59)), new Date(Date.UTC(year, 0, 1, 0, 0)));
    }
    for (let i = 0; i < 5000; i++) instants.push(new Date(Date.UTC(1996, 0, 1) + random() * 45 * 365 * 86_400_000));
    for (const d of instants) {
      const iso = d.toISOString();
      expect([iso, formatDate(d)]).toEqual([iso, intl.date.format(d)]);
      expect([iso, formatDateTime(iso)]).toEqual([iso, intl.dateTime.format(d).replace(',', '')]);
      expect([iso, formatTime(d)]).toEqual([iso, intl.time.format(d)]);
      expect([iso, formatWeekdayDayMonth(d)]).toEqual([iso, intl.long.format(d)]);
      expect([iso, formatShortDateTime(d)]).toEqual([iso, intl.short.format(d)]);
    }
  });

  it('what a rider sees for a date-only value and for bad input', () => {
    expect(formatDate('2026-07-05')).toBe('05/07/2026');
    expect(formatDateTime('2026-07-05T23:30:00Z')).toBe('06/07/2026 00:30');
    expect(formatDateTime('2026-12-05T23:30:00Z')).toBe('05/12/2026 23:30');
    expect(formatDate('ontem')).toBe('Data inválida');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('numbers, euros and names as a rider reads them', () => {
  it('numbers: a dot between thousands, a decimal comma, up to three decimals, rounded half up', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.3456)).toBe('12,346');
    expect(formatNumber(0.12349)).toBe('0,123');
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatNumber(1.0005)).toBe('1,001');
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(4, 1, 1)).toBe('4,0');
    expect(formatNumber(4.26, 1, 1)).toBe('4,3');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('euros: the sign before the symbol, a non-breaking space after it', () => {
    expect(formatEuro(-12)).toBe('-€\u00a012');
    expect(formatEuro('0')).toBe('€\u00a00');
    expect(formatEuro(1234.5)).toBe('€\u00a01.234,50');
  });

  it('euros: cents that round to a whole euro lose their decimals, others keep two', () => {
    expect(nb(formatEuro(35.999))).toBe('€ 36');
    expect(nb(formatEuro(35.499))).toBe('€ 35,50');
    expect(nb(formatEuro('  42.10 '))).toBe('€ 42,10');
    expect(formatEuro(undefined)).toBe('');
    expect(formatEuro('')).toBe('');
  });

  it('exact amounts (the membership price): always two decimals', () => {
    expect(nb(formatEuroCents(36))).toBe('€ 36,00');
    expect(nb(formatEuroCents('2.9'))).toBe('€ 2,90');
    expect(formatEuroCents('grátis')).toBe('');
  });

  it('a first name: the given one, else the first word of the display name, else Membro', () => {
    expect(firstName({ firstName: 'Ana', displayName: 'Aninha Entregas' })).toBe('Ana');
    expect(firstName({ firstName: '', displayName: 'Bruno Costa' })).toBe('Bruno');
    expect(firstName({ firstName: '', displayName: null })).toBe('Membro');
    expect(firstName({ firstName: '', displayName: '' })).toBe('Membro');
  });

  it('initials: first letters of first and last name, upper case, whatever is there', () => {
    expect(initials({ firstName: 'ana', lastName: 'souza' })).toBe('AS');
    expect(initials({ firstName: 'Érica', lastName: '' })).toBe('É');
    expect(initials({ firstName: '', lastName: '' })).toBe('');
  });
});
