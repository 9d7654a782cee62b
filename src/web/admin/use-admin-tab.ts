import { useLocation, useSearch } from 'wouter';
import { ADMIN_TABS, type AdminTab } from './admin-tabs.js';

/** The selected tab lives in the URL (?tab=users) so a reload or a shared link keeps it. */
export function useAdminTab(): [AdminTab, (key: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('tab');
  const tab = ADMIN_TABS.find((t) => t.key === wanted) ?? ADMIN_TABS[0]!;
  const setTab = (key: string) => navigate(`/admin?tab=${encodeURIComponent(key)}`, { replace: true });
  return [tab, setTab];
}
