import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BikeType } from '../../contract/bikes-labels.js';
import type { ItemEdit } from '../../contract/marketplace.js';
import { users } from '../users/users.tables.js';

/** Listing numbers are 'MP' + this sequence, zero-padded to 6 digits (≤ 10 characters up to MP99999999). */
export const listingNumberSeq = pgSequence('marketplace_listing_seq', { startWith: 1 });

export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingNumber: varchar('listing_number', { length: 10 }).notNull().unique(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    type: varchar('type', { length: 50 }).notNull(),
    category: varchar('category', { length: 100 }).notNull().default('outros'),
    imageUrls: text('image_urls').array().notNull().default([]),
    imageUrl: text('image_url'),
    coverImageIndex: integer('cover_image_index').notNull().default(0),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull(),
    // Missing seller means orphan (spec); the user's deletion leaves no dangling id.
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    approvalStatus: varchar('approval_status', { length: 20 }).notNull().default('pending'),
    /**
     * An owner's edit of an approved item, waiting for review: the fields it changes. The approved
     * version stays public until an admin approves (applied) or rejects (dropped) it.
     */
    pendingEdit: jsonb('pending_edit').$type<ItemEdit>(),
    /**
     * Issue 32, bikes category: the frame serial in the bikes register's normal form (the owner and
     * admins see it; the public only whether there is one) and the legal class (bicycle, e-bike, e-moped).
     */
    frameSerial: varchar('frame_serial', { length: 40 }),
    bikeClass: varchar('bike_class', { length: 20 }).$type<BikeType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 34: a listing leaves the public lists LISTING_LIFETIME_DAYS after this (its approval, a
     * 'Renovar', a switch back to active); the job then sets status 'expired' (decision 045). The
     * migration gives existing rows the release time, not their creation.
     */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was told it expires in 3 days: the job's claim, so two instances tell once. */
    expiryNoticedAt: timestamp('expiry_noticed_at', { withTimezone: true }),
    /**
     * Title and description, lower-cased and without accents (f_unaccent, migration 0002), kept by
     * PostgreSQL itself. Search matches on it through the trigram index, and the recheck of each
     * candidate row reads it instead of calling unaccent again (decision 005).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`public.f_unaccent(lower(((title)::text || ' '::text) || description))`),
  },
  (t) => [
    index('marketplace_public_idx').on(t.approvalStatus, t.status, t.id.desc()),
    index('marketplace_seller_idx').on(t.sellerId, t.id.desc()),
    // Issue 32: the listings carrying a serial just reported stolen (decision 049).
    index('marketplace_frame_serial_idx').on(t.frameSerial).where(sql`frame_serial is not null`),
    // The moderation queue: pending items and approved items with an edit waiting.
    index('marketplace_pending_edit_idx').on(t.id.desc()).where(sql`pending_edit is not null`),
    index('marketplace_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The expiry job: active listings by their last renewal.
    index('marketplace_renewed_idx').on(t.renewedAt).where(sql`status = 'active'`),
  ],
);

/**
 * How many public (approved, active) items each category and type has, kept by a trigger on
 * marketplace_items (migration 0005). The public list's total is a sum over these few rows instead
 * of a count over every public item (decision 005).
 */
export const marketplacePublicCounts = pgTable(
  'marketplace_public_counts',
  {
    category: varchar('category', { length: 100 }).notNull(),
    type: varchar('type', { length: 50 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.type] })],
);
