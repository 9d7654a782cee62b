import { ApiError } from '../../lib/api.js';
import { hardRedirect } from '../../lib/redirect.js';
import { toast } from '../../ui/toast.js';

/**
 * A failed admin write: the spec's toast title with the server's reason; a 401 (session ended
 * while the panel was open) says 'Não autorizado' / 'Fazendo login novamente...' and goes to /login.
 */
export function onAdminError(err: unknown, title: string, description: string) {
  if (err instanceof ApiError && err.status === 401) {
    toast({ title: 'Não autorizado', description: 'Fazendo login novamente...', variant: 'destructive' });
    setTimeout(() => hardRedirect('/login'), 500);
    return;
  }
  toast({ title, description, variant: 'destructive' });
}
