import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A member's saved searches (issue 34, decision 044): the filters of /marketplace ('item') or
 * /account-rental ('rental') with a name. A filter left open is '' (not null), so the matching of a
 * new listing reads the index with `col in (value, '')`. `words` are the search's words as the lists
 * compare them (f_unaccent(lower(w))); `key_word` is the rarest of them when saved (decision 051), the
 * index's key (null: no words). Nothing here changes when a listing matches (the counters are in
 * saved_search_alerts), so the matching reads the covering indexes without visiting the table.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The text as the member typed it (shown, and put back into the list's URL). */
    q: varchar('q', { length: 100 }).notNull().default(''),
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    keyWord: text('key_word'),
    /** Item: its type; rental: the account type. */
    type: varchar('type', { length: 30 }).notNull().default(''),
    /** Item: its category. */
    category: varchar('category', { length: 30 }).notNull().default(''),
    /** Rental: the app. */
    app: varchar('app', { length: 100 }).notNull().default(''),
    /** Rental: the region, lower-cased (the list compares it so). */
    region: varchar('region', { length: 100 }).notNull().default(''),
    minPrice: numeric('min_price', { precision: 10, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_kind', sql`${t.kind} in ('item', 'rental')`),
    // The member's list (keyset, newest first) and the cap's count.
    index('saved_searches_user_idx').on(t.userId, t.id.desc()),
    // Matching a new listing (decision 051): searches with words by their key word, among the
    // listing's substrings, with every column the check reads after the key (an index-only scan;
    // Drizzle has no INCLUDE, trailing key columns do the same)…
    index('saved_searches_key_word_idx')
      .on(t.kind, t.keyWord, t.id, t.userId, t.type, t.category, t.app, t.region, t.minPrice, t.maxPrice, t.words)
      .where(sql`key_word is not null`),
    // …and searches without words by their filters, each open ('') or equal to the listing's.
    index('saved_searches_filters_idx')
      .on(t.kind, t.type, t.category, t.app, t.region, t.id, t.userId, t.minPrice, t.maxPrice)
      .where(sql`key_word is null`),
    // The rarest word: how many searches hold each word, read when a search is saved.
    index('saved_searches_words_idx').using('gin', t.words),
  ],
);

/**
 * The grouping (decision 051): per search, the matches not yet told (`pending`) and when it was last
 * told (at most one notification per search per hour). Apart from saved_searches so the matching's
 * writes never touch the table its index-only scans read. One row per search, written with it.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    searchId: integer('search_id')
      .primaryKey()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    pending: integer('pending').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // The hourly round: searches with matches not yet told.
    index('saved_search_alerts_pending_idx').on(t.notifiedAt).where(sql`pending > 0`),
  ],
);

/**
 * The matching job's outbox (decision 051, the shape of 046's safety_alert_jobs): one row per approved
 * listing, written on the approval's transaction; the job claims rows (FOR UPDATE SKIP LOCKED and a
 * lease), matches and tells in batches of searches by id, `after_search_id` saved in each batch's
 * transaction (a crash resumes, never tells twice). Deleted when done.
 */
export const savedSearchJobs = pgTable(
  'saved_search_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 10 }).notNull(),
    listingId: integer('listing_id').notNull(),
    afterSearchId: integer('after_search_id').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('saved_search_jobs_listing').on(t.kind, t.listingId)],
);
