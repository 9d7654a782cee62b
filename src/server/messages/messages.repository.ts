import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MessageBox } from '../../contract/messages.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { literalLimit, planOnceInt, preparedByShape } from '../db/list-query.js';
import { marketplaceItems, users } from '../db/schema.js';
import {
  columns,
  fromRaw,
  type MessageRow,
  type RawRow,
  receiver,
  type SenderContacts,
  sender,
  senderContactColumns,
  withParties,
} from './messages.sql.js';
import { messages } from './messages.tables.js';

export type { MessageRow } from './messages.sql.js';

const newestFirst = sql`${messages.id} desc nulls last`;
/** The member's id as an InitPlan: one generic plan for every member (planOnceInt says why). */
const me = planOnceInt('me');

export function createMessagesRepository(db: DbOrTx) {
  /**
   * One box is the hot path (the messages page and its tabs): a prepared statement per shape, served
   * by the partial index of that box (messages_inbox_idx / messages_outbox_idx), newest first.
   */
  function boxStatement(box: MessageBox, after: boolean, limit: number, name: string) {
    const mine = box === 'received' ? messages.receiverId : messages.senderId;
    const hidden = box === 'received' ? messages.deletedByReceiver : messages.deletedBySender;
    return (
      db
        // The sender's contacts ride along for the alert check (issue 38), never answered.
        .select({ ...columns, ...senderContactColumns })
        .from(messages)
        // Left: a received message stays when its sender deleted their account (sender null).
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .innerJoin(receiver, eq(receiver.id, messages.receiverId))
        .where(
          and(
            sql`${mine} = ${me}`,
            // A literal, so the planner matches the partial index even with a generic plan.
            sql`not ${hidden}`,
            // The cursor too: a custom plan per page would re-plan the join for every 'Carregar mais'.
            after ? sql`${messages.id} < ${planOnceInt('before')}` : undefined,
          ),
        )
        // NULLS LAST like the index (drizzle's .desc()), or PostgreSQL cannot read the index in order
        // and sorts every message of the member instead.
        .orderBy(newestFirst)
        .limit(literalLimit(limit))
        .prepare(name)
    );
  }
  const statements = preparedByShape<ReturnType<typeof boxStatement>>('messages');

  const unread = db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(sql`${messages.receiverId} = ${me} and not ${messages.isRead} and not ${messages.deletedByReceiver}`)
    .prepare('messages_unread_count');

  return {
    /**
     * Newest first, `limit` rows with an id below `before`; `box` undefined = both boxes. A box's
     * rows carry their sender's contacts (for the alert check; both boxes at once do not).
     */
    async list(
      me: number,
      box: MessageBox | undefined,
      before: number | undefined,
      limit: number,
    ): Promise<(MessageRow & Partial<SenderContacts>)[]> {
      if (box) {
        const after = before !== undefined;
        const shape = `${box}_${after ? 'after' : 'first'}_${limit}`;
        return statements(db, shape, true, (name) => boxStatement(box, after, limit, name)).execute({ me, before });
      }
      // Both boxes: each branch walks its own index and stops at `limit`, then the two merge
      // (an OR over both columns would read every message of the member before sorting).
      const cursor = (col: SQL) => (before === undefined ? sql`` : sql`and ${col} < ${before}`);
      const n = sql.raw(String(limit));
      const rows = await queryRows<RawRow>(
        db,
        sql`${withParties(sql`(
          (select * from messages where receiver_id = ${me} and not deleted_by_receiver ${cursor(sql`id`)} order by id desc nulls last limit ${n})
          union all
          (select * from messages where sender_id = ${me} and not deleted_by_sender ${cursor(sql`id`)} order by id desc nulls last limit ${n})
        )`)} order by m.id desc limit ${n}`,
      );
      return rows.map(fromRaw);
    },

    /**
     * What `me` and `other` said to each other about `itemId` (null: about no item), without what
     * `me` deleted: `limit` rows with an id below `before`, newest first.
     */
    async conversation(
      me: number,
      other: number,
      itemId: number | null,
      before: number | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      const about = itemId === null ? sql`item_id is null` : sql`item_id = ${itemId}`;
      const older = before === undefined ? sql`` : sql`and id < ${before}`;
      const n = sql.raw(String(limit));
      // As the list without a box: each side walks its own box's index (received, sent) newest
      // first and stops at `limit`; the two merge. Never an OR over both columns.
      const rows = await queryRows<RawRow>(
        db,
        sql`${withParties(sql`(
          (select * from messages where receiver_id = ${me} and sender_id = ${other} and not deleted_by_receiver
            and ${about} ${older} order by id desc nulls last limit ${n})
          union all
          (select * from messages where sender_id = ${me} and receiver_id = ${other} and not deleted_by_sender
            and ${about} ${older} order by id desc nulls last limit ${n})
        )`)} order by m.id desc limit ${n}`,
      );
      return rows.map(fromRaw);
    },

    async unreadCount(me: number): Promise<number> {
      const [row] = await unread.execute({ me });
      return Number(row?.n ?? 0);
    },

    async counts(me: number): Promise<{ received: number; sent: number; unread: number }> {
      const [row] = await queryRows<{ received: number; sent: number; unread: number }>(
        db,
        sql`select
          (select count(*)::int from messages where receiver_id = ${me} and not deleted_by_receiver) as received,
          (select count(*)::int from messages where sender_id = ${me} and not deleted_by_sender) as sent,
          (select count(*)::int from messages where receiver_id = ${me} and not is_read and not deleted_by_receiver) as unread`,
      );
      return { received: Number(row?.received ?? 0), sent: Number(row?.sent ?? 0), unread: Number(row?.unread ?? 0) };
    },

    /** A message `me` received and still has in their inbox (what they may report); senderId null once the sender deleted their account. */
    async received(id: number, me: number): Promise<{ senderId: number | null; content: string } | null> {
      const [row] = await db
        .select({ senderId: messages.senderId, content: messages.content })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.receiverId, me), eq(messages.deletedByReceiver, false)))
        .limit(1);
      return row ?? null;
    },
    /** Deletes the message for both parties (an admin acting on a report). */
    async destroy(id: number): Promise<boolean> {
      return (await db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id })).length > 0;
    },

    /** The recipient, when the account exists and is active. */
    async activeUser(id: number): Promise<{ id: number } | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    /** What a message needs of its item: the title (copied into the message) and who may see it. */
    async item(id: number) {
      const [row] = await db
        .select({
          id: marketplaceItems.id,
          title: marketplaceItems.title,
          sellerId: marketplaceItems.sellerId,
          approvalStatus: marketplaceItems.approvalStatus,
          status: marketplaceItems.status,
        })
        .from(marketplaceItems)
        .where(eq(marketplaceItems.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Whether the two members already exchanged a message about the item (a reply may follow). */
    async talkedAbout(a: number, b: number, itemId: number): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from messages where item_id = ${itemId}
          and ((sender_id = ${a} and receiver_id = ${b}) or (sender_id = ${b} and receiver_id = ${a})) limit 1`,
      );
      return rows.length > 0;
    },

    /** Inserts and answers the message with both parties, in one round trip. */
    async insert(v: {
      senderId: number;
      receiverId: number;
      itemId: number | null;
      itemTitle: string | null;
      content: string;
    }) {
      const rows = await queryRows<RawRow>(
        db,
        sql`with m as (
          insert into messages (sender_id, receiver_id, item_id, item_title, content)
          values (${v.senderId}, ${v.receiverId}, ${v.itemId}, ${v.itemTitle}, ${v.content})
          returning *
        ) ${withParties(sql`m`)}`,
      );
      return fromRaw(rows[0]!);
    },

    /** Marks read when `me` is the receiver and has not deleted it; null otherwise. */
    async markRead(id: number, me: number): Promise<MessageRow | null> {
      const rows = await queryRows<RawRow>(
        db,
        sql`with m as (
          update messages set is_read = true
          where id = ${id} and receiver_id = ${me} and not deleted_by_receiver
          returning *
        ) ${withParties(sql`m`)}`,
      );
      return rows[0] ? fromRaw(rows[0]) : null;
    },

    /** Who the message is between, as `me` can still see it (null: not a party, or deleted by them). */
    async parties(id: number, me: number): Promise<{ senderId: number | null; receiverId: number } | null> {
      const [row] = await db
        .select({ senderId: messages.senderId, receiverId: messages.receiverId })
        .from(messages)
        .where(
          and(
            eq(messages.id, id),
            sql`((${messages.senderId} = ${me} and not ${messages.deletedBySender}) or (${messages.receiverId} = ${me} and not ${messages.deletedByReceiver}))`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Hides the message from `me`'s list; false when `me` is not a party or already deleted it.
     * Each update is atomic and sees the other party's committed flag, so whichever delete comes
     * second finds both flags set and removes the row (spec: the row goes when both deleted).
     */
    async hideFor(id: number, me: number): Promise<boolean> {
      const rows = await queryRows<{ both: boolean }>(
        db,
        sql`update messages set
            deleted_by_sender = deleted_by_sender or sender_id = ${me},
            deleted_by_receiver = deleted_by_receiver or receiver_id = ${me}
          where id = ${id}
            and ((sender_id = ${me} and not deleted_by_sender) or (receiver_id = ${me} and not deleted_by_receiver))
          returning (deleted_by_sender and deleted_by_receiver) as both`,
      );
      if (!rows.length) return false;
      if (rows[0]!.both)
        await db.execute(sql`delete from messages where id = ${id} and deleted_by_sender and deleted_by_receiver`);
      return true;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
