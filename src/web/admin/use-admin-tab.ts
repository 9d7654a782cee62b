import { useLocation, useSearch } from 'wouter';
import { paths } from '../lib/paths.js';
import { ADMIN_TABS, type AdminTab } from './admin-tabs.js';

/** Keys links may still carry from before the tab was renamed to its domain key. */
const OLD_KEYS: Record<string, string> = { partners: 'partner-applications' };

/** The selected tab lives in the URL (?tab=users) so a reload or a shared link keeps it. */
export function useAdminTab(): [AdminTab, (key: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab') ?? '';
  const wanted = OLD_KEYS[asked] ?? asked;
  const tab = ADMIN_TABS.find((t) => t.key === wanted) ?? ADMIN_TABS[0]!;
  const setTab = (key: string) => navigate(paths.admin(key), { replace: true });
  return [tab, setTab];
}
