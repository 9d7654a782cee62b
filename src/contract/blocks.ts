import { z } from 'zod';
import { cursorParam, dbId } from './common.js';
import { t } from './i18n.js';

export const blockMessages = {
  memberInvalid: t('Membro inválido.'),
  self: t('Você não pode bloquear a si mesmo.'),
  notFound: t('Membro não encontrado.'),
  blocked: t('Membro bloqueado. Vocês não poderão trocar mensagens e os anúncios dele não aparecerão para você.'),
  alreadyBlocked: t('Este membro já está bloqueado.'),
  unblocked: t('Membro desbloqueado.'),
  notBlocked: t('Este membro não está bloqueado.'),
  /** Neutral on purpose: never says who blocked whom. */
  cannotMessage: t('Não é possível enviar mensagens para este membro.'),
} as const;

export const blockInputSchema = z.object({ memberId: dbId(blockMessages.memberInvalid) });
export const blockedMemberSchema = z.object({
  id: z.number().int(),
  displayName: z.string().nullable(),
  memberNumber: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockPageSchema = z.object({
  items: z.array(blockedMemberSchema),
  nextCursor: z.number().int().nullable(),
});
export type BlockPage = z.infer<typeof blockPageSchema>;
export const blockListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** Everyone the caller blocked (ids only), so the web hides contact buttons. Bounded by BLOCKS_MAX. */
export const blockedIdsSchema = z.object({ ids: z.array(z.number().int()) });
export const BLOCKS_MAX = 500;
export const blockResultSchema = z.object({ message: z.string() });
