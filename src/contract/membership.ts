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
 * Spec: only administrators create events (a super admin is an admin too: isAdmin is set with
 * isSuperAdmin). The events service refuses everyone else with it, and the web shows 'Criar evento'
 * only when it holds (issue 28: subscribers were sent to 'Acesso Restrito').
 */
export function canCreateEvents(user: Pick<MemberRoles, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/**
 * Staff (admins and super admins) run the site and need no membership: the member home shows them
 * no subscription prompt and locks nothing (issue 28).
 */
export function isStaff(user: MemberRoles): boolean {
  return user.isAdmin || user.isSuperAdmin;
}

/** Days left of a membership in force with an end (null when open-ended or not in force). */
export function membershipDaysLeft(user: MembershipState, now: Date = new Date()): number | null {
  if (!isMembershipInForce(user, now) || user.subscriptionEnd === null) return null;
  const end =
    typeof user.subscriptionEnd === 'string' ? Date.parse(user.subscriptionEnd) : user.subscriptionEnd.getTime();
  return Math.ceil((end - now.getTime()) / 86_400_000);
}

/** Issue 28: within this many days of its end a membership in force is offered 'Renovar'; before, nothing. */
export const RENEW_WINDOW_DAYS = 7;

/**
 * Spec section 2 (the payment success dialog): the eight benefits of a membership, shown there, on
 * the subscribe page's offer and on the landing page's membership card.
 */
export const MEMBER_BENEFITS = [
  'Acesso completo ao marketplace',
  'Participação em todos os eventos',
  'Número de membro exclusivo',
  'Suporte prioritário da comunidade',
  'Mensagens privadas com outros membros',
  'Descontos com parceiros',
  'Acesso ao aluguel de contas',
  'Networking com outros membros',
] as const;
