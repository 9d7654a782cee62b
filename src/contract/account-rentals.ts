import { z } from 'zod';
import { alertWarningSchema } from './blacklist.js';
import { cursorParam, dbId, PHONE_CHARS } from './common.js';
import { t } from './i18n.js';

export * from './account-rentals-checklist.js';

import { CHECKLIST_ITEM_REQUIRED } from './account-rentals-checklist.js';

export * from './account-rentals-labels.js';

import {
  RENTAL_ACCOUNT_TYPES,
  RENTAL_APPROVALS,
  RENTAL_APPS,
  RENTAL_LIMITS,
  RENTAL_SORTS,
  RENTAL_STATUSES,
} from './account-rentals-labels.js';

export const rentalMessages = {
  appRequired: t('Selecione o aplicativo'),
  typeRequired: t('Selecione o tipo de conta'),
  regionRequired: t('Região é obrigatória'),
  priceRequired: t('Preço é obrigatório'),
  pricePositive: t('Preço deve ser maior que zero'),
  priceInvalid: t('Preço inválido'),
  whatsappMin: t('WhatsApp deve ter pelo menos 10 dígitos'),
  whatsappMax: t('WhatsApp deve ter no máximo 20 caracteres'),
  instagramInvalid: t('Link do Instagram deve ser uma URL válida'),
  attestationRequired: t('Confirme a declaração sobre o direito de trabalhar na Irlanda'),
  ownerRequired: t('Owner ID é obrigatório'),
  ownerInvalid: t('Usuário inválido ou inativo.'),
  statusInvalid: t('Status inválido'),
  approvalInvalid: t('Status de aprovação inválido'),
  notFound: t('Anúncio não encontrado'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para anunciar contas.'),
  // Issue 28: Portuguese (the spec's reading, 'Membership necessário para ver contatos', is English to a member).
  contactMembership: t('Assinatura necessária para ver contatos'),
  contactLogin: t('Faça login para ver o contato.'),
  contactLimit: (n: number) => t('Você já revelou {n} contatos hoje. Tente novamente amanhã.', { n }),
  editForbidden: t('Você só pode editar seus próprios anúncios'),
  statusForbidden: t('Apenas o dono do anúncio pode alterar o status'),
  renewForbidden: t('Apenas o dono do anúncio pode renová-lo.'),
  renewed: t('Aluguel renovado: ele fica na lista por mais 60 dias.'),
  createdMember: t('Anúncio enviado para aprovação! Ele aparecerá na lista assim que um administrador aprovar.'),
  createdAdmin: t('Anúncio publicado!'),
  updated: t('Anúncio atualizado.'),
  updateFailed: t('Falha ao atualizar o anúncio'),
  updatedBackToPending: t('Anúncio atualizado e enviado novamente para aprovação.'),
  editPending: t('Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.'),
  editApproved: t('Alteração aprovada e publicada.'),
  editRejected: t('Alteração rejeitada. O anúncio continua publicado como estava.'),
  editConflict: t('Este anúncio foi alterado ao mesmo tempo por outra pessoa. Recarregue a página e tente novamente.'),
  statusChanged: {
    active: t('Anúncio reativado.'),
    rented: t('Anúncio marcado como alugado.'),
    sold: t('Anúncio marcado como vendido.'),
  },
  approveOnlyPending: t('Só é possível aprovar anúncios pendentes.'),
  alreadyRejected: t('Este anúncio já foi rejeitado.'),
  approved: t('Anúncio aprovado.'),
  rejected: t('Anúncio rejeitado.'),
  deleted: t('Anúncio excluído.'),
  fakeCreated: (n: number) => t('{n} contas de exemplo criadas.', { n }),
  fakeRemoved: (n: number) => t('{n} contas de exemplo removidas.', { n }),
  createFailed: t('Falha ao criar anúncio de aluguel'),
  // Issue 33: the renter's checklist before a contact, ticked once a year.
  checklistRequired: t(
    'Antes de ver o contato, confirme a lista do locatário (substituto registrado, direito de trabalhar como autônomo, sem Stamp 2). Ela vale por um ano.',
  ),
  checklistItemRequired: CHECKLIST_ITEM_REQUIRED,
  checklistAccepted: t('Lista confirmada. Ela vale por um ano.'),
} as const;

/** An owner's edit of an approved rental waiting for review: only the fields it changes (issue 16). */
const rentalContent = {
  appName: z.string(),
  accountType: z.string(),
  region: z.string(),
  weeklyPrice: z.string(),
  rules: z.string().nullable(),
  conditions: z.string().nullable(),
  description: z.string().nullable(),
  whatsapp: z.string(),
  instagramLink: z.string().nullable(),
};
export const rentalEditSchema = z.object(rentalContent).partial();
export type RentalEdit = z.infer<typeof rentalEditSchema>;

/**
 * A rental as the API returns it. whatsapp, instagramLink and pendingEdit (the owner's edit waiting
 * for review): only for admins and the owner.
 */
export const rentalSchema = z.object({
  id: z.number().int(),
  ...rentalContent,
  whatsapp: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  /** Only for admins and the owner (the approval badge); null for everyone else. */
  approvalStatus: z.enum(RENTAL_APPROVALS).nullable(),
  pendingEdit: rentalEditSchema.nullable(),
  status: z.enum(RENTAL_STATUSES),
  statusUpdatedAt: z.string(),
  /**
   * Issue 34: when the rental leaves the public list unless renewed, and whether it already has
   * (then only its owner and admins see it, with 'Renovar'); the owner and admins only, else null.
   */
  expiresAt: z.string().nullable(),
  expired: z.boolean().nullable(),
  isFake: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  ownerName: z.string().nullable(),
  ownerLastName: z.string().nullable(),
  ownerMemberNumber: z.string().nullable(),
  ownerIsAdmin: z.boolean(),
  ownerSubscriptionStatus: z.enum(['active', 'inactive']),
  /**
   * The owner's join month in Dublin, 'YYYY-MM' (never the day): shown beside the owner badge as
   * 'membro desde nov/2026' (issue 28: MEMBRO ANTIGO on a new site). null without an owner.
   */
  ownerMemberSince: z.string().nullable(),
  /**
   * Issue 33: the owner's rating, as on the profile (reviews' ratingSchema; kept here so the cards do
   * not load the reviews contract): the count, and the average only from REVIEWS_FOR_AVERAGE on.
   */
  ownerRating: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type Rental = z.infer<typeof rentalSchema>;

export const rentalPageSchema = z.object({ items: z.array(rentalSchema), nextCursor: z.number().int().nullable() });
export type RentalPage = z.infer<typeof rentalPageSchema>;

const optionalNumber = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: rentalMessages.priceInvalid });
      return z.NEVER;
    }
    return n;
  });
/** 'all' or an empty value means no filter (spec section 2). */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v));

/** GET /api/account-rentals. */
export const rentalListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  appName: filterOf(RENTAL_APPS),
  accountType: filterOf(RENTAL_ACCOUNT_TYPES),
  region: z.string().trim().max(100).optional(),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  /** 'rating': 'Melhor avaliação', the owner's shown average first (issue 33); newest first otherwise. */
  sort: z
    .enum([...RENTAL_SORTS, ''], { message: t('Ordenação inválida') })
    .optional()
    .transform((v) => v || undefined),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type RentalListQuery = z.infer<typeof rentalListQuery>;
export type RentalFilterInput = z.input<typeof rentalListQuery>;

/** Spec: 'Preço é obrigatório' when empty; the form sends an empty price as 0, so 0 is refused too. */
const weeklyPriceField = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v, ctx) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: rentalMessages.priceRequired });
    return z.NEVER;
  }
  const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n > RENTAL_LIMITS.maxPrice) {
    ctx.addIssue({ code: 'custom', message: rentalMessages.priceInvalid });
    return z.NEVER;
  }
  if (n <= 0) {
    ctx.addIssue({ code: 'custom', message: rentalMessages.pricePositive });
    return z.NEVER;
  }
  return n.toFixed(2);
});

const optionalText = z
  .string()
  .trim()
  .max(RENTAL_LIMITS.text)
  .nullish()
  .transform((v) => (v ? v : null));

/** Empty means none; otherwise an http(s) address. */
const instagramField = z
  .string({ message: rentalMessages.instagramInvalid })
  .trim()
  .max(RENTAL_LIMITS.instagram, { message: rentalMessages.instagramInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    try {
      const url = new URL(v);
      if (url.protocol === 'http:' || url.protocol === 'https:') return v;
    } catch {}
    ctx.addIssue({ code: 'custom', message: rentalMessages.instagramInvalid });
    return z.NEVER;
  });

export const rentalFields = {
  appName: z.enum(RENTAL_APPS, { message: rentalMessages.appRequired }),
  accountType: z.enum(RENTAL_ACCOUNT_TYPES, { message: rentalMessages.typeRequired }),
  region: z
    .string({ message: rentalMessages.regionRequired })
    .trim()
    .min(1, { message: rentalMessages.regionRequired })
    .max(RENTAL_LIMITS.region, { message: rentalMessages.regionRequired }),
  weeklyPrice: weeklyPriceField,
  rules: optionalText,
  conditions: optionalText,
  description: optionalText,
  whatsapp: z
    .string({ message: rentalMessages.whatsappMin })
    .trim()
    .min(RENTAL_LIMITS.whatsappMin, { message: rentalMessages.whatsappMin })
    .max(RENTAL_LIMITS.whatsappMax, { message: rentalMessages.whatsappMax })
    .regex(PHONE_CHARS, { message: rentalMessages.whatsappMin }),
  instagramLink: instagramField,
};

/**
 * POST /api/account-rentals. ownerId, approvalStatus, isFake, statusUpdatedAt are the server's:
 * they are not in the schema, so a body carrying them has them stripped.
 */
export const createRentalSchema = z.object({
  ...rentalFields,
  attestation: z.literal(true, { message: rentalMessages.attestationRequired }),
});
export type CreateRentalInput = z.input<typeof createRentalSchema>;
export type CreateRentalData = z.output<typeof createRentalSchema>;

/** PUT /api/account-rentals/{id}: any of the fields. */
export const updateRentalSchema = z.object({
  appName: rentalFields.appName.optional(),
  accountType: rentalFields.accountType.optional(),
  region: rentalFields.region.optional(),
  weeklyPrice: weeklyPriceField.optional(),
  rules: optionalText.optional(),
  conditions: optionalText.optional(),
  description: optionalText.optional(),
  whatsapp: rentalFields.whatsapp.optional(),
  instagramLink: instagramField.optional(),
});
export type UpdateRentalInput = z.input<typeof updateRentalSchema>;
export type UpdateRentalData = z.output<typeof updateRentalSchema>;

export const rentalStatusSchema = z.object({
  status: z.enum(RENTAL_STATUSES, { message: rentalMessages.statusInvalid }),
});

export const rentalSavedSchema = z.object({ item: rentalSchema, message: z.string() });
export type RentalSaved = z.infer<typeof rentalSavedSchema>;

/** GET /api/account-rentals/{id}/contact. revealCount: only for the owner (and admins). */
export const rentalContactSchema = z.object({
  whatsapp: z.string(),
  revealCount: z.number().int().optional(),
  /** A community alert matching this WhatsApp or the owner's own contacts (decision 022); never its reporter. */
  alert: alertWarningSchema.optional(),
});
export type RentalContact = z.infer<typeof rentalContactSchema>;

// ---- Admin ----

export const adminRentalListQuery = z.object({
  status: z.enum([...RENTAL_APPROVALS, 'all', 'fake']).default('all'),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminRentalListQuery = z.output<typeof adminRentalListQuery>;

/** POST /api/admin/account-rentals: on behalf of an owner, with the approval status chosen. */
export const adminCreateRentalSchema = z.object({
  ...rentalFields,
  ownerId: dbId(rentalMessages.ownerRequired),
  approvalStatus: z.enum(RENTAL_APPROVALS, { message: rentalMessages.approvalInvalid }).default('approved'),
});
export type AdminCreateRentalInput = z.input<typeof adminCreateRentalSchema>;
export type AdminCreateRentalData = z.output<typeof adminCreateRentalSchema>;

export const messageSchema = z.object({ message: z.string() });
export const fakeResultSchema = z.object({ message: z.string(), count: z.number().int() });
