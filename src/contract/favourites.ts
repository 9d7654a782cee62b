import { z } from 'zod';
import { cursorParam, dbId } from './common.js';
import { t } from './i18n.js';

// Issue 34: favourites kept on the server ('Favoritos'), for listings of the marketplace and rentals.

/** What a member may favourite: a marketplace listing or an account rental. */
export const FAVOURITE_KINDS = ['item', 'rental'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** At most this many favourites per member (kept under the member's row lock, so a burst cannot pass it). */
export const FAVOURITES_MAX = 500;
/** Favourites a browser may bring to the server at sign-in (the spec's local toggle kept only ids). */
export const FAVOURITES_IMPORT_MAX = 100;

export const favouriteMessages = {
  idInvalid: t('Anúncio inválido.'),
  notFound: t('Anúncio não encontrado ou não publicado.'),
  saved: t('Salvo nos favoritos.'),
  removed: t('Removido dos favoritos.'),
  notSaved: t('Este anúncio não está nos seus favoritos.'),
  tooMany: t('Você pode salvar no máximo {max} favoritos. Remova alguns para salvar outros.', { max: FAVOURITES_MAX }),
  importTooMany: t('Envie no máximo {max} favoritos de uma vez.', { max: FAVOURITES_IMPORT_MAX }),
} as const;

/** One favourite as its member sees it in /favoritos: what it is, and whether it is still on show. */
export const favouriteSchema = z.object({
  /** The favourite's own id (the list's keyset). */
  id: z.number().int(),
  kind: z.enum(FAVOURITE_KINDS),
  targetId: z.number().int(),
  title: z.string(),
  /** Euros as text ('450.00'), or null (a donation, an exchange). A rental's is weekly. */
  price: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Still public (approved and active): otherwise shown as 'Indisponível'. */
  available: z.boolean(),
  savedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = z.object({
  items: z.array(favouriteSchema),
  nextCursor: z.number().int().nullable(),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;

export const favouriteListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

/**
 * The heart's state on a listing: whether the caller saved it, and — for the listing's owner only —
 * how many members saved it (never who).
 */
export const favouriteStateSchema = z.object({ saved: z.boolean(), savedBy: z.number().int().nullable() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const favouriteResultSchema = z.object({ message: z.string(), saved: z.boolean() });

/** POST /api/favourites/import: the ids the browser kept before the member signed in. */
export const favouriteImportSchema = z.object({
  itemIds: z
    .array(dbId(favouriteMessages.idInvalid))
    .max(FAVOURITES_IMPORT_MAX, { error: favouriteMessages.importTooMany }),
});
export const favouriteImportResultSchema = z.object({ imported: z.number().int() });
