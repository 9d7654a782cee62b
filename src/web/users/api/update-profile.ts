import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ProfileUpdate } from '../../../contract/users.js';
import { apiRequest } from '../../lib/api.js';
import { userQueryOptions } from '../../lib/auth.js';

/** PUT /api/user/profile: answers the updated current user. */
export const updateProfile = (input: ProfileUpdate) => apiRequest<CurrentUser>('PUT', '/api/user/profile', input);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // Spec: refreshes the current user (the header and member home read it).
    onSuccess: (user) => qc.setQueryData(userQueryOptions.queryKey, user),
  });
}
