import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { literalLimit, preparedByShape } from '../db/list-query.js';
import { type GuideFilter, guideFilter } from './guides.filters.js';
import { guides } from './guides.tables.js';

export type GuideRow = Omit<typeof guides.$inferSelect, 'searchText'>;
export type GuideValues = Omit<typeof guides.$inferInsert, 'id' | 'createdAt' | 'searchText'>;

const columns = {
  id: guides.id,
  slug: guides.slug,
  title: guides.title,
  summary: guides.summary,
  body: guides.body,
  sources: guides.sources,
  isPublished: guides.isPublished,
  displayOrder: guides.displayOrder,
  reviewedAt: guides.reviewedAt,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
};

function buildList(db: DbOrTx, f: GuideFilter, limit: number, name: string) {
  return db
    .select(columns)
    .from(guides)
    .where(guideFilter.where(f))
    .orderBy(asc(guides.displayOrder), asc(guides.id))
    .limit(literalLimit(limit))
    .prepare(name);
}
const statements = preparedByShape<ReturnType<typeof buildList>>('guides_list');

export function createGuidesRepository(db: DbOrTx) {
  return {
    /** In display order, then id; at most `limit`. */
    list(f: GuideFilter, limit: number): Promise<GuideRow[]> {
      const { shape, named, values } = guideFilter.read(f);
      return statements(db, `${shape || 'all'}_l${limit}`, named, (name) => buildList(db, f, limit, name)).execute(
        values,
      );
    },
    async bySlug(slug: string): Promise<GuideRow | null> {
      const [row] = await db.select(columns).from(guides).where(eq(guides.slug, slug)).limit(1);
      return row ?? null;
    },
    async get(id: number): Promise<GuideRow | null> {
      const [row] = await db.select(columns).from(guides).where(eq(guides.id, id)).limit(1);
      return row ?? null;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(guides);
      return Number(row?.n ?? 0);
    },
    async ids(): Promise<number[]> {
      return (await db.select({ id: guides.id }).from(guides)).map((r) => r.id);
    },
    async nextOrder(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${guides.displayOrder}) + 1, 0)::int` }).from(guides);
      return Number(row?.n ?? 0);
    },
    /** null when the slug is taken (the unique index decides, so two creates cannot both take it). */
    async insert(values: GuideValues): Promise<GuideRow | null> {
      const [row] = await db
        .insert(guides)
        .values(values)
        .onConflictDoNothing({ target: guides.slug })
        .returning(columns);
      return row ?? null;
    },
    async update(id: number, values: Partial<GuideValues>): Promise<GuideRow | null> {
      const [row] = await db
        .update(guides)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(guides.id, id))
        .returning(columns);
      return row ?? null;
    },
    async setOrder(id: number, displayOrder: number): Promise<boolean> {
      const rows = await db
        .update(guides)
        .set({ displayOrder })
        .where(and(eq(guides.id, id)))
        .returning({ id: guides.id });
      return rows.length > 0;
    },
  };
}
export type GuidesRepository = ReturnType<typeof createGuidesRepository>;
