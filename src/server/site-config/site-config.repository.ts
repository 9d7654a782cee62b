import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { siteConfig } from './site-config.tables.js';

export function createSiteConfigRepository(db: DbOrTx) {
  return {
    listByKeys: (keys: readonly string[]) =>
      db
        .select({ key: siteConfig.key, value: siteConfig.value })
        .from(siteConfig)
        .where(inArray(siteConfig.key, [...keys]))
        .orderBy(asc(siteConfig.key)),
    listAll: () => db.select().from(siteConfig).orderBy(asc(siteConfig.key)),
    async get(key: string) {
      const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
      return row ?? null;
    },
    /** Writes an editable key only (one statement: a non-editable key matches nothing). */
    async updateEditable(key: string, value: string, adminId: number) {
      const [row] = await db
        .update(siteConfig)
        .set({ value, updatedAt: sql`now()`, updatedById: adminId })
        .where(and(eq(siteConfig.key, key), eq(siteConfig.isEditable, true)))
        .returning();
      return row ?? null;
    },
    /** Inserts the defaults that are missing; never overwrites an administrator's value. */
    async insertMissing(rows: { key: string; value: string; description: string; isEditable?: boolean }[]) {
      if (rows.length) await db.insert(siteConfig).values(rows).onConflictDoNothing({ target: siteConfig.key });
    },
  };
}
export type SiteConfigRepository = ReturnType<typeof createSiteConfigRepository>;
