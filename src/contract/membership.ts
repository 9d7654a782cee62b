// The paywall rule, written once for the server (SessionUser, Date) and the web (CurrentUser, ISO
// string). Zod-free: the web's first pages import it through useUser.
// The same rule for the database is `subscriptionInForce` (src/server/subscriptions/subscriptions.sql.ts).

/** What the rule reads: the subscription's status and end (a Date on the server, an ISO string in the API). */
export interface MembershipState {
  subscriptionStatus: string;
  subscriptionEnd: Date | string | null;
}

export interface MemberRoles {
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** A subscription is in force while its status is 'active' and its end is null (open-ended) or in the future. */
export function isMembershipInForce(user: MembershipState, now: Date = new Date()): boolean {
  if (user.subscriptionStatus !== 'active') return false;
  const end = user.subscriptionEnd;
  if (end === null) return true;
  return (typeof end === 'string' ? Date.parse(end) : end.getTime()) > now.getTime();
}

/**
 * Spec: an active subscription unlocks the member features (contacting sellers and owners, creating
 * listings and rentals, messages, events, community alerts); admins and super admins are exempt.
 */
export function hasMemberAccess(user: MembershipState & MemberRoles, now?: Date): boolean {
  return isStaff(user) || isMembershipInForce(user, now);
}

/**
 * Staff (admins and super admins) run the site and need no membership: the member home shows them
 * no subscription prompt and locks nothing (issue 28).
 */
export function isStaff(user: MemberRoles): boolean {
  return user.isAdmin || user.isSuperAdmin;
}
