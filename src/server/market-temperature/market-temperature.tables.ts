import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const marketTemperature = pgTable('market_temperature', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  temperatureLevel: integer('temperature_level').notNull().default(50),
  marketStatus: varchar('market_status', { length: 20 }).notNull().default('Morno'),
  description: text('description').notNull().default('Mercado equilibrado - Oferta e demanda normais.'),
  seasonFactor: varchar('season_factor', { length: 50 }).notNull().default('Normal'),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  updatedByAdminId: integer('updated_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of the temperature (update or reset): who, when and the values set. */
export const marketTemperatureHistory = pgTable(
  'market_temperature_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    temperatureLevel: integer('temperature_level').notNull(),
    marketStatus: varchar('market_status', { length: 20 }).notNull(),
    description: text('description').notNull(),
    seasonFactor: varchar('season_factor', { length: 50 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_temperature_history_changed_idx').on(t.id.desc())],
);
