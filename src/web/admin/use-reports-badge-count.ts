import { useUser } from '../lib/auth.js';
import { useOpenReportCountQuery } from '../reports/api/get-report-queue.js';

/**
 * The red badge on the Denúncias tab: everything waiting there for an admin. Today the reported
 * things with open reports; the community scam alerts' pending reviews add their count here.
 */
export function useReportsBadgeCount(): number {
  const { isAdmin } = useUser();
  const reports = useOpenReportCountQuery(isAdmin).data?.count ?? 0;
  return reports;
}
