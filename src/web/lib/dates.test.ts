// Dates as a rider in Dublin reads them (lib/dates.ts, lib/date-names.ts): the rules spelled out
// with examples, beside format.test.ts's comparison with Intl over thousands of instants.
import { describe, expect, it, vi } from 'vitest';
import { formatShortDateTime, formatWeekdayDayMonth } from './date-names.js';
import { dublinClock, formatDate, formatDateTime, formatTime, pad2 } from './dates.js';

const at = (iso: string) => new Date(iso);

describe("Dublin's clock", () => {
  it('is UTC in winter and UTC+1 in summer', () => {
    expect(formatTime(at('2026-01-15T12:00:00Z'))).toBe('12:00');
    expect(formatTime(at('2026-07-15T12:00:00Z'))).toBe('13:00');
  });

  it("goes forward at 01:00 UTC on March's last Sunday (29 March 2026): 00:59 then 02:00", () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 00:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 02:00');
    // The Sunday before is not the last one.
    expect(formatDateTime('2026-03-22T01:00:00Z')).toBe('22/03/2026 01:00');
  });

  it("goes back at 01:00 UTC on October's last Sunday (25 October 2026): 01:59 then 01:00 again", () => {
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25/10/2026 01:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25/10/2026 01:00');
  });

  it('moves the day, month and year across midnight in summer', () => {
    expect(dublinClock(at('2026-06-30T23:30:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 1,
      weekday: 3,
      hour: 0,
      minute: 30,
    });
    // New Year's Eve is winter: no hour added.
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('31/12/2026 23:30');
  });
});

describe('formatDate and formatDateTime', () => {
  it('take an ISO text, a timestamp or a Date', () => {
    const t = Date.UTC(2026, 4, 9, 8, 5);
    expect(formatDate(t)).toBe('09/05/2026');
    expect(formatDate(new Date(t))).toBe('09/05/2026');
    expect(formatDate('2026-05-09T08:05:00Z')).toBe('09/05/2026');
    expect(formatDateTime(t)).toBe('09/05/2026 09:05');
  });

  it("say 'Data inválida' for anything that is not a date (spec section 8)", () => {
    for (const bad of ['', 'amanhã', '2026-13-45', Number.NaN]) {
      expect(formatDate(bad)).toBe('Data inválida');
      expect(formatDateTime(bad)).toBe('Data inválida');
    }
  });

  it('pad single digits to two', () => {
    expect([pad2(0), pad2(7), pad2(10), pad2(59)]).toEqual(['00', '07', '10', '59']);
  });
});

describe('dates with names (events and previews)', () => {
  it('name the weekday and month in pt-BR, lower case, in Dublin time', () => {
    expect(formatWeekdayDayMonth(at('2026-12-05T18:30:00Z'))).toBe('sábado, 05 de dezembro');
    expect(formatWeekdayDayMonth(at('2026-03-02T10:00:00Z'))).toBe('segunda-feira, 02 de março');
    // 23:30 UTC on Saturday 4 July is already Sunday the 5th in Dublin.
    expect(formatWeekdayDayMonth(at('2026-07-04T23:30:00Z'))).toBe('domingo, 05 de julho');
  });

  it('shorten both to three letters and a dot, with the time', () => {
    expect(formatShortDateTime(at('2026-12-05T18:30:00Z'))).toBe('sáb., 05 de dez., 18:30');
    expect(formatShortDateTime(at('2026-08-19T18:30:00Z'))).toBe('qua., 19 de ago., 19:30');
    expect(formatShortDateTime(at('2026-02-03T09:05:00Z'))).toBe('ter., 03 de fev., 09:05');
  });
});

// Issue 36: en (as Intl's en-IE) and es (es-ES) write the numeric dates as pt-BR does, and the names
// in their own words (format.test.ts compares every language with Intl).
describe.each([
  ['en', 'Saturday, 05 December', 'Sat, 05 Dec, 19:30'],
  ['es', 'sábado, 05 de diciembre', 'sáb, 05 dic, 19:30'],
] as const)('in %s', (lang, long, short) => {
  it('dd/mm/yyyy, hh:mm in Dublin, and the names of days and months', async () => {
    vi.stubEnv('VITE_APP_LANG', lang);
    vi.resetModules();
    try {
      const dates = await import('./dates.js');
      const names = await import('./date-names.js');
      const d = at('2026-12-05T19:30:00Z');
      expect(dates.formatDate(d)).toBe('05/12/2026');
      expect(dates.formatDateTime(d)).toBe('05/12/2026 19:30');
      expect(names.formatWeekdayDayMonth(d)).toBe(long);
      expect(names.formatShortDateTime(d)).toBe(short);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
