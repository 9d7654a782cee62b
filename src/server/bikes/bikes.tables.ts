import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BikeType } from '../../contract/bikes-labels.js';
import { users } from '../users/users.tables.js';

/**
 * Issue 32: members' bikes. Private (the owner and administrators) until marked stolen; then the
 * public fields show on 'Bicicletas roubadas' and the safety map. `serialKey` is the serial in its
 * normal form (`normaliseSerial`), unique among active registrations; a second claim is kept as
 * status 'claim' for the administrators.
 */
export const bikes = pgTable(
  'bikes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null once the owner deleted their account: a stolen report stays unlinked, off every public list.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 20 }).$type<BikeType>().notNull(),
    brand: varchar('brand', { length: 60 }).notNull(),
    model: varchar('model', { length: 80 }).notNull(),
    colour: varchar('colour', { length: 40 }).notNull(),
    /** As the owner typed it (the owner and administrators only). */
    serial: varchar('serial', { length: 40 }).notNull(),
    serialKey: varchar('serial_key', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'active' | 'claim'>().notNull().default('active'),
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    purchaseProofUrl: text('purchase_proof_url'),
    stolenAt: timestamp('stolen_at', { withTimezone: true }),
    stolenLat: doublePrecision('stolen_lat'),
    stolenLng: doublePrecision('stolen_lng'),
    stolenAddress: varchar('stolen_address', { length: 200 }),
    stolenArea: varchar('stolen_area', { length: 200 }),
    gardaIncident: varchar('garda_incident', { length: 40 }),
    stolenDescription: text('stolen_description'),
    /** Off the public list, the map and the check after members' reports or an administrator's 'Ocultar'. */
    hiddenByReports: boolean('hidden_by_reports').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active registration per serial: two members registering at once cannot both hold it.
    uniqueIndex('bikes_serial_active_idx').on(t.serialKey).where(sql`status = 'active'`),
    // The owner's bikes; the administrators' claims queue.
    index('bikes_owner_idx').on(t.ownerId, t.id),
    index('bikes_claims_idx').on(t.id).where(sql`status = 'claim'`),
    // The public stolen list, newest first (paged by id).
    index('bikes_stolen_idx').on(t.id.desc()).where(sql`stolen_at is not null and owner_id is not null`),
  ],
);

/** 'Vi esta bicicleta': where and when a member saw a stolen bike. Only the bike's owner sees them. */
export const bikeSightings = pgTable(
  'bike_sightings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    area: varchar('area', { length: 200 }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    photoUrl: text('photo_url'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bike_sightings_bike_idx').on(t.bikeId, t.id), index('bike_sightings_reporter_idx').on(t.reporterId)],
);
