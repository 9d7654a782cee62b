import { useEffect } from 'react';
import { t } from '../../../contract/i18n.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { hardRedirect } from '../../lib/redirect.js';
import { toast } from '../../ui/toast.js';

/** Spec section 8: an admin call answering 401 sends the admin to /login after 0.5 s. */
const UNAUTHORIZED_REDIRECT_MS = 500;

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;

let redirecting = false;

/** 'Não autorizado' / 'Fazendo login novamente...', then /login (a full load: the cache goes too). */
export function redirectToLogin() {
  if (redirecting) return; // several queries fail at once when the session ends: one toast, one redirect
  redirecting = true;
  toast({ title: t('Não autorizado'), description: t('Fazendo login novamente...'), variant: 'destructive' });
  setTimeout(() => hardRedirect(paths.login()), UNAUTHORIZED_REDIRECT_MS);
}

/** A failed admin write: the 401 redirect, or the spec's toast title with the server's reason. */
export function adminErrorToast(err: unknown, title: string, fallback = t('Tente novamente em instantes.')) {
  if (isUnauthorized(err)) return redirectToLogin();
  toast({ title, description: errorMessage(err, fallback), variant: 'destructive' });
}

/** A failed admin read: redirect on 401 (the session ended while the panel was open). */
export function useUnauthorizedRedirect(error: unknown) {
  useEffect(() => {
    if (isUnauthorized(error)) redirectToLogin();
  }, [error]);
}
