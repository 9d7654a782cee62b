import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { marketTemperatureHistory as history, marketTemperature } from './market-temperature.tables.js';

export interface TemperatureValues {
  temperatureLevel: number;
  marketStatus: string;
  description: string;
  seasonFactor: string;
}

/** Queries only; the service opens the transactions. */
export function createMarketTemperatureRepository(db: DbOrTx) {
  return {
    /** The indicator: the newest active row (seeding keeps exactly one). */
    async current() {
      const [row] = await db
        .select()
        .from(marketTemperature)
        .where(eq(marketTemperature.isActive, true))
        .orderBy(desc(marketTemperature.id))
        .limit(1);
      return row ?? null;
    },

    /** The indicator's row, created with the table's defaults when there is none (seeding, at every start). */
    async ensureRow(): Promise<void> {
      const [row] = await db.select({ id: marketTemperature.id }).from(marketTemperature).limit(1);
      if (!row) await db.insert(marketTemperature).values({});
    },

    /** Writes the values on the active row, or creates it when there is none. */
    async set(values: TemperatureValues, adminId: number, at: Date) {
      const existing = await this.current();
      const set = { ...values, updatedByAdminId: adminId, lastUpdated: at };
      if (existing) {
        const [row] = await db
          .update(marketTemperature)
          .set(set)
          .where(eq(marketTemperature.id, existing.id))
          .returning();
        return row!;
      }
      const [row] = await db.insert(marketTemperature).values(set).returning();
      return row!;
    },

    async addHistory(values: TemperatureValues, action: 'update' | 'reset', adminId: number, at: Date) {
      await db.insert(history).values({ ...values, action, changedById: adminId, changedAt: at });
    },

    history(limit: number) {
      return db
        .select({
          id: history.id,
          temperatureLevel: history.temperatureLevel,
          marketStatus: history.marketStatus,
          seasonFactor: history.seasonFactor,
          description: history.description,
          action: history.action,
          changedAt: history.changedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(history)
        .leftJoin(users, eq(users.id, history.changedById))
        .orderBy(desc(history.id))
        .limit(limit);
    },
  };
}
export type MarketTemperatureRepository = ReturnType<typeof createMarketTemperatureRepository>;
