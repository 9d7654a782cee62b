import { z } from 'zod';
import { cursorParam } from './common.js';
import { t } from './i18n.js';

// Issue 34: following a seller ('Seguir'): a new approved listing or rental of theirs notifies the follower.

/** At most this many sellers per member (counted under the member's row lock, so a burst cannot pass it). */
export const FOLLOWS_MAX = 500;

export const followMessages = {
  memberNotFound: t('Membro não encontrado.'),
  self: t('Você não pode seguir a si mesmo.'),
  blocked: t('Não é possível seguir este membro.'),
  followed: t('Agora você segue este membro. Avisaremos quando ele publicar um anúncio.'),
  unfollowed: t('Você deixou de seguir este membro.'),
  notFollowing: t('Você não segue este membro.'),
  tooMany: t('Você pode seguir no máximo {max} membros. Deixe de seguir alguns para seguir outros.', {
    max: FOLLOWS_MAX,
  }),
} as const;

/**
 * The 'Seguir' button's state on a member: whether the caller follows them, and — on the caller's
 * own profile only — how many members follow them (never who; null on anyone else's).
 */
export const followStateSchema = z.object({ following: z.boolean(), followers: z.number().int().nullable() });
export type FollowState = z.infer<typeof followStateSchema>;

export const followResultSchema = z.object({ message: z.string(), following: z.boolean() });

/** One seller the caller follows (GET /api/follows: the caller's own list only). */
export const followSchema = z.object({
  memberId: z.number().int(),
  memberNumber: z.string(),
  name: z.string(),
  since: z.string(),
});
export type Follow = z.infer<typeof followSchema>;
export const followPageSchema = z.object({ items: z.array(followSchema), nextCursor: z.number().int().nullable() });
export type FollowPage = z.infer<typeof followPageSchema>;
export const followListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(48).default(24),
});

/** /api/follows/{memberNumber}: the number shown on the member's profile ('/membros/{number}'). */
export const followMemberParam = z.object({
  memberNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,4}\d{1,10}$/, followMessages.memberNotFound),
});
