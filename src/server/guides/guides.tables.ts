import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GuideSource } from '../../contract/guides.js';

/** Issue 35: the riders' guides, written in Markdown by administrators and read by everyone at /guias/<slug>. */
export const guides = pgTable(
  'guides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Markdown as the administrator wrote it; rendered (raw HTML off, links checked) when read. */
    body: text('body').notNull(),
    sources: jsonb('sources').$type<GuideSource[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    /** 'Última revisão': set when an administrator marks the guide reviewed. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, summary and text, lower-cased and unaccented (f_unaccent, migration 0002), kept by PostgreSQL. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`public.f_unaccent(lower((((title)::text || ' '::text) || (summary)::text || ' '::text) || body))`,
      ),
  },
  (t) => [
    uniqueIndex('guides_slug_idx').on(t.slug),
    index('guides_order_idx').on(t.isPublished, t.displayOrder, t.id),
    index('guides_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
