import { z } from 'zod';
import { NOTHING_TO_UPDATE, someField } from './common.js';
import { t } from './i18n.js';

export const SPONSOR_LIMITS = {
  name: 255,
  url: 500,
  description: 1000,
  discountInfo: 255,
  displayOrderMax: 100_000,
} as const;

export const sponsorMessages = {
  nameRequired: t('Nome é obrigatório'),
  nameMax: t('Nome deve ter no máximo 255 caracteres'),
  urlInvalid: t('URL inválida: use um endereço começando com http:// ou https://'),
  imageInvalid: t('Imagem inválida: envie a imagem novamente.'),
  descriptionMax: t('Descrição deve ter no máximo 1000 caracteres'),
  discountMax: t('Informação de desconto deve ter no máximo 255 caracteres'),
  displayOrderInvalid: t('Ordem de exibição deve ser um número inteiro maior ou igual a 0'),
  notFound: t('Patrocinador não encontrado'),
  created: t('Patrocinador criado com sucesso!'),
  updated: t('Patrocinador atualizado com sucesso!'),
  deleted: t('Patrocinador excluído.'),
  createFailed: t('Falha ao criar sponsor.'),
  updateFailed: t('Falha ao atualizar sponsor.'),
  deleteFailed: t('Falha ao deletar sponsor.'),
} as const;

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** http(s) URL; '' or null clears the field. */
const urlField = z
  .string({ message: sponsorMessages.urlInvalid })
  .trim()
  .max(SPONSOR_LIMITS.url, { message: sponsorMessages.urlInvalid })
  .refine((v) => v === '' || isHttpUrl(v), { message: sponsorMessages.urlInvalid })
  .nullable();

/** A path returned by POST /api/upload (/objects/uploads/…-full.webp); '' or null clears it. */
const imageField = z.string({ message: sponsorMessages.imageInvalid }).trim().max(SPONSOR_LIMITS.url).nullable();

const optionalText = (max: number, message: string) => z.string().trim().max(max, { message }).nullable();

const fields = {
  name: z
    .string({ message: sponsorMessages.nameRequired })
    .trim()
    .min(1, { message: sponsorMessages.nameRequired })
    .max(SPONSOR_LIMITS.name, { message: sponsorMessages.nameMax }),
  logoUrl: imageField,
  bannerUrl: imageField,
  website: urlField,
  redirectUrl: urlField,
  description: optionalText(SPONSOR_LIMITS.description, sponsorMessages.descriptionMax),
  discountInfo: optionalText(SPONSOR_LIMITS.discountInfo, sponsorMessages.discountMax),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.coerce
    .number({ message: sponsorMessages.displayOrderInvalid })
    .int({ message: sponsorMessages.displayOrderInvalid })
    .min(0, { message: sponsorMessages.displayOrderInvalid })
    .max(SPONSOR_LIMITS.displayOrderMax, { message: sponsorMessages.displayOrderInvalid }),
};

/**
 * POST /api/admin/sponsors. Only name is required; defaults: isFeatured false, isActive true,
 * displayOrder 0, the rest null. logoUrl/bannerUrl must be images this admin uploaded.
 */
export const sponsorCreateSchema = z.object({
  name: fields.name,
  logoUrl: fields.logoUrl.optional(),
  bannerUrl: fields.bannerUrl.optional(),
  website: fields.website.optional(),
  redirectUrl: fields.redirectUrl.optional(),
  description: fields.description.optional(),
  discountInfo: fields.discountInfo.optional(),
  isFeatured: fields.isFeatured.default(false),
  isActive: fields.isActive.default(true),
  displayOrder: fields.displayOrder.default(0),
});
export type SponsorCreateInput = z.input<typeof sponsorCreateSchema>;

/** PUT /api/admin/sponsors/{id}: any subset of the fields; absent fields stay as they are. */
export const sponsorUpdateSchema = z
  .object({
    name: fields.name.optional(),
    logoUrl: fields.logoUrl.optional(),
    bannerUrl: fields.bannerUrl.optional(),
    website: fields.website.optional(),
    redirectUrl: fields.redirectUrl.optional(),
    description: fields.description.optional(),
    discountInfo: fields.discountInfo.optional(),
    isFeatured: fields.isFeatured.optional(),
    isActive: fields.isActive.optional(),
    displayOrder: fields.displayOrder.optional(),
  })
  .refine(someField, { message: NOTHING_TO_UPDATE });
export type SponsorUpdateInput = z.input<typeof sponsorUpdateSchema>;

/** A sponsor as the admin sees it (GET /api/admin/sponsors, answers of POST and PUT). */
export const sponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  website: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  description: z.string().nullable(),
  discountInfo: z.string().nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
export const sponsorListSchema = z.array(sponsorSchema);

/** Public view of one sponsor. A link opens redirectUrl, else website (null: no link). */
export const publicSponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  description: z.string().nullable(),
  discountInfo: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicSponsor = z.infer<typeof publicSponsorSchema>;

/**
 * GET /api/sponsors (spec: Sponsors response). Active sponsors only, ordered by displayOrder then id.
 * featuredBanner: the first active featured sponsor; logoSponsors: every other active sponsor.
 */
export const sponsorsResponseSchema = z.object({
  sponsors: z.object({
    featuredBanner: publicSponsorSchema.nullable(),
    logoSponsors: z.array(publicSponsorSchema),
  }),
});
export type SponsorsResponse = z.infer<typeof sponsorsResponseSchema>;

// Kept in a zod-free module so the landing page can use it without loading zod.
export { sponsorLink } from './sponsor-link.js';
