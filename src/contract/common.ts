import { z } from 'zod';

/** One problem of a request that failed validation: the field's path (`address.city`, `items.0`) and its pt-BR message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API returns has this shape (never a stack trace). A 400 from validation also
 * lists every problem in `errors`, so a client that skips the form can show them all.
 */
export const errorSchema = z.object({ message: z.string(), errors: z.array(fieldErrorSchema).optional() });
export type ApiError = z.infer<typeof errorSchema>;

export const idParam = z.object({ id: z.coerce.number().int().positive({ message: 'ID inválido' }) });

/** Cursor paging: `cursor` is the last id of the previous page (lists are newest first). */
export const pageQuery = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.number().int().nullable() });
}

/** Phone and WhatsApp numbers: digits, spaces, dash, plus and parentheses (spec section 5). */
export const PHONE_CHARS = /^[0-9\s\-+()]*$/;

export const messages = {
  invalidInput: 'Dados inválidos.',
  unauthenticated: 'Você precisa estar logado.',
  forbidden: 'Você não tem permissão para esta ação.',
  adminOnly: 'Acesso restrito a administradores.',
  notFound: 'Recurso não encontrado.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  crossOrigin: 'Requisição de outra origem recusada.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;
