import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { blocks, users } from '../db/schema.js';
import { follows } from './follows.tables.js';

/** Neither member blocked the other (issue 15: a block cuts every tie, follows included). */
const noBlockBetween = (a: unknown, b: unknown) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
                                           or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;

/** Queries only (decision 009). */
export function createFollowsRepository(db: DbOrTx) {
  return {
    /** The member behind a member number (active accounts only). */
    async member(memberNumber: string) {
      const [r] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.memberNumber, memberNumber), eq(users.isActive, true)))
        .limit(1);
      return r ?? null;
    },
    async lockMember(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },
    async count(followerId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.followerId, followerId));
      return Number(r?.n ?? 0);
    },
    /** Follows once; false when already followed or a block stands between them. */
    async insert(followerId: number, followedId: number): Promise<boolean> {
      const rows = await queryRows<{ followed_id: number }>(
        db,
        sql`insert into ${follows} (follower_id, followed_id)
            select ${followerId}::int, ${followedId}::int where ${noBlockBetween(sql`${followerId}::int`, sql`${followedId}::int`)}
            on conflict do nothing returning followed_id`,
      );
      return rows.length > 0;
    },
    async remove(followerId: number, followedId: number): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
        .returning({ id: follows.followedId });
      return rows.length > 0;
    },
    async has(followerId: number, followedId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
        .limit(1);
      return rows.length > 0;
    },
    async followers(followedId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.followedId, followedId));
      return Number(r?.n ?? 0);
    },
    /** The member's follows, by the followed member's id descending (the key's order). */
    list(followerId: number, before: number | undefined, limit: number) {
      return db
        .select({
          memberId: follows.followedId,
          memberNumber: users.memberNumber,
          name: sql<string>`coalesce(${users.displayName}, ${users.firstName})`,
          since: follows.createdAt,
        })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followedId))
        .where(
          and(eq(follows.followerId, followerId), before !== undefined ? lt(follows.followedId, before) : undefined),
        )
        .orderBy(desc(follows.followedId))
        .limit(limit);
    },
    /** Who hears of a seller's new listing: their followers, active, with no block either way. */
    async audience(followedId: number): Promise<number[]> {
      const rows = await db
        .select({ id: follows.followerId })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(
          and(
            eq(follows.followedId, followedId),
            eq(users.isActive, true),
            noBlockBetween(follows.followerId, follows.followedId),
          ),
        );
      return rows.map((r) => r.id);
    },
    /** The seller's name as their followers see it. */
    async nameOf(userId: number): Promise<string | null> {
      const [r] = await db
        .select({ name: sql<string>`coalesce(${users.displayName}, ${users.firstName})` })
        .from(users)
        .where(eq(users.id, userId));
      return r?.name ?? null;
    },
    exportRows(followerId: number) {
      return db
        .select({ memberNumber: users.memberNumber, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followedId))
        .where(eq(follows.followerId, followerId))
        .orderBy(follows.createdAt);
    },
  };
}
