import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sponsors } from './sponsors.tables.js';

export type SponsorRow = typeof sponsors.$inferSelect;
export type SponsorValues = Omit<typeof sponsors.$inferInsert, 'id' | 'createdAt'>;

const order = [asc(sponsors.displayOrder), asc(sponsors.id)];

export function createSponsorsRepository(db: DbOrTx) {
  return {
    /** Spec: display order, then id; the public list never shows inactive sponsors. */
    listActive: () =>
      db
        .select()
        .from(sponsors)
        .where(eq(sponsors.isActive, true))
        .orderBy(...order),
    listAll: () =>
      db
        .select()
        .from(sponsors)
        .orderBy(...order),

    async get(id: number): Promise<SponsorRow | null> {
      const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: SponsorValues): Promise<SponsorRow> {
      const [row] = await db.insert(sponsors).values(values).returning();
      return row!;
    },
    async insertMany(values: SponsorValues[]): Promise<void> {
      if (values.length) await db.insert(sponsors).values(values);
    },
    async update(id: number, values: Partial<SponsorValues>): Promise<SponsorRow | null> {
      const [row] = await db.update(sponsors).set(values).where(eq(sponsors.id, id)).returning();
      return row ?? null;
    },
    async delete(id: number): Promise<SponsorRow | null> {
      const [row] = await db.delete(sponsors).where(eq(sponsors.id, id)).returning();
      return row ?? null;
    },
    /** Paths among `paths` that another sponsor still shows (their objects must stay). */
    async referencedElsewhere(paths: string[], exceptId: number): Promise<Set<string>> {
      if (!paths.length) return new Set();
      const list = sql.join(
        paths.map((p) => sql`${p}`),
        sql`, `,
      );
      const rows = await db
        .select({ logoUrl: sponsors.logoUrl, bannerUrl: sponsors.bannerUrl })
        .from(sponsors)
        .where(
          and(
            ne(sponsors.id, exceptId),
            or(sql`${sponsors.logoUrl} in (${list})`, sql`${sponsors.bannerUrl} in (${list})`),
          ),
        );
      return new Set(
        rows.flatMap((r) => [r.logoUrl, r.bannerUrl]).filter((p): p is string => !!p && paths.includes(p)),
      );
    },
  };
}
export type SponsorsRepository = ReturnType<typeof createSponsorsRepository>;
