import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { blocks } from './blocks.tables.js';

const prepareAnyBlock = (db: DbOrTx) =>
  db
    .select({ one: sql`1` })
    .from(blocks)
    .where(eq(blocks.blockerId, sql.placeholder('blockerId')))
    .limit(1)
    .prepare('blocks_any');

/** Queries only (decision 009). */
export function createBlocksRepository(db: DbOrTx) {
  let anyBlock: ReturnType<typeof prepareAnyBlock> | undefined;
  return {
    /** Inserts the block once; false when it already existed or the member is not there. */
    async insert(blockerId: number, blockedId: number): Promise<boolean> {
      const rows = await db
        .insert(blocks)
        .select(
          db
            .select({
              blockerId: sql<number>`${blockerId}::int`.as('blocker_id'),
              blockedId: users.id,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(users)
            .where(eq(users.id, blockedId)),
        )
        .onConflictDoNothing()
        .returning({ blockedId: blocks.blockedId });
      return rows.length > 0;
    },
    async remove(blockerId: number, blockedId: number): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ blockedId: blocks.blockedId });
      return rows.length > 0;
    },
    /** Whether either member blocked the other (both orders use an index). */
    async between(a: number, b: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** The blocker's list, by blocked member id descending (the keyset). */
    list(blockerId: number, cursor: number | undefined, limit: number) {
      return db
        .select({
          id: blocks.blockedId,
          displayName: users.displayName,
          firstName: users.firstName,
          memberNumber: users.memberNumber,
          blockedAt: blocks.createdAt,
        })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(and(eq(blocks.blockerId, blockerId), cursor === undefined ? undefined : lt(blocks.blockedId, cursor)))
        .orderBy(desc(blocks.blockedId))
        .limit(limit);
    },
    async ids(blockerId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: blocks.blockedId })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    count: (blockerId: number) => db.$count(blocks, eq(blocks.blockerId, blockerId)),
    /** Whether the member blocked anyone at all: one probe of the primary key's first column. */
    async blocksAnyone(blockerId: number): Promise<boolean> {
      anyBlock ??= prepareAnyBlock(db);
      return (await anyBlock.execute({ blockerId })).length > 0;
    },
    /**
     * Locks the blocker's own row until the transaction ends, so their blocks are counted and
     * inserted one request at a time (the BLOCKS_MAX cap under a parallel burst). `no key update`
     * leaves other tables' foreign-key checks on the member unblocked.
     */
    async lockBlocker(blockerId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, blockerId)).for('no key update');
      return rows.length > 0;
    },
  };
}
