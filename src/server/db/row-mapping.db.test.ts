import * as drizzle from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db.js';
import type { Database } from './client.js';
import { flatRowMapper, type OrderedField } from './row-mapping.js';

// drizzle's own mapping, internal in its types.
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: OrderedField[], row: unknown[], joins: undefined): Record<string, unknown>;
};

// Decision 060: a flat select's rows are mapped by a mapper worked out once per query instead of
// drizzle's per-row `mapResultRow`. Held here to give exactly what drizzle gives, type for type.

const kinds = pgTable('row_mapping_kinds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: varchar('code', { length: 8 }),
  price: numeric('price', { precision: 10, scale: 2 }),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  tags: text('tags').array(),
  data: jsonb('data'),
  at: timestamp('at', { withTimezone: true }),
  localAt: timestamp('local_at'),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  day2: date('day2', { mode: 'date' }),
  n: integer('n'),
});
const other = pgTable('row_mapping_other', { id: serial('id').primaryKey(), kindId: integer('kind_id') });

/** Every kind of field a select may carry, top-level. */
const flatSelection = {
  id: kinds.id,
  name: kinds.name,
  code: kinds.code,
  price: kinds.price,
  big: kinds.big,
  flag: kinds.flag,
  tags: kinds.tags,
  data: kinds.data,
  at: kinds.at,
  localAt: kinds.localAt,
  atText: kinds.atText,
  day: kinds.day,
  day2: kinds.day2,
  n: kinds.n,
  plain: sql`41 + 1`,
  counted: sql<number>`count(*) over ()`.mapWith(Number),
  named: sql<string>`upper(${kinds.name})`.as('named'),
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table row_mapping_kinds (id serial primary key, name text not null,
    code varchar(8), price numeric(10, 2), big bigint, flag boolean, tags text[], data jsonb, at timestamptz,
    local_at timestamp, at_text timestamptz, day date, day2 date, n integer)`);
  await database.db.execute(sql`create table row_mapping_other (id serial primary key, kind_id integer)`);
  await database.db.insert(kinds).values([
    {
      name: 'cheio',
      code: 'AB12',
      price: '120.50',
      big: 9_007_199_254,
      flag: true,
      tags: ['um', 'dois'],
      data: { a: [1, 2], b: 'três' },
      at: new Date('2026-11-28T01:02:03.456Z'),
      localAt: new Date('2026-11-28T04:05:06.789Z'),
      atText: '2026-11-28 07:08:09+00',
      day: '2026-11-28',
      day2: new Date('2026-11-29T00:00:00Z'),
      n: -7,
    },
    { name: 'vazio' },
  ]);
  await database.db.insert(other).values([{ kindId: 1 }, { kindId: null }]);
});
afterAll(async () => {
  await database?.close();
});

/** The rows as the driver hands them to drizzle (array mode), read through a prepared query's own client call. */
async function driverRows(
  prepared: unknown,
): Promise<{ fields: OrderedField[]; rows: unknown[][]; mapped: unknown[] }> {
  const p = prepared as {
    fields: OrderedField[];
    customResultMapper?: unknown;
    execute(): Promise<unknown[]>;
  };
  let rows: unknown[][] = [];
  const mapper = p.customResultMapper as (r: unknown[][]) => unknown[];
  p.customResultMapper = (r: unknown[][]) => {
    rows = r;
    return mapper(r);
  };
  const mapped = await p.execute();
  p.customResultMapper = mapper;
  return { fields: p.fields, rows, mapped };
}

describe('flat row mapping (decision 060)', () => {
  it("gives a flat select's rows exactly as drizzle's own mapping does, every column kind, nulls included", async () => {
    const prepared = database.db.select(flatSelection).from(kinds).orderBy(kinds.id).prepare('row_mapping_flat');
    const { fields, rows, mapped } = await driverRows(prepared);
    expect(rows).toHaveLength(2);
    const drizzles = rows.map((r) => mapResultRow(fields, r, undefined));
    expect(mapped).toEqual(drizzles);
    // Same keys in the same order, and the types the app relies on.
    expect(mapped.map((m) => Object.keys(m as object))).toEqual(drizzles.map((m) => Object.keys(m as object)));
    const [full, empty] = mapped as Record<string, unknown>[];
    expect(full).toMatchObject({
      name: 'cheio',
      price: '120.50',
      big: 9_007_199_254,
      flag: true,
      tags: ['um', 'dois'],
      data: { a: [1, 2], b: 'três' },
      day: '2026-11-28',
      n: -7,
      plain: 42,
      counted: 2,
      named: 'CHEIO',
    });
    expect(full!.at).toBeInstanceOf(Date);
    expect((full!.at as Date).toISOString()).toBe('2026-11-28T01:02:03.456Z');
    expect((full!.localAt as Date).toISOString()).toBe('2026-11-28T04:05:06.789Z');
    expect(typeof full!.atText).toBe('string');
    expect(full!.day2).toBeInstanceOf(Date);
    expect(empty).toMatchObject({ code: null, price: null, at: null, tags: null, data: null, n: null });
  });

  it("keeps drizzle's mapping where a selection is nested: an unmatched left join is null", async () => {
    const q = database.db
      .select({ o: other.id, kind: { id: kinds.id, name: kinds.name } })
      .from(other)
      .leftJoin(kinds, eq(kinds.id, other.kindId))
      .orderBy(other.id);
    expect(await q).toEqual([
      { o: 1, kind: { id: 1, name: 'cheio' } },
      { o: 2, kind: null },
    ]);
    const rowOf = database.db.select({ row: kinds }).from(kinds).prepare('row_mapping_row_of');
    expect(flatRowMapper((rowOf as unknown as { fields: OrderedField[] }).fields)).toBeUndefined();
  });

  it('is the result mapper of every flat select, prepared or not, and of none with nested fields', async () => {
    const flat = database.db.select({ id: kinds.id }).from(kinds).prepare('row_mapping_flat_one');
    expect((flat as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    expect(await flat.execute()).toEqual([{ id: 1 }, { id: 2 }]);
    // A select run at once (built and prepared on the way) is mapped alike.
    expect(await database.db.select({ name: kinds.name, at: kinds.at }).from(kinds).where(eq(kinds.id, 2))).toEqual([
      { name: 'vazio', at: null },
    ]);
    const nested = database.db
      .select({ kind: { id: kinds.id } })
      .from(kinds)
      .prepare('row_mapping_nested');
    expect((nested as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });

  it('leaves a select of a whole table (db.select().from(t)) flat and identical', async () => {
    const prepared = database.db.select().from(kinds).orderBy(kinds.id).prepare('row_mapping_whole');
    const { fields, rows, mapped } = await driverRows(prepared);
    expect(mapped).toEqual(rows.map((r) => mapResultRow(fields, r, undefined)));
    expect((mapped[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });
});
