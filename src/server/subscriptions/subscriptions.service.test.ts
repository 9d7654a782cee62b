import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  canUseMemberFeatures,
  extensionBase,
  isSubscriptionActive,
} from './subscriptions.service.js';

const now = new Date('2025-06-15T12:00:00Z');

describe('isSubscriptionActive', () => {
  it.each([
    ['active, open-ended', 'active', null, true],
    ['active, ends in a minute', 'active', new Date(now.getTime() + 60_000), true],
    ['active, ended a minute ago', 'active', new Date(now.getTime() - 60_000), false],
    ['active, ends exactly now', 'active', now, false],
    ['inactive with a future end', 'inactive', new Date(now.getTime() + 86_400_000), false],
    ['canceled', 'canceled', null, false],
  ])('%s → %s', (_case, subscriptionStatus, subscriptionEnd, expected) => {
    expect(isSubscriptionActive({ subscriptionStatus, subscriptionEnd }, now)).toBe(expected);
  });

  it('admins use member features without a subscription; an ended one does not count', () => {
    const ended = { subscriptionStatus: 'active', subscriptionEnd: new Date(now.getTime() - 1) };
    expect(canUseMemberFeatures({ ...ended, isAdmin: false }, now)).toBe(false);
    expect(canUseMemberFeatures({ ...ended, isAdmin: true }, now)).toBe(true);
  });
});

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
