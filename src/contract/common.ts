import { z } from 'zod';
import { t } from './i18n.js';

/** One problem of a request that failed validation: the field's path (`address.city`, `items.0`) and its pt-BR message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API returns has this shape (never a stack trace). A 400 from validation also
 * lists every problem in `errors`, so a client that skips the form can show them all.
 */
export const errorSchema = z.object({ message: z.string(), errors: z.array(fieldErrorSchema).optional() });
export type ApiError = z.infer<typeof errorSchema>;

/** The largest id PostgreSQL's integer columns hold: a larger one is no id (400, never a 500). */
export const INT4_MAX = 2_147_483_647;

/**
 * An id as text (a path, a query string): decimal digits only, no sign, spaces, exponent, hex or
 * leading zero (issue 37: `0x1F` acted on 31 and `%201` on 1 when ids were coerced with Number()).
 */
export const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/** An id in a path, query or body: a positive integer an integer column can hold, as a JSON number or as digits. */
export const dbId = (message = t('ID inválido')) => {
  const id = z.number({ error: message }).int({ error: message }).positive({ error: message }).max(INT4_MAX, {
    error: message,
  });
  return z.union([id, z.string({ error: message }).regex(ID_DIGITS, { error: message }).transform(Number).pipe(id)], {
    error: message,
  });
};

export const idParam = z.object({ id: dbId() });

/** `?cursor=`: the last id of the previous page (lists are newest first). */
export const cursorParam = dbId(t('Cursor inválido')).optional();

/**
 * A PUT body of optional fields must change something: `{}` (or only undefined fields) is a 400,
 * not an empty UPDATE for the database to refuse.
 */
export const NOTHING_TO_UPDATE = t('Nenhum campo para atualizar.');
export const someField = (o: object) => Object.values(o).some((v) => v !== undefined);

/** Cursor paging: `cursor` is the last id of the previous page (lists are newest first). */
export const pageQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.number().int().nullable() });
}

/** Phone and WhatsApp numbers: digits, spaces, dash, plus and parentheses (spec section 5). */
export const PHONE_CHARS = /^[0-9\s\-+()]*$/;

export const messages = {
  invalidInput: t('Dados inválidos.'),
  unauthenticated: t('Você precisa estar logado.'),
  forbidden: t('Você não tem permissão para esta ação.'),
  adminOnly: t('Acesso restrito a administradores.'),
  notFound: t('Recurso não encontrado.'),
  tooManyRequests: t('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
  crossOrigin: t('Requisição de outra origem recusada.'),
  internal: t('Erro interno do servidor. Tente novamente mais tarde.'),
  /** A write that collided with another at the same moment twice (deadlock, serialization): 503, never 500. */
  busy: t('Muitas operações ao mesmo tempo. Tente novamente em instantes.'),
} as const;
