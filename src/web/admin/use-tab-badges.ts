import { usePendingPartnerCount } from './use-pending-partner-count.js';
import { useReportsBadgeCount } from './use-reports-badge-count.js';

/** The red badge count of each admin tab that has one, by tab key. */
export function useTabBadges(): Record<string, number> {
  return { 'partner-applications': usePendingPartnerCount(), reports: useReportsBadgeCount() };
}
