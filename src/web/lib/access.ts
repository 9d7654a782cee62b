import { hasMemberAccess, isMembershipInForce } from '../../contract/membership.js';
import type { CurrentUser } from '../../contract/users.js';

/** What the signed-in user may reach, from the contract's paywall rule (the server applies the same). */
export interface Access {
  /** A subscription in force: the payments section, the messages and events shortcuts. */
  isSubscribed: boolean;
  /** Subscriber, admin or super admin: create listings and rentals, contact, reply, join, check contacts. */
  hasMemberAccess: boolean;
  isAdmin: boolean;
}

export function accessOf(user: CurrentUser | null, now: Date = new Date()): Access {
  if (!user) return { isSubscribed: false, hasMemberAccess: false, isAdmin: false };
  return {
    isSubscribed: isMembershipInForce(user, now),
    hasMemberAccess: hasMemberAccess(user, now),
    isAdmin: user.isAdmin,
  };
}
