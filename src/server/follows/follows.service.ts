import { FOLLOWS_MAX, type FollowPage, type FollowState, followMessages as msg } from '../../contract/follows.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createFollowsRepository } from './follows.repository.js';

/** A listing or rental just made public, as its seller's followers hear of it. */
export interface NewListing {
  kind: 'item' | 'rental';
  id: number;
  title: string;
  ownerId: number | null;
}

/**
 * Following a seller (issue 34, decision 045): 'Seguir' on a member's profile or a listing; each
 * member reads only their own follows, and only the seller learns how many follow them (never who).
 */
export function createFollowsService(deps: { db: Db; notifications: Pick<NotificationsService, 'notifyMany'> }) {
  const repo = createFollowsRepository(deps.db);

  async function mustFind(memberNumber: string) {
    const m = await repo.member(memberNumber.toUpperCase());
    if (!m) throw notFound(msg.memberNotFound);
    return m;
  }

  return {
    async follow(me: SessionUser, memberNumber: string) {
      const m = await mustFind(memberNumber);
      if (m.id === me.id) throw badRequest(msg.self);
      if (await repo.has(me.id, m.id)) return { message: msg.followed, following: true };
      // Counted under the member's row lock, so a parallel burst cannot pass FOLLOWS_MAX.
      const inserted = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          const r = createFollowsRepository(tx);
          await r.lockMember(me.id);
          if ((await r.count(me.id)) >= FOLLOWS_MAX) throw badRequest(msg.tooMany);
          return r.insert(me.id, m.id);
        }),
      );
      if (!inserted && !(await repo.has(me.id, m.id))) throw forbidden(msg.blocked);
      return { message: msg.followed, following: true };
    },

    async unfollow(me: SessionUser, memberNumber: string) {
      const m = await mustFind(memberNumber);
      if (!(await repo.remove(me.id, m.id))) throw notFound(msg.notFollowing);
      return { message: msg.unfollowed, following: false };
    },

    /** The button's state; the followers' count on the caller's own profile only. */
    async state(me: SessionUser, memberNumber: string): Promise<FollowState> {
      const m = await mustFind(memberNumber);
      if (m.id === me.id) return { following: false, followers: await repo.followers(me.id) };
      return { following: await repo.has(me.id, m.id), followers: null };
    },

    async list(me: SessionUser, q: { cursor?: number; limit: number }): Promise<FollowPage> {
      const rows = await repo.list(me.id, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((r) => ({ ...r, since: r.since.toISOString() })),
        nextCursor: rows.length > q.limit ? page.at(-1)!.memberId : null,
      };
    },

    /**
     * Called by the marketplace and rentals inside the approval that makes a listing public: every
     * follower of its seller (no block either way) is notified on the same transaction, in one batch.
     */
    async listingPublished(tx: DbOrTx, l: NewListing): Promise<number> {
      if (l.ownerId === null) return 0;
      const r = createFollowsRepository(tx);
      const audience = await r.audience(l.ownerId);
      if (!audience.length) return 0;
      const data = { seller: (await r.nameOf(l.ownerId)) ?? '', title: l.title };
      return deps.notifications.notifyMany(
        tx,
        l.kind === 'item' ? 'followed-new-item' : 'followed-new-rental',
        audience.map((userId) => ({ userId, data, targetId: l.id })),
      );
    },

    /** The data export: the members the member follows. */
    async exportFor(userId: number) {
      return (await repo.exportRows(userId)).map((r) => ({
        memberNumber: r.memberNumber,
        since: r.since.toISOString(),
      }));
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
