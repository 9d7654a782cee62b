import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    location: varchar('location', { length: 255 }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    maxParticipants: integer('max_participants').notNull().default(50),
    currentParticipants: integer('current_participants').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Issue 34: called off by an admin (it stays listed, shown as cancelled, and cannot be joined). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_active_date_idx').on(t.isActive, t.date, t.id)],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_participants_event_user_uq').on(t.eventId, t.userId),
    index('event_participants_user_idx').on(t.userId),
  ],
);

/**
 * Issue 34: members waiting for a place of a full event, in line by `id` (the first in line takes
 * the next freed place, in the transaction that frees it; see events.repository `promote`).
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_waitlist_event_user_uq').on(t.eventId, t.userId),
    index('event_waitlist_event_line_idx').on(t.eventId, t.id),
    index('event_waitlist_user_idx').on(t.userId),
  ],
);
