import {
  FAVOURITES_MAX,
  type Favourite,
  type FavouritePage,
  type FavouriteState,
  favouriteMessages as msg,
} from '../../contract/favourites.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import { badRequest, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createFavouritesRepository, type FavouriteTarget } from './favourites.repository.js';

export type { FavouriteTarget } from './favourites.repository.js';

/** A listing's price before and after a change that is now public. */
export interface PriceChange {
  title: string;
  ownerId: number | null;
  before: string | null;
  after: string | null;
}

const euros = (v: string) => Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * Favourites on the server (issue 34): the heart on a listing or a rental, the member's list in
 * /favoritos, the browser's favourites brought over at sign-in, the owner's count (never who), and
 * the price-drop notification that the marketplace and rentals ask for inside their own writes.
 */
export function createFavouritesService(deps: { db: Db; notifications: Pick<NotificationsService, 'notify'> }) {
  const repo = createFavouritesRepository(deps.db);

  /** Counts and inserts under the member's row lock, so a parallel burst cannot pass FAVOURITES_MAX. */
  function capped<T>(
    userId: number,
    add: number,
    write: (r: ReturnType<typeof createFavouritesRepository>) => Promise<T>,
  ) {
    return retryOnConflict(() =>
      deps.db.transaction(async (tx) => {
        const r = createFavouritesRepository(tx);
        await r.lockMember(userId);
        if ((await r.count(userId)) + add > FAVOURITES_MAX) throw badRequest(msg.tooMany);
        return write(r);
      }),
    );
  }

  return {
    async save(me: SessionUser, t: FavouriteTarget) {
      if (await repo.has(me.id, t)) return { message: msg.saved, saved: true };
      if (!(await capped(me.id, 1, (r) => r.insert(me.id, t))) && !(await repo.has(me.id, t)))
        throw notFound(msg.notFound);
      return { message: msg.saved, saved: true };
    },
    async remove(me: SessionUser, t: FavouriteTarget) {
      if (!(await repo.remove(me.id, t))) throw notFound(msg.notSaved);
      return { message: msg.removed, saved: false };
    },
    /** The heart: saved or not, and for the listing's owner only, how many members saved it. */
    async state(me: SessionUser, t: FavouriteTarget): Promise<FavouriteState> {
      const [saved, owner] = await Promise.all([repo.has(me.id, t), repo.ownerOf(t)]);
      return { saved, savedBy: owner !== null && owner === me.id ? await repo.savedBy(t) : null };
    },
    async list(me: SessionUser, q: { cursor?: number; limit: number }): Promise<FavouritePage> {
      const rows = await repo.list(me.id, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(
          (r): Favourite =>
            r.itemId !== null
              ? {
                  id: r.id,
                  kind: 'item',
                  targetId: r.itemId,
                  title: r.itemTitle ?? '',
                  price: r.itemPrice,
                  imageUrl: r.itemImage,
                  available: r.itemPublic,
                  savedAt: r.createdAt.toISOString(),
                }
              : {
                  id: r.id,
                  kind: 'rental',
                  targetId: r.rentalId!,
                  title: `${r.rentalApp ?? ''} · ${r.rentalType ?? ''}`,
                  price: r.rentalPrice,
                  imageUrl: null,
                  available: r.rentalPublic,
                  savedAt: r.createdAt.toISOString(),
                },
        ),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },
    /**
     * The favourites the browser kept before sign-in (the spec's local toggle), saved on the server:
     * public listings only, the cap respected (the ones over it are left out, not an error).
     */
    async importItems(me: SessionUser, itemIds: number[]) {
      const ids = [...new Set(itemIds)];
      if (!ids.length) return { imported: 0 };
      const imported = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          const r = createFavouritesRepository(tx);
          await r.lockMember(me.id);
          const room = FAVOURITES_MAX - (await r.count(me.id));
          return room > 0 ? r.insertItems(me.id, ids.slice(0, room)) : 0;
        }),
      );
      return { imported };
    },
    /**
     * Called by the marketplace and rentals inside the write that makes a new price public: when it
     * went down, everyone who saved the listing (its owner aside) is notified, on the same `tx`.
     */
    async priceChanged(tx: DbOrTx, t: FavouriteTarget, change: PriceChange): Promise<number> {
      const { before, after } = change;
      if (before === null || after === null || !(Number(after) < Number(before))) return 0;
      const savers = await createFavouritesRepository(tx).savers(t, change.ownerId);
      const type = t.kind === 'item' ? 'item-price-dropped' : 'rental-price-dropped';
      const data = { title: change.title, before: euros(before), after: euros(after) };
      for (const userId of savers) await deps.notifications.notify(tx, userId, type, { data, targetId: t.id });
      return savers.length;
    },
    /** The data export: every listing the member saved. */
    async exportFor(userId: number) {
      return (await repo.exportRows(userId)).map((r) => ({
        kind: r.itemId !== null ? 'item' : 'rental',
        id: r.itemId ?? r.rentalId,
        savedAt: r.savedAt.toISOString(),
      }));
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
