import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../contract/notifications-push.js';
import { apiRequest } from '../../lib/api.js';

type Message = { message: string };

/** GET /api/push/vapid-key: the key the browser subscribes with. */
export const getVapidKey = () => apiRequest<{ publicKey: string }>('GET', '/api/push/vapid-key');

/** POST /api/push/subscriptions: this browser's PushSubscription.toJSON(). */
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest<Message>('POST', '/api/push/subscriptions', subscription);

/** DELETE /api/push/subscriptions: push off on this browser. */
export const deleteSubscription = (endpoint: string) =>
  apiRequest<Message>('DELETE', '/api/push/subscriptions', { endpoint });

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'preferences'],
    queryFn: () => apiRequest<NotificationPreferences>('GET', '/api/notifications/preferences'),
  });

export const usePreferences = () => useQuery(getPreferencesQueryOptions());

/** PUT /api/notifications/preferences. */
export function useSavePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: NotificationPreferences) =>
      apiRequest<Message & { preferences: NotificationPreferences }>('PUT', '/api/notifications/preferences', p),
    onSuccess: (r) => qc.setQueryData(getPreferencesQueryOptions().queryKey, r.preferences),
  });
}
