// Who may create events, for the events service and the web's buttons (issue 28). Its own module, not
// membership.ts: that one is in every page's first load (useUser), this only where events are.
import type { MemberRoles } from './membership.js';

/**
 * Spec: only administrators create events (a super admin is an admin too: isAdmin is set with
 * isSuperAdmin). The events service refuses everyone else with it, and the web shows 'Criar evento'
 * only when it holds (issue 28: subscribers were sent to 'Acesso Restrito').
 */
export function canCreateEvents(user: Pick<MemberRoles, 'isAdmin'>): boolean {
  return user.isAdmin;
}
