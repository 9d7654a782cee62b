import { describe, expect, it } from 'vitest';
import { addCalendarMonths, extensionBase } from './subscriptions.service.js';

// The in-force rule itself is tested where it lives: src/contract/membership.test.ts.

const now = new Date('2025-06-15T12:00:00Z');

describe('addCalendarMonths (UTC, end of month clamped)', () => {
  it.each([
    ['2025-01-15T10:30:00.000Z', 1, '2025-02-15T10:30:00.000Z'],
    ['2025-01-31T23:00:00.000Z', 1, '2025-02-28T23:00:00.000Z'],
    ['2024-01-31T08:00:00.000Z', 1, '2024-02-29T08:00:00.000Z'],
    ['2025-03-31T00:00:00.000Z', 1, '2025-04-30T00:00:00.000Z'],
    ['2025-12-20T05:06:07.089Z', 1, '2026-01-20T05:06:07.089Z'],
    ['2025-02-28T12:00:00.000Z', 12, '2026-02-28T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2025-02-28T12:00:00.000Z'],
  ])('%s + %i month(s) = %s', (from, months, expected) => {
    expect(addCalendarMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('extensionBase', () => {
  it('extends from the current end while in force, otherwise from now', () => {
    const end = new Date(now.getTime() + 10 * 86_400_000);
    expect(extensionBase({ subscriptionStatus: 'active', subscriptionEnd: end }, now)).toBe(end);
    expect(extensionBase({ subscriptionStatus: 'active', subscriptionEnd: new Date(now.getTime() - 1) }, now)).toBe(
      now,
    );
    expect(extensionBase({ subscriptionStatus: 'inactive', subscriptionEnd: end }, now)).toBe(now);
  });
});
