import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadMessages = {
  invalid: 'Arquivo inválido. Envie uma imagem JPEG, PNG ou WebP.',
  tooLarge: 'A imagem deve ter no máximo 5MB',
  tooMany: 'Máximo 4 imagens',
  none: 'Nenhuma imagem enviada.',
  badSignature: 'Link de envio inválido ou expirado. Tente novamente.',
  notYours: 'Imagem inválida: envie as imagens novamente.',
  subscriptionRequired: 'Você precisa de uma assinatura ativa para enviar imagens.',
  busy: 'Muitas imagens sendo processadas agora. Tente novamente em alguns segundos.',
  quota: (n: number) => `Você já enviou ${n} imagens na última hora. Aguarde um pouco e tente novamente.`,
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
