import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Issue 36 (decision 058): the English and Spanish builds print what Intl's en-IE and es-ES print.
// APP_LANG is a constant of each build, so each language is the module loaded again under its own
// VITE_APP_LANG.
describe.each([
  ['en', 'en-IE'],
  ['es', 'es-ES'],
] as const)('%s: the same text as Intl %s, without Intl', (lang, locale) => {
  let f: typeof import('./format.js');
  let names: typeof import('./date-names.js');
  let dates: typeof import('./dates.js');
  beforeAll(async () => {
    vi.stubEnv('VITE_APP_LANG', lang);
    vi.resetModules();
    [f, names, dates] = await Promise.all([import('./format.js'), import('./date-names.js'), import('./dates.js')]);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const tz = { timeZone: 'Europe/Dublin' } as const;
  const intl = {
    euro0: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
    euro2: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
    number: new Intl.NumberFormat(locale),
    number1: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    date: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', ...tz }),
    dateTime: new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...tz,
    }),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...tz }),
    long: new Intl.DateTimeFormat(locale, { weekday: 'long', day: '2-digit', month: 'long', ...tz }),
    short: new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      ...tz,
    }),
  };
  let seed = 29;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('numbers and euros', () => {
    const values = [
      0, -0, 1, 36, 0.5, 0.99, 1.005, 2.675, 999.995, 1234, 1234.5, 9999.995, 12_345, 1e6, -5, -1234.56, 1e-7,
    ];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(random() * 8);
      values.push(
        Math.round(random() * scale * 1000) / 1000,
        Math.round(random() * scale * 200) / 200 + 0.005,
        -random() * scale,
      );
    }
    for (const n of values) {
      expect([n, f.formatEuro(n)]).toEqual([
        n,
        Math.round(n * 100) % 100 === 0 ? intl.euro0.format(n) : intl.euro2.format(n),
      ]);
      expect([n, f.formatEuroCents(n)]).toEqual([n, intl.euro2.format(n)]);
      expect([n, f.formatNumber(n)]).toEqual([n, intl.number.format(n)]);
      expect([n, f.formatNumber(n, 1, 1)]).toEqual([n, intl.number1.format(n)]);
    }
  });

  it('dates in Dublin: every hour of 2026, each clock change to 2040, random instants', () => {
    const instants: Date[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000)
      instants.push(new Date(t + 37 * 60_000));
    for (let year = 1996; year <= 2040; year++)
      for (const month of [2, 9])
        for (let day = 24; day <= 31; day++)
          for (const minutes of [-61, -1, 0, 60]) instants.push(new Date(Date.UTC(year, month, day, 1, minutes)));
    for (let i = 0; i < 3000; i++) instants.push(new Date(Date.UTC(1996, 0, 1) + random() * 45 * 365 * 86_400_000));
    for (const d of instants) {
      const iso = d.toISOString();
      expect([iso, dates.formatDate(d)]).toEqual([iso, intl.date.format(d)]);
      expect([iso, dates.formatDateTime(iso)]).toEqual([iso, intl.dateTime.format(d).replace(',', '')]);
      expect([iso, dates.formatTime(d)]).toEqual([iso, intl.time.format(d)]);
      expect([iso, names.formatWeekdayDayMonth(d)]).toEqual([iso, intl.long.format(d)]);
      expect([iso, names.formatShortDateTime(d)]).toEqual([iso, intl.short.format(d)]);
    }
  });

  it('what a rider reads', () => {
    const nb = (s: string) => s.replace(/\u00a0/g, ' ');
    const sept = new Date('2026-09-05T18:30:00Z');
    if (lang === 'en') {
      expect(f.formatEuro(12.5)).toBe('€12.50');
      expect(f.formatEuro(-1234)).toBe('-€1,234');
      expect(f.formatNumber(1234.5)).toBe('1,234.5');
      expect(names.formatWeekdayDayMonth(sept)).toBe('Saturday, 05 September');
      expect(names.formatShortDateTime(sept)).toBe('Sat, 05 Sept, 19:30');
    } else {
      expect(nb(f.formatEuro(12.5))).toBe('12,50 €');
      expect(nb(f.formatEuro(1234))).toBe('1234 €');
      expect(f.formatNumber(12_345.5)).toBe('12.345,5');
      expect(names.formatWeekdayDayMonth(sept)).toBe('sábado, 05 de septiembre');
      expect(names.formatShortDateTime(sept)).toBe('sáb, 05 sept, 19:30');
    }
  });
});
