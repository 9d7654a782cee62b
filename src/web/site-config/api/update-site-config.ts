import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteConfigEntry } from '../../../contract/site-config.js';
import { apiRequest } from '../../lib/api.js';

/** PUT /api/admin/site-config/{key}: editable keys only; the server checks the value again. */
export const updateSiteConfig = (key: string, value: string) =>
  apiRequest<AdminSiteConfigEntry>('PUT', `/api/admin/site-config/${encodeURIComponent(key)}`, { value });

export function useUpdateSiteConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => updateSiteConfig(key, value),
    // The admin tab shows the saved value at once, before the refetch below answers.
    onSuccess: (saved) =>
      qc.setQueryData<AdminSiteConfigEntry[]>(['site-config', 'admin'], (old) =>
        old?.map((e) => (e.key === saved.key ? saved : e)),
      ),
    // ['site-config'] holds this tab's list and the public settings the whole site reads (price, title...).
    onSettled: () => qc.invalidateQueries({ queryKey: ['site-config'] }),
  });
}
