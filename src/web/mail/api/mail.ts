import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangeEmailInput, MailState, UnsubscribeState } from '../../../contract/mail.js';
import { apiRequest } from '../../lib/api.js';
import { userQueryOptions } from '../../lib/auth.js';
import { queryClient } from '../../lib/query-client.js';

type Message = { message: string };

/** Every mail query's key starts here. */
export const mailKey = ['mail'] as const;

/** The member's address: confirmed or not, a change waiting (the home's banner, the settings card). */
export const mailStateQueryOptions = () =>
  queryOptions({ queryKey: [...mailKey, 'me'], queryFn: () => apiRequest<MailState>('GET', '/api/mail/me') });
export const useMailState = (enabled = true) => useQuery({ ...mailStateQueryOptions(), enabled });

const refresh = () => queryClient.invalidateQueries({ queryKey: mailKey });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => apiRequest<Message>('POST', '/api/mail/forgot-password', { email }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<Message>('POST', '/api/mail/reset-password', body),
  });

export const useResendVerification = () =>
  useMutation({ mutationFn: () => apiRequest<Message>('POST', '/api/mail/verify-email/resend'), onSuccess: refresh });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmailInput) => apiRequest<Message>('POST', '/api/mail/change-email', body),
    onSuccess: refresh,
  });

/**
 * A link's token, sent once (verification or a new address's confirmation): a query keyed by the
 * token, never refetched or retried, so a page that mounts again reads the first answer instead of
 * spending the token a second time.
 */
export const useConfirmToken = (kind: 'verify-email' | 'confirm-email-change', token: string) =>
  useQuery({
    queryKey: [...mailKey, 'confirm', kind, token],
    queryFn: async () => {
      const answer = await apiRequest<Message>('POST', `/api/mail/${kind}`, { token });
      queryClient.invalidateQueries({ queryKey: [...mailKey, 'me'] });
      queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      return answer;
    },
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The unsubscribe page (signed out too): whether the link's member still gets email notifications. */
export const useUnsubscribeState = (token: string) =>
  useQuery({
    queryKey: [...mailKey, 'unsubscribe', token],
    queryFn: () => apiRequest<UnsubscribeState>('GET', `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`),
    retry: false,
  });

/** 'Cancelar estes emails': the email column off (the same POST as the mail client's one click). */
export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () => apiRequest<Message>('POST', `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`),
  });
