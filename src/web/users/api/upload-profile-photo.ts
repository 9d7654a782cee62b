import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, LIMITS, userMessages } from '../../../contract/users.js';
import { uploadWithProgress } from '../../lib/api.js';
import { userQueryOptions } from '../../lib/auth.js';

/** Checked before sending (spec section 5): an image, at most 5 MB. Null when the file is fine. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return userMessages.photoInvalid;
  if (file.size > LIMITS.photoMaxBytes) return userMessages.photoTooLarge;
  return null;
}

/** POST /api/user/profile-photo, multipart field `profilePhoto`; answers the updated current user. */
export function uploadProfilePhoto(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('profilePhoto', file);
  return uploadWithProgress<CurrentUser>('/api/user/profile-photo', form, onProgress);
}

/** The upload mutation; the caller follows its progress (a visible bar on a slow 4G link). */
export function useUploadProfilePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadProfilePhoto(file, onProgress),
    onSuccess: (user) => qc.setQueryData(userQueryOptions.queryKey, user),
  });
}
