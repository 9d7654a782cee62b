// When a member in force is offered 'Renovar' (issue 28). Its own module, not membership.ts: that one
// is in every page's first load (useUser), this only on the member home and its payments section.
import { isMembershipInForce, type MembershipState } from './membership.js';

/** Days left of a membership in force with an end (null when open-ended or not in force). */
export function membershipDaysLeft(user: MembershipState, now: Date = new Date()): number | null {
  if (!isMembershipInForce(user, now) || user.subscriptionEnd === null) return null;
  const end =
    typeof user.subscriptionEnd === 'string' ? Date.parse(user.subscriptionEnd) : user.subscriptionEnd.getTime();
  return Math.ceil((end - now.getTime()) / 86_400_000);
}

/** Issue 28: within this many days of its end a membership in force is offered 'Renovar'; before, nothing. */
export const RENEW_WINDOW_DAYS = 7;
