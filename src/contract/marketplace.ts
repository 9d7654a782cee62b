import { z } from 'zod';
import { BIKE_LIMITS, BIKE_TYPES, normaliseSerial } from './bikes-labels.js';
import { alertWarningSchema } from './blacklist.js';
import { cursorParam, dbId } from './common.js';
import { t } from './i18n.js';
import { ITEM_CATEGORIES, ITEM_STATUSES, ITEM_TYPES } from './marketplace-labels.js';
import { memberRefSchema } from './users.js';

// Enums and labels live in a zod-free module (pages that validate nothing load them without zod); re-exported here.
export * from './marketplace-labels.js';

export const MARKETPLACE_LIMITS = {
  images: 4,
  title: 255,
  description: 5000,
  whatsappMin: 10,
  whatsappMax: 20,
  listingNumber: 10,
} as const;

export const marketplaceMessages = {
  renewed: t('Anúncio renovado: ele fica no ar por mais 60 dias.'),
  renewForbidden: t('Apenas o dono do anúncio pode renová-lo.'),
  titleRequired: t('Título é obrigatório'),
  titleMax: t('Título deve ter no máximo 255 caracteres'),
  descriptionRequired: t('Descrição é obrigatória'),
  typeInvalid: t('Tipo de anúncio inválido'),
  categoryInvalid: t('Categoria inválida'),
  priceInvalid: t('Preço inválido'),
  priceRequiredForSale: t('Informe o preço para anúncios de venda'),
  whatsappMin: t('WhatsApp deve ter pelo menos 10 dígitos'),
  whatsappMax: t('WhatsApp deve ter no máximo 20 caracteres'),
  imagePathInvalid: t('Caminho da imagem inválido'),
  imagesMax: t('Máximo 4 imagens'),
  imagesMin: t('Adicione pelo menos uma imagem'),
  coverInvalid: t('Imagem de capa inválida'),
  notFound: t('Item não encontrado'),
  editForbidden: t('Você só pode editar seus próprios itens'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para criar anúncios.'),
  createFailed: t('Falha ao criar item. Tente novamente.'),
  updateFailed: t('Erro ao atualizar item.'),
  createdAdmin: t('Item publicado no marketplace!'),
  createdMember: t('Anúncio enviado para aprovação! Ele aparecerá no marketplace assim que um administrador aprovar.'),
  updatedBackToPending: t('Anúncio atualizado e enviado novamente para aprovação.'),
  editPending: t('Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.'),
  editApproved: t('Alteração aprovada e publicada.'),
  editRejected: t('Alteração rejeitada. O anúncio continua publicado como estava.'),
  updated: t('Item atualizado com sucesso!'),
  /**
   * Issue 32: a listing (or an edit) whose frame serial matches a bike registered as stolen. Neutral
   * on purpose (decision 041): the lister is not told why, so a thief learns nothing about the register.
   */
  serialInvalid: t('Número de série inválido: use de 4 a 40 letras e números.'),
  bikeClassInvalid: t('Escolha o tipo: bicicleta, e-bike ou e-moped.'),
  refusedForReview: t('Não foi possível publicar este anúncio. Nossa equipe vai analisar.'),
  emptySearch: t('Nenhum item encontrado'),
  emptyAll: t('Nenhum item disponível no momento'),
  imageDuplicate: t('A mesma imagem foi enviada duas vezes'),
  editConflict: t('Este anúncio foi alterado por outra pessoa ao mesmo tempo. Recarregue a página e tente novamente.'),
  approveOnlyPending: t('Só é possível aprovar anúncios pendentes.'),
  alreadyRejected: t('Este anúncio já foi rejeitado.'),
  notOrphan: t('Só é possível reatribuir anúncios sem dono.'),
  ownerInvalid: t('Usuário inválido ou inativo.'),
  approved: t('Anúncio aprovado.'),
  rejected: t('Anúncio rejeitado.'),
  deleted: t('Anúncio excluído.'),
  ownerChanged: t('Dono do anúncio alterado.'),
} as const;

/**
 * An owner's edit of an approved listing waiting for review: only the fields it changes. The approved
 * version stays public meanwhile (issue 16: a typo fix must not take the ad down).
 */
const itemContent = {
  title: z.string(),
  description: z.string(),
  price: z.string().nullable(),
  type: z.string(),
  category: z.string(),
  imageUrls: z.array(z.string()),
  coverImageIndex: z.number().int(),
  whatsapp: z.string(),
  /** Issue 32, bikes category only: the frame serial (normalised; private) and the legal class. */
  frameSerial: z.string().nullable(),
  bikeClass: z.enum(BIKE_TYPES).nullable(),
};
export const itemEditSchema = z.object(itemContent).partial();
export type ItemEdit = z.infer<typeof itemEditSchema>;

/**
 * A listing as the API returns it. `whatsapp` is null unless the caller may see it; `pendingEdit`
 * (the owner's edit waiting for review) only for the owner and admins, null for everyone else.
 */
export const marketplaceItemSchema = z.object({
  id: z.number().int(),
  listingNumber: z.string(),
  ...itemContent,
  whatsapp: z.string().nullable(),
  /** The owner and admins only (null for everyone else); the public sees `hasSerial` (the badge). */
  frameSerial: z.string().nullable(),
  hasSerial: z.boolean(),
  sellerId: z.number().int().nullable(),
  seller: memberRefSchema.nullable(),
  status: z.string(),
  approvalStatus: z.string(),
  pendingEdit: itemEditSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Issue 34: when the listing leaves the public lists unless renewed (status 'expired' after it);
   * for the owner and admins only, null for everyone else.
   */
  expiresAt: z.string().nullable(),
  /** The item page only, when the WhatsApp shows: a community alert matching the seller's contacts. */
  alert: alertWarningSchema.optional(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/**
 * GET /api/marketplace. `type` also accepts the landing filter value 'motocicleta', read as
 * category motos. Paging: `cursor` (the last id seen) or `page` (1-based).
 */
export const marketplaceListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum([...ITEM_TYPES, 'motocicleta', 'all']).optional(),
  category: z.enum([...ITEM_CATEGORIES, 'all']).optional(),
  cursor: cursorParam,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type MarketplaceListQuery = z.infer<typeof marketplaceListQuery>;

/**
 * A search (`q`) counts at most this many matches: counting every match of a broad search on each
 * request would cost more than the page itself (decision 005). When `totalCapped` is true, show
 * "mais de 100" instead of the number. Lists without `q` are counted exactly.
 */
export const MARKETPLACE_TOTAL_CAP = 100;

export const marketplacePageSchema = z.object({
  items: z.array(marketplaceItemSchema),
  nextCursor: z.number().int().nullable(),
  total: z.number().int(),
  /** true when there are more than `total` matches (searches stop counting at MARKETPLACE_TOTAL_CAP). */
  totalCapped: z.boolean().optional(),
});
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

/** GET /api/marketplace/my-items: the caller's own listings, every status, newest first. */
export const myItemsQuery = marketplaceListQuery.pick({ cursor: true, page: true, limit: true });

/** GET /api/marketplace/{id}/similar: up to 4 approved, active items of the same category. */
export const SIMILAR_ITEMS_LIMIT = 4;
export const similarItemsSchema = z.object({ items: z.array(marketplaceItemSchema) });

/** An empty price means none; anything else must be a number ≥ 0 with at most 2 decimals. */
const priceField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (!Number.isFinite(n) || n < 0 || n > 99_999_999.99) {
      ctx.addIssue({ code: 'custom', message: marketplaceMessages.priceInvalid });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const imageUrlsField = z
  .array(z.string().trim().min(1, { message: marketplaceMessages.imagePathInvalid }).max(500), {
    message: marketplaceMessages.imagePathInvalid,
  })
  .min(1, { message: marketplaceMessages.imagesMin })
  .max(MARKETPLACE_LIMITS.images, { message: marketplaceMessages.imagesMax });

const whatsappField = z
  .string({ message: marketplaceMessages.whatsappMin })
  .trim()
  .min(MARKETPLACE_LIMITS.whatsappMin, { message: marketplaceMessages.whatsappMin })
  .max(MARKETPLACE_LIMITS.whatsappMax, { message: marketplaceMessages.whatsappMax })
  .regex(/^[0-9\s\-+()]+$/, { message: marketplaceMessages.whatsappMin });

/** Issue 32: the category whose listings ask for a bike's frame serial and legal class. */
export const BIKES_CATEGORY = 'motos';

/** Optional; an empty text means none. Stored in its normal form (the bikes register's). */
const frameSerialField = z
  .string({ message: marketplaceMessages.serialInvalid })
  .trim()
  .max(BIKE_LIMITS.serialMax, marketplaceMessages.serialInvalid)
  .nullable()
  .transform((v) => v || null)
  .refine((v) => !v || normaliseSerial(v).length >= BIKE_LIMITS.serialMin, marketplaceMessages.serialInvalid)
  .optional();
const bikeClassField = z
  .union([z.enum(BIKE_TYPES, { message: marketplaceMessages.bikeClassInvalid }), z.literal(''), z.null()], {
    message: marketplaceMessages.bikeClassInvalid,
  })
  .transform((v) => v || null)
  .optional();

const itemFields = {
  title: z
    .string({ message: marketplaceMessages.titleRequired })
    .trim()
    .min(1, { message: marketplaceMessages.titleRequired })
    .max(MARKETPLACE_LIMITS.title, { message: marketplaceMessages.titleMax }),
  description: z
    .string({ message: marketplaceMessages.descriptionRequired })
    .trim()
    .min(1, { message: marketplaceMessages.descriptionRequired })
    .max(MARKETPLACE_LIMITS.description),
  type: z.enum(ITEM_TYPES, { message: marketplaceMessages.typeInvalid }),
  category: z.enum(ITEM_CATEGORIES, { message: marketplaceMessages.categoryInvalid }),
  price: priceField,
  whatsapp: whatsappField,
  imageUrls: imageUrlsField,
  coverImageIndex: z.coerce
    .number({ message: marketplaceMessages.coverInvalid })
    .int({ message: marketplaceMessages.coverInvalid })
    .min(0, { message: marketplaceMessages.coverInvalid })
    .default(0),
  frameSerial: frameSerialField,
  bikeClass: bikeClassField,
};

const coverInRange = (v: { imageUrls?: string[]; coverImageIndex?: number }) =>
  v.imageUrls === undefined || v.coverImageIndex === undefined || v.coverImageIndex < v.imageUrls.length;

/**
 * Spec: the price is optional unless the type is venda (a sale needs a price). The one statement of
 * the rule: the create schema and the edit form check it on what they send, the server's edit on the
 * listing as the edit leaves it.
 */
export const saleHasPrice = (v: { type?: string; price?: string | null }) =>
  v.type !== 'venda' || (v.price !== undefined && v.price !== null);
const salePriceIssue = { message: marketplaceMessages.priceRequiredForSale, path: ['price'] };

/** POST /api/marketplace. listingNumber, sellerId, approvalStatus and status are the server's. */
export const createItemSchema = z
  .object(itemFields)
  .refine(coverInRange, { message: marketplaceMessages.coverInvalid, path: ['coverImageIndex'] })
  .refine(saleHasPrice, salePriceIssue);
export type CreateItemInput = z.input<typeof createItemSchema>;
/** A create as the server receives it, validated (trimmed texts, the price as '12.00' or null). */
export type CreateItemData = z.output<typeof createItemSchema>;

/** PUT /api/marketplace/{id}: every field optional; the owner may also switch status. */
export const updateItemSchema = z
  .object({
    title: itemFields.title.optional(),
    description: itemFields.description.optional(),
    type: itemFields.type.optional(),
    category: itemFields.category.optional(),
    price: priceField,
    whatsapp: whatsappField.optional(),
    imageUrls: imageUrlsField.optional(),
    coverImageIndex: z.coerce
      .number({ message: marketplaceMessages.coverInvalid })
      .int({ message: marketplaceMessages.coverInvalid })
      .min(0, { message: marketplaceMessages.coverInvalid })
      .optional(),
    status: z.enum(ITEM_STATUSES).optional(),
    frameSerial: frameSerialField,
    bikeClass: bikeClassField,
  })
  .refine(coverInRange, { message: marketplaceMessages.coverInvalid, path: ['coverImageIndex'] });
export type UpdateItemInput = z.input<typeof updateItemSchema>;
export type UpdateItemData = z.output<typeof updateItemSchema>;

/**
 * The edit form: the API takes any of the fields, and checks the sale rule on the listing as the
 * edit leaves it; the form sends every field, so it checks the rule on what it sends.
 */
export const itemEditFormSchema = updateItemSchema.refine(saleHasPrice, salePriceIssue);

/** Create/update answer: the item plus the toast text that fits what happened. */
export const itemSavedSchema = z.object({ item: marketplaceItemSchema, message: z.string() });
export type ItemSaved = z.infer<typeof itemSavedSchema>;

export const adminItemFilter = z.enum(['all', 'approved', 'pending', 'rejected', 'orphans']);
export const adminItemListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  filter: adminItemFilter.default('all'),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** GET /api/admin/marketplace/pending and /orphans: the filter is in the path. */
export const adminQueueQuery = adminItemListQuery.omit({ filter: true });
/** Answer of approve, reject and owner change: the item as it is now, and the toast text. */
export const adminItemResultSchema = itemSavedSchema;
export const reassignOwnerSchema = z.object({ sellerId: dbId(t('Usuário inválido')) });
