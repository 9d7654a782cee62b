import { describe, expect, it } from 'vitest';
import { formatEventDate, toLocalInput } from './event-date.js';

describe("an event's date", () => {
  it('reads as a capitalised weekday, day and month, and the time, in Dublin', () => {
    expect(formatEventDate('2026-12-05T19:30:00Z')).toEqual({ day: 'Sábado, 05 de dezembro', time: '19:30' });
    expect(formatEventDate('2026-07-14T18:30:00Z')).toEqual({ day: 'Terça-feira, 14 de julho', time: '19:30' });
  });

  it("says 'Data inválida' and no time for a bad value", () => {
    expect(formatEventDate('em breve')).toEqual({ day: 'Data inválida', time: '' });
  });

  it("fills the form's date field in the browser's own zone, to the minute, and reads back the same instant", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Europe/Dublin';
      expect(toLocalInput('2026-07-14T18:30:00Z')).toBe('2026-07-14T19:30');
      expect(toLocalInput('2026-01-05T08:05:59Z')).toBe('2026-01-05T08:05');
      process.env.TZ = 'America/Sao_Paulo';
      expect(toLocalInput('2026-01-01T01:00:00Z')).toBe('2025-12-31T22:00');
      for (const tz of ['Europe/Dublin', 'America/Sao_Paulo', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        for (const iso of ['2026-03-29T00:30:00Z', '2026-07-14T18:30:45Z', '2026-12-31T23:59:00Z']) {
          // A datetime-local value without a zone is read in the browser's zone, as the form sends it.
          expect([tz, new Date(toLocalInput(iso)).getTime()]).toEqual([
            tz,
            Math.floor(Date.parse(iso) / 60_000) * 60_000,
          ]);
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
