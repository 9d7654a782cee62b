import { z } from 'zod';
import { cursorParam } from './common.js';
import { t } from './i18n.js';
import { LIMITS } from './users.js';

/** Filters of the Usuários tab. subscribed = subscription in force now; admin = isAdmin. */
export const ADMIN_USER_STATUSES = ['all', 'active', 'inactive', 'subscribed', 'admin'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USER_STATUS_LABELS: Record<AdminUserStatus, string> = {
  all: t('Todos'),
  active: t('Ativos'),
  inactive: t('Inativos'),
  subscribed: t('Assinantes'),
  admin: t('Administradores'),
};

export const adminMessages = {
  userNotFound: t('Usuário não encontrado'),
  statusUpdated: t('Status do usuário atualizado.'),
  statusFailed: t('Falha ao atualizar status do usuário'),
  cannotDeactivateSelf: t('Você não pode desativar a sua própria conta.'),
  cannotChangeAdmin: t('Apenas super administradores podem alterar outro administrador.'),
  cannotChangeSuperAdmin: t('Não é possível alterar outro super administrador.'),
  madeAdmin: t('Usuário promovido a administrador.'),
  alreadyAdmin: t('Este usuário já é administrador.'),
  passwordRequired: t('Senha é obrigatória'),
  passwordMin: t('Senha deve ter pelo menos 6 caracteres'),
  passwordMax: t('Senha deve ter no máximo {max} caracteres', { max: LIMITS.password.max }),
  passwordChanged: t('Senha alterada. O usuário foi desconectado de todos os dispositivos.'),
  passwordFailed: t('Falha ao alterar senha'),
  deleteSuperAdminOnly: t('Apenas super administradores podem excluir usuários permanentemente.'),
  cannotDeleteSelf: t('Você não pode excluir a sua própria conta.'),
  cannotDeleteSuperAdmin: t('Não é possível excluir outro super administrador.'),
  deleted: t('Usuário excluído permanentemente.'),
  deleteFailed: t('Falha ao deletar usuário'),
  deleteWarning: t(
    'Esta ação é permanente e removerá também os itens do marketplace, contas de aluguel, participações em eventos, fotos e mensagens deste usuário. As mensagens que outros membros já receberam ficam, de "Membro removido", e os relatos de segurança ficam no mapa, sem ligação com a conta.',
  ),
  detailsFailed: t('Erro ao carregar detalhes do usuário'),
} as const;

/** GET /api/admin/users: search q (email, name or member number; case-insensitive), id-desc keyset. */
export const adminUserListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_USER_STATUSES).default('all'),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** One row of the users table (never the password hash or payment ids). Dates are ISO strings. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  memberNumber: z.string(),
  memberSince: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  /** Computed: 'active' only while in force (an ended subscription reads 'inactive'). */
  subscriptionStatus: z.enum(['active', 'inactive']),
  subscriptionEnd: z.string().nullable(),
  /** 'stripe' | 'admin' | 'grant' | null. */
  subscriptionSource: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
  /** Users matching q and status, over all pages. */
  total: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** One audit row (who, what, target, when). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  /** null when the acting admin was deleted since. */
  actorMemberNumber: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** pt-BR labels of the audit actions written by this domain (others fall back to the raw action). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.activate': t('Conta ativada'),
  'user.deactivate': t('Conta desativada'),
  'user.make-admin': t('Promovido a administrador'),
  'user.activate-subscription': t('Assinatura ativada'),
  'user.grant-month': t('Mês de assinatura concedido'),
  'user.change-password': t('Senha alterada'),
  'user.delete': t('Usuário excluído'),
  'user.delete-self': t('Conta excluída pelo próprio membro'),
};

/**
 * GET /api/admin/users/{id}/details. Each list holds the newest 100 rows; `counts` has the totals.
 * messages: metadata only (never the content of other people's conversations).
 */
export const adminUserDetailsSchema = z.object({
  user: adminUserSchema,
  marketplaceItems: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      approvalStatus: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  accountRentals: z.array(
    z.object({
      id: z.number().int(),
      appName: z.string(),
      status: z.string(),
      approvalStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  eventParticipations: z.array(
    z.object({
      eventId: z.number().int(),
      title: z.string(),
      location: z.string().nullable(),
      date: z.string(),
      joinedAt: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      isRead: z.boolean(),
      direction: z.enum(['sent', 'received']),
    }),
  ),
  counts: z.object({
    marketplaceItems: z.number().int(),
    accountRentals: z.number().int(),
    eventParticipations: z.number().int(),
    messages: z.number().int(),
  }),
  /** Last 50 audit rows whose target is this user, newest first. */
  auditLog: z.array(auditEntrySchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** PATCH /api/admin/users/{id}/status. */
export const userStatusInputSchema = z.object({ isActive: z.boolean() });

/** POST /api/admin/users/{id}/change-password. */
export const adminPasswordInputSchema = z.object({
  password: z
    .string({ message: adminMessages.passwordRequired })
    .min(1, { message: adminMessages.passwordRequired })
    .min(LIMITS.password.min, { message: adminMessages.passwordMin })
    .max(LIMITS.password.max, { message: adminMessages.passwordMax }),
});

/**
 * Answer of every user action (status, make-admin, activate-subscription, grant-month-subscription,
 * change-password): a pt-BR message and the updated row.
 */
export const adminUserResultSchema = z.object({ message: z.string(), user: adminUserSchema });
export type AdminUserResult = z.infer<typeof adminUserResultSchema>;

/**
 * Answer of DELETE /api/admin/users/{id}: what was removed with the user, and what others rely on
 * that stays without a link to them (decision 023).
 */
export const adminUserDeletedSchema = z.object({
  message: z.string(),
  removed: z.object({
    marketplaceItems: z.number().int(),
    accountRentals: z.number().int(),
    eventParticipations: z.number().int(),
    /** Issue 34: the event waitlists they stood in. */
    eventWaitlist: z.number().int(),
    messages: z.number().int(),
    notifications: z.number().int(),
    alertZones: z.number().int(),
    sessions: z.number().int(),
    uploads: z.number().int(),
  }),
  kept: z.object({ messages: z.number().int(), safetyReports: z.number().int() }),
});
export type AdminUserDeleted = z.infer<typeof adminUserDeletedSchema>;

/** Generic { message } answer (delete of partner application, sponsor). */
export const messageResultSchema = z.object({ message: z.string() });
