import { z } from 'zod';
import { RENTAL_ACCOUNT_TYPES, RENTAL_APPS } from './account-rentals-labels.js';
import { cursorParam } from './common.js';
import { t } from './i18n.js';
import { ITEM_CATEGORIES, ITEM_TYPES } from './marketplace-labels.js';

// Issue 34: saved searches ('Buscas salvas'): a member's filters of /marketplace or /account-rental,
// kept with a name; a newly approved listing that matches one tells its member (grouped, hourly).

export const SAVED_SEARCH_KINDS = ['item', 'rental'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** At most this many saved searches per member (counted under the member's row lock). */
export const SAVED_SEARCHES_MAX = 10;
/** A search's words: at most 5 (as the lists read them), each at most this long. */
export const SAVED_SEARCH_WORD_MAX = 30;

export const savedSearchMessages = {
  nameRequired: t('Dê um nome à busca.'),
  nameTooLong: t('O nome pode ter no máximo 60 caracteres.'),
  kindInvalid: t('Tipo de busca inválido.'),
  wordTooLong: t('Cada palavra da busca pode ter no máximo {max} letras.', { max: SAVED_SEARCH_WORD_MAX }),
  priceInvalid: t('Preço inválido.'),
  priceRange: t('O preço mínimo não pode ser maior que o máximo.'),
  filterInvalid: t('Filtro inválido.'),
  empty: t('Escolha ao menos um filtro ou digite uma busca antes de salvar.'),
  tooMany: t('Você pode ter no máximo {max} buscas salvas. Apague alguma para salvar outra.', {
    max: SAVED_SEARCHES_MAX,
  }),
  notFound: t('Busca salva não encontrada.'),
  saved: t('Busca salva. Avisaremos quando aparecer um anúncio novo.'),
  renamed: t('Nome da busca atualizado.'),
  deleted: t('Busca apagada.'),
} as const;
const m = savedSearchMessages;

const price = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(String(v).trim().replace(',', '.'));
    if (!Number.isFinite(n) || n < 0 || n > 99_999_999) {
      ctx.addIssue({ code: 'custom', message: m.priceInvalid });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string({ error: m.filterInvalid })
    .nullish()
    .transform((v) => (v === 'all' || v === '' || v == null ? null : v))
    .refine((v) => v === null || (values as readonly string[]).includes(v), { error: m.filterInvalid })
    .transform((v) => v as T[number] | null);

/** The filters of a list page, as saved (what /marketplace and /account-rental put in their URL). */
export const savedSearchFiltersSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, { error: m.filterInvalid })
      .optional()
      .transform((v) => v ?? '')
      .refine((v) => v.split(/\s+/).every((w) => w.length <= SAVED_SEARCH_WORD_MAX), { error: m.wordTooLong }),
    /** Marketplace: the item's type ('motocicleta' is the category motos, as the list reads it). */
    type: choice([...ITEM_TYPES, 'motocicleta']),
    category: choice(ITEM_CATEGORIES),
    /** Rentals: the app, the account type, the region. */
    appName: choice(RENTAL_APPS),
    accountType: choice(RENTAL_ACCOUNT_TYPES),
    region: z
      .string()
      .trim()
      .max(100, { error: m.filterInvalid })
      .nullish()
      .transform((v) => v || null),
    minPrice: price,
    maxPrice: price,
  })
  .refine((f) => f.minPrice === null || f.maxPrice === null || f.minPrice <= f.maxPrice, {
    error: m.priceRange,
    path: ['minPrice'],
  });
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

const name = z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(60, {
  error: m.nameTooLong,
});

export const createSavedSearchSchema = z.object({
  name,
  kind: z.enum(SAVED_SEARCH_KINDS, { error: m.kindInvalid }),
  filters: savedSearchFiltersSchema,
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;
export const renameSavedSearchSchema = z.object({ name });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  filters: z.object({
    q: z.string(),
    type: z.string().nullable(),
    category: z.string().nullable(),
    appName: z.string().nullable(),
    accountType: z.string().nullable(),
    region: z.string().nullable(),
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
  }),
  /** The list page with these filters (the notification opens it). */
  path: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchPageSchema = z.object({
  items: z.array(savedSearchSchema),
  nextCursor: z.number().int().nullable(),
  /** How many the member has (the page shows 'n de 10'). */
  total: z.number().int(),
});
export type SavedSearchPage = z.infer<typeof savedSearchPageSchema>;
export const savedSearchListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(SAVED_SEARCHES_MAX).default(SAVED_SEARCHES_MAX),
});
export const savedSearchResultSchema = z.object({ message: z.string(), search: savedSearchSchema });
export const savedSearchDeletedSchema = z.object({ message: z.string() });

/** The list page a saved search opens: the same query string the page writes itself. */
export function savedSearchPath(kind: SavedSearchKind, f: SavedSearch['filters']): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (kind === 'item') {
    if (f.type) q.set('type', f.type);
    if (f.category) q.set('category', f.category);
  } else {
    if (f.appName) q.set('appName', f.appName);
    if (f.accountType) q.set('accountType', f.accountType);
    if (f.region) q.set('region', f.region);
  }
  if (f.minPrice !== null) q.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) q.set('maxPrice', String(f.maxPrice));
  const s = q.toString();
  return `${kind === 'item' ? '/marketplace' : '/account-rental'}${s ? `?${s}` : ''}`;
}
