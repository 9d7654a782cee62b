import { z } from 'zod';
import { PHONE_CHARS } from './common.js';
import { LANGS, t } from './i18n.js';
import { LIMITS } from './users-limits.js';

// The limits live in a zod-free module: the sign-up form (zod/mini, src/contract/auth.ts) needs them
// without this file's classic-zod schemas.
export { LIMITS };

export const userMessages = {
  phoneChars: t('Número do WhatsApp deve conter apenas números e símbolos válidos'),
  displayName: t('Nome de exibição deve ter entre 2 e 50 caracteres'),
  firstName: t('Nome deve ter entre 2 e 30 caracteres'),
  lastName: t('Sobrenome deve ter entre 2 e 30 caracteres'),
  photoInvalid: t('Arquivo inválido'),
  photoTooLarge: t('Arquivo muito grande'),
  photoQuota: (n: number) =>
    t('Você já trocou a foto de perfil {n} vezes na última hora. Aguarde um pouco e tente novamente.', { n }),
  profileUpdated: t('Perfil atualizado com sucesso!'),
} as const;

/** The signed-in user as the client sees it (never the password hash). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  memberNumber: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  /** 'active' only while the subscription is in force (an ended one reads 'inactive'). */
  subscriptionStatus: z.enum(['active', 'inactive']),
  subscriptionEnd: z.string().nullable(),
  memberSince: z.string(),
  /** The language the member chose (issue 36); null until they choose (pt-BR). */
  language: z.enum(LANGS).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PUT /api/user/language: the language chosen in the switch (issue 36). */
export const languageUpdateSchema = z.strictObject({ language: z.enum(LANGS) });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

const optionalText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length >= min && v.length <= max), { message })
    .optional();

const phoneField = z
  .string()
  .trim()
  .max(LIMITS.phoneMax, { message: t('Máximo {max} caracteres', { max: LIMITS.phoneMax }) })
  .regex(PHONE_CHARS, { message: userMessages.phoneChars })
  .optional();

/** PUT /api/user/profile. Empty displayName/whatsapp/phone clear the field; names cannot be cleared. */
export const profileUpdateSchema = z.object({
  displayName: optionalText(LIMITS.displayName.min, LIMITS.displayName.max, userMessages.displayName),
  firstName: z
    .string()
    .trim()
    .min(LIMITS.name.min, { message: userMessages.firstName })
    .max(LIMITS.name.max, { message: userMessages.firstName })
    .optional(),
  lastName: z
    .string()
    .trim()
    .min(LIMITS.name.min, { message: userMessages.lastName })
    .max(LIMITS.name.max, { message: userMessages.lastName })
    .optional(),
  whatsapp: phoneField,
  phone: phoneField,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Public view of another member (no email, no phone). */
export const memberRefSchema = z.object({
  id: z.number().int(),
  /** The name to show: the display name, else the first name (issue 28); shown through contract/member-name.ts. */
  displayName: z.string().nullable(),
  memberNumber: z.string(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;
