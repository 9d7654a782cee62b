import { describe, expect, it } from 'vitest';
import { hasMemberAccess, isMembershipInForce } from './membership.js';

const now = new Date('2025-06-15T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const member = { isAdmin: false, isSuperAdmin: false };

describe('isMembershipInForce', () => {
  it.each([
    ['active, open-ended', 'active', null, true],
    ['active, ends in a millisecond', 'active', at(1), true],
    ['active, ends exactly now', 'active', now, false],
    ['active, ended a millisecond ago', 'active', at(-1), false],
    ['inactive with a future end', 'inactive', at(86_400_000), false],
    ['inactive, open-ended', 'inactive', null, false],
    ['canceled', 'canceled', null, false],
  ])('%s → %s', (_case, subscriptionStatus, subscriptionEnd, expected) => {
    expect(isMembershipInForce({ subscriptionStatus, subscriptionEnd }, now)).toBe(expected);
  });

  it('reads the API form (an ISO string) the same as a Date, at the boundary too', () => {
    const iso = (d: Date) => d.toISOString();
    expect(isMembershipInForce({ subscriptionStatus: 'active', subscriptionEnd: iso(at(1)) }, now)).toBe(true);
    expect(isMembershipInForce({ subscriptionStatus: 'active', subscriptionEnd: iso(now) }, now)).toBe(false);
    expect(isMembershipInForce({ subscriptionStatus: 'active', subscriptionEnd: iso(at(-1)) }, now)).toBe(false);
  });

  it('defaults to the current time', () => {
    const soon = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 60_000);
    expect(isMembershipInForce({ subscriptionStatus: 'active', subscriptionEnd: soon })).toBe(true);
    expect(isMembershipInForce({ subscriptionStatus: 'active', subscriptionEnd: past })).toBe(false);
  });
});

describe('hasMemberAccess', () => {
  const none = { subscriptionStatus: 'inactive', subscriptionEnd: null };
  const expired = { subscriptionStatus: 'active', subscriptionEnd: at(-1) };
  const inForce = { subscriptionStatus: 'active', subscriptionEnd: at(1) };

  it('a subscriber in force has it; an expired or absent subscription does not', () => {
    expect(hasMemberAccess({ ...member, ...inForce }, now)).toBe(true);
    expect(hasMemberAccess({ ...member, ...expired }, now)).toBe(false);
    expect(hasMemberAccess({ ...member, ...none }, now)).toBe(false);
  });

  it('admins and super admins have it without a subscription', () => {
    expect(hasMemberAccess({ ...none, isAdmin: true, isSuperAdmin: false }, now)).toBe(true);
    expect(hasMemberAccess({ ...expired, isAdmin: true, isSuperAdmin: false }, now)).toBe(true);
    expect(hasMemberAccess({ ...none, isAdmin: false, isSuperAdmin: true }, now)).toBe(true);
    expect(hasMemberAccess({ ...none, isAdmin: true, isSuperAdmin: true }, now)).toBe(true);
  });
});
