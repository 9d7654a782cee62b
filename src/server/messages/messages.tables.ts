import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { marketplaceItems } from '../marketplace/marketplace.tables.js';
import { users } from '../users/users.tables.js';

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null once the sender deleted their account: the receiver keeps the message, shown from
    // 'Membro removido' (issue 15, decision 023).
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => marketplaceItems.id, { onDelete: 'set null' }),
    itemTitle: varchar('item_title', { length: 255 }),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    // Either party deletes the message from their own list only (spec).
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    deletedByReceiver: boolean('deleted_by_receiver').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.id.desc()),
    index('messages_sender_idx').on(t.senderId, t.id.desc()),
    // Each member's own boxes, newest first, without what they deleted (GET /api/messages pages).
    index('messages_inbox_idx').on(t.receiverId, t.id.desc()).where(sql`not ${t.deletedByReceiver}`),
    index('messages_outbox_idx').on(t.senderId, t.id.desc()).where(sql`not ${t.deletedBySender}`),
    // The unread badge is asked for on every page of a member: count from a small index.
    index('messages_unread_idx').on(t.receiverId).where(sql`not ${t.isRead} and not ${t.deletedByReceiver}`),
    // Spec: nobody messages themself (and the union of both boxes then never repeats a row).
    check('messages_not_to_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);
