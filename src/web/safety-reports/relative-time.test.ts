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
