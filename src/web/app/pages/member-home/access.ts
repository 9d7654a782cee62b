import { canCreateEvents } from '../../../../contract/event-access.js';
import { isStaff } from '../../../../contract/membership.js';
import { membershipDaysLeft, RENEW_WINDOW_DAYS } from '../../../../contract/membership-renewal.js';
import type { CurrentUser } from '../../../../contract/users.js';

/** What the member home offers, from the contract's one membership rule (issue 28). */
export interface MemberHomeAccess {
  /** A subscription in force. */
  isSubscribed: boolean;
  /** Subscriber or staff: listings, messages, contacts; nothing locked. */
  hasMemberAccess: boolean;
  /** Admin or super admin: no membership needed, so never asked to subscribe. */
  staff: boolean;
  /** May create events (the events service's rule). */
  canCreateEvents: boolean;
  /** In force and within RENEW_WINDOW_DAYS of its end: 'Renovar' instead of nothing. */
  renewDue: boolean;
}

export function memberHomeAccess(
  user: CurrentUser | null,
  base: { isSubscribed: boolean; hasMemberAccess: boolean },
  now: Date = new Date(),
): MemberHomeAccess {
  const days = user ? membershipDaysLeft(user, now) : null;
  return {
    ...base,
    staff: !!user && isStaff(user),
    canCreateEvents: !!user && canCreateEvents(user),
    renewDue: days !== null && days <= RENEW_WINDOW_DAYS,
  };
}
