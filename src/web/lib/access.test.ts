import { describe, expect, it } from 'vitest';
import { accessOf } from './access.js';
import { AS } from './render-as.js';

describe('accessOf (the contract rule, as useUser returns it)', () => {
  it.each([
    ['visitor', { isSubscribed: false, hasMemberAccess: false, isAdmin: false }],
    ['member', { isSubscribed: false, hasMemberAccess: false, isAdmin: false }],
    ['subscriber', { isSubscribed: true, hasMemberAccess: true, isAdmin: false }],
    // 'active' in a cached answer no longer counts once the end has passed.
    ['expired', { isSubscribed: false, hasMemberAccess: false, isAdmin: false }],
    ['admin', { isSubscribed: false, hasMemberAccess: true, isAdmin: true }],
    ['superAdmin', { isSubscribed: false, hasMemberAccess: true, isAdmin: true }],
  ] as const)('%s', (role, expected) => {
    expect(accessOf(AS[role])).toEqual(expected);
  });

  it('a subscription counts until its end, not after', () => {
    const end = new Date('2026-03-01T10:00:00.000Z');
    const user = { ...AS.subscriber, subscriptionEnd: end.toISOString() };
    expect(accessOf(user, new Date(end.getTime() - 1)).isSubscribed).toBe(true);
    expect(accessOf(user, end).isSubscribed).toBe(false);
  });
});
