import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime (spec section 9)', () => {
  it('reads like the spec at every step', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Agora mesmo');
    expect(relativeTime(ago(60_000), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('há 59 minutos');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('há 3 horas');
    expect(relativeTime(ago(86_400_000), now)).toBe('há 1 dia');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('há 6 dias');
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe('02/03/2026 12:00');
  });
});

describe('relativeTime at its edges', () => {
  it('moves to the next unit exactly on the boundary, never early', () => {
    expect(relativeTime(ago(59_999), now)).toBe('Agora mesmo');
    expect(relativeTime(ago(60 * 60_000 - 1), now)).toBe('há 59 minutos');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('há 1 hora');
    expect(relativeTime(ago(24 * 3_600_000 - 1), now)).toBe('há 23 horas');
    expect(relativeTime(ago(7 * 86_400_000 - 1), now)).toBe('há 6 dias');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('03/03/2026 12:00');
  });

  it('is singular for one only: 1 minuto, 2 minutos, 1 hora, 2 horas, 1 dia, 2 dias', () => {
    expect(relativeTime(ago(2 * 60_000), now)).toBe('há 2 minutos');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('há 2 horas');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('há 2 dias');
    expect(relativeTime(ago(3_600_000 + 59 * 60_000), now)).toBe('há 1 hora');
  });

  it("reads a time ahead of the phone's clock as now, and a bad value as the spec's invalid date", () => {
    expect(relativeTime(ago(-5 * 60_000), now)).toBe('Agora mesmo');
    expect(relativeTime('ontem', now)).toBe('Data inválida');
  });

  it('shows an old report in Dublin time', () => {
    expect(relativeTime('2025-08-01T22:15:00Z', now)).toBe('01/08/2025 23:15');
  });
});
