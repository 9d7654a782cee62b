import { useUser } from '../lib/auth.js';
import { usePendingPartnerCountQuery } from '../partner-applications/api/get-pending-count.js';

/** Pending partner requests, for the red badge on the Parceiros tab (spec). 0 while unknown. */
export function usePendingPartnerCount(): number {
  const { isAdmin } = useUser();
  return usePendingPartnerCountQuery(isAdmin).data?.count ?? 0;
}
