import { useUser } from '../lib/auth.js';
import { useOpenReportCountQuery } from '../reports/api/get-report-queue.js';
import { usePendingAlertCount } from './use-pending-alert-count.js';

/** The red badge on the Denúncias tab: everything waiting there for an admin (reported things with open reports, alerts to review). */
export function useReportsBadgeCount(): number {
  const { isAdmin } = useUser();
  const reports = useOpenReportCountQuery(isAdmin).data?.count ?? 0;
  return reports + usePendingAlertCount();
}
