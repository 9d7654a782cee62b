import { z } from 'zod';
import { t } from './i18n.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadMessages = {
  invalid: t('Arquivo inválido. Envie uma imagem JPEG, PNG ou WebP.'),
  tooLarge: t('A imagem deve ter no máximo 5MB'),
  tooMany: t('Máximo 4 imagens'),
  none: t('Nenhuma imagem enviada.'),
  badSignature: t('Link de envio inválido ou expirado. Tente novamente.'),
  notYours: t('Imagem inválida: envie as imagens novamente.'),
  subscriptionRequired: t('Você precisa de uma assinatura ativa para enviar imagens.'),
  busy: t('Muitas imagens sendo processadas agora. Tente novamente em alguns segundos.'),
  quota: (n: number) => t('Você já enviou {n} imagens na última hora. Aguarde um pouco e tente novamente.', { n }),
} as const;

/** POST /api/upload answer: one public path per image, in the order sent. */
export const uploadResultSchema = z.object({ paths: z.array(z.string()) });

/** POST /api/marketplace-upload (spec section 7). */
export const signUploadSchema = z.object({
  listingNumber: z.string().trim().max(30).optional(),
  imageIndex: z.coerce.number().int().min(0).max(3).optional(),
  fileExtension: z.string().trim().max(10).optional(),
});
export const signedUploadSchema = z.object({ uploadURL: z.string(), objectPath: z.string() });

export { type ImageSize, imageVariant } from './images.js';
