import { describe, expect, it } from 'vitest';
import { bellLabel } from './notification-bell.js';
import { timeAgo } from './time-ago.js';

describe('timeAgo', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms).toISOString(), now);
  it.each([
    [10_000, 'agora'],
    [5 * 60_000, 'há 5 min'],
    [3 * 3_600_000, 'há 3 h'],
    [30 * 3_600_000, 'ontem'],
  ])('%i ms ago reads %s', (ms, text) => expect(ago(ms)).toBe(text));
  it('gives the Dublin date after two days', () => expect(ago(5 * 86_400_000)).toBe('21/11/2026'));
});

describe('bellLabel', () => {
  it('names the bell and its unread count, singular for one', () => {
    expect(bellLabel(0)).toBe('Notificações');
    expect(bellLabel(1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(7)).toBe('Notificações, 7 não lidas');
  });
});
