import { usePendingAlertCountQuery } from '../blacklist/api/get-admin-alerts.js';
import { useUser } from '../lib/auth.js';

/** Community alerts waiting for approval, for the badge of the Denúncias tab. 0 while unknown. */
export function usePendingAlertCount(): number {
  const { isAdmin } = useUser();
  return usePendingAlertCountQuery(isAdmin).data?.count ?? 0;
}
