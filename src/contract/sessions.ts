import { z } from 'zod';
import { t } from './i18n.js';

/** Issue 30: the member's signed-in browsers, in /settings. */
export const sessionsMessages = {
  notFound: t('Sessão não encontrada (talvez já encerrada).'),
  ended: t('Sessão encerrada.'),
  othersEnded: t('As outras sessões foram encerradas.'),
  isCurrent: t('Esta é a sessão em uso: para encerrá-la, use Sair.'),
} as const;

export const sessionSchema = z.object({
  /** A public handle (a hash of the secret id): the cookie's id never leaves the server. */
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionSchema>;

export const sessionsListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionsList = z.infer<typeof sessionsListSchema>;

export const sessionIdParams = z.object({ handle: z.string().regex(/^[0-9a-f]{32}$/, sessionsMessages.notFound) });
