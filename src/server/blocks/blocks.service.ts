import { BLOCKS_MAX, type BlockPage, blockMessages as msg } from '../../contract/blocks.js';
import { type Db, retryOnConflict } from '../db/client.js';
import { badRequest, conflict, notFound } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { createBlocksRepository } from './blocks.repository.js';

/** 'Bloquear membro' (issue 15): no messages either way, the blocked member's listings hidden from the blocker. */
export function createBlocksService(deps: { db: Db }) {
  const repo = createBlocksRepository(deps.db);
  return {
    async block(me: SessionUser, memberId: number) {
      if (memberId === me.id) throw badRequest(msg.self);
      // Count and insert under the blocker's row lock: a parallel burst cannot pass the cap.
      const inserted = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          const r = createBlocksRepository(tx);
          await r.lockBlocker(me.id);
          if ((await r.count(me.id)) >= BLOCKS_MAX)
            throw badRequest(`Você pode bloquear no máximo ${BLOCKS_MAX} membros.`);
          return r.insert(me.id, memberId);
        }),
      );
      if (inserted) return { message: msg.blocked };
      // Nothing inserted: already blocked, or no such member.
      if ((await repo.ids(me.id, BLOCKS_MAX)).includes(memberId)) throw conflict(msg.alreadyBlocked);
      throw notFound(msg.notFound);
    },
    async unblock(me: SessionUser, memberId: number) {
      if (!(await repo.remove(me.id, memberId))) throw notFound(msg.notBlocked);
      return { message: msg.unblocked };
    },
    async list(me: SessionUser, q: { cursor?: number; limit: number }): Promise<BlockPage> {
      const rows = await repo.list(me.id, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          displayName: r.displayName ?? r.firstName,
          memberNumber: r.memberNumber,
          blockedAt: r.blockedAt.toISOString(),
        })),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },
    ids: async (me: SessionUser) => ({ ids: await repo.ids(me.id, BLOCKS_MAX) }),
    /** For the marketplace's kept searches (issue 38): a member who blocked nobody sees what a visitor sees. */
    blocksAnyone: (me: SessionUser) => repo.blocksAnyone(me.id),
    /** For messages: whether either member blocked the other. */
    between: (a: number, b: number) => repo.between(a, b),
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
