import { and, desc, eq, gte, Placeholder, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db.js';
import { type Database, queryRows } from './client.js';
import { listFilter, literalLimit, notBlockedBy, preparedByShape } from './list-query.js';
import { blocks } from './schema.js';

// A table of this file's own, so the kit is tested apart from any domain.
const things = pgTable('list_query_things', {
  id: serial('id').primaryKey(),
  authorId: integer('author_id'),
  category: text('category').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  title: text('title').notNull(),
});

interface ThingFilter {
  category?: string;
  minPrice?: number;
  cheap?: boolean;
  /** Each word must appear in the title. */
  words?: string[];
  notBlockedBy?: number;
}
const thingFilter = listFilter<ThingFilter>({
  category: { code: 'c', where: (p) => eq(things.category, p()) },
  minPrice: { code: 'm', values: (v) => [v.toFixed(2)], where: (p) => sql`${things.price} >= ${p()}::numeric` },
  cheap: { code: 'h', where: () => sql`${things.price} < 10` },
  words: {
    code: 'w',
    form: (words) => String(words.length),
    planWithValues: true,
    values: (words) => words.map((w) => `%${w}%`),
    where: (p, words) => words.map((_, i) => sql`${things.title} ilike ${p(i)}`),
  },
  notBlockedBy: notBlockedBy(things.authorId),
});

let database: Database;
const members: number[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`create table list_query_things (id serial primary key, author_id integer,
    category text not null, price numeric(10, 2) not null, title text not null)`);
  for (const n of [1, 2, 3]) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password, first_name, last_name, member_number)
        values (${`kit${n}@teste.local`}, 'x', 'Kit', 'Teste', ${`KT${n}`}) returning id`,
    );
    members.push(row!.id);
  }
  const [a, b, c] = members;
  await db.insert(things).values([
    { authorId: a, category: 'motos', price: '5.00', title: 'Bicicleta elétrica barata' },
    { authorId: b, category: 'motos', price: '150.00', title: 'Bicicleta aro 29' },
    { authorId: c, category: 'motos', price: '80.50', title: 'Moto Honda' },
    { authorId: a, category: 'equipamentos', price: '30.00', title: 'Capacete fechado' },
    { authorId: null, category: 'motos', price: '9.99', title: 'Bicicleta sem dono' },
  ]);
  // Member a blocked member b.
  await db.insert(blocks).values({ blockerId: a!, blockedId: b! });
});
afterAll(async () => {
  await database?.close();
});

const selectThings = () => database.db.select({ id: things.id, title: things.title }).from(things);
const shapeOf = (f: ThingFilter) => thingFilter.read(f).shape;
const namedOf = (f: ThingFilter) => thingFilter.read(f).named;
const valuesOf = (f: ThingFilter, into?: Record<string, unknown>) => thingFilter.read(f, into).values;
/** `f` as a one-off statement: its conditions with placeholders, executed with its values. */
const run = (f: ThingFilter) => selectThings().where(thingFilter.where(f)).prepare('').execute(valuesOf(f));
const titles = async (f: ThingFilter) => (await run(f)).map((r) => r.title).sort();

describe('listFilter: one declaration gives the conditions, the shape and the values', () => {
  it('filters as each field says', async () => {
    expect(await titles({})).toHaveLength(5);
    expect(await titles({ category: 'equipamentos' })).toEqual(['Capacete fechado']);
    expect(await titles({ minPrice: 80.5 })).toEqual(['Bicicleta aro 29', 'Moto Honda']);
    expect(await titles({ minPrice: 0, category: 'equipamentos' })).toEqual(['Capacete fechado']);
    expect(await titles({ words: ['BICICLETA', 'barata'] })).toEqual(['Bicicleta elétrica barata']);
    expect(await titles({ cheap: true, category: 'motos' })).toEqual([
      'Bicicleta elétrica barata',
      'Bicicleta sem dono',
    ]);
  });

  it('gives one SQL text per shape, so a statement built for one filter serves every filter of its shape', async () => {
    const pairs: [ThingFilter, ThingFilter][] = [
      [{ category: 'motos' }, { category: 'equipamentos' }],
      [
        { category: 'motos', minPrice: 80 },
        { category: 'equipamentos', minPrice: 1 },
      ],
      [{ words: ['bicicleta', 'aro'] }, { words: ['capacete', 'fechado'] }],
      [
        { cheap: true, notBlockedBy: 1 },
        { cheap: true, notBlockedBy: 2 },
      ],
    ];
    for (const [first, second] of pairs) {
      expect(shapeOf(second)).toBe(shapeOf(first));
      const built = selectThings().where(thingFilter.where(first));
      expect(selectThings().where(thingFilter.where(second)).toSQL().sql).toBe(built.toSQL().sql);
      const reused = await built.prepare('').execute(valuesOf(second));
      expect(reused.map((r) => r.title).sort(), JSON.stringify(second)).toEqual(await titles(second));
    }
  });

  it('names every placeholder after its field, and the values fill exactly those', () => {
    const f: ThingFilter = { category: 'motos', minPrice: 12.5, cheap: true, words: ['a', 'b'], notBlockedBy: 7 };
    const { params } = selectThings().where(thingFilter.where(f)).toSQL();
    const names = params.map((p) => (p instanceof Placeholder ? p.name : `value ${String(p)}`));
    expect(names).toEqual(['category', 'minPrice', 'words', 'words_1', 'notBlockedBy']);
    expect(valuesOf(f)).toEqual({
      category: 'motos',
      minPrice: '12.50',
      words: '%a%',
      words_1: '%b%',
      notBlockedBy: 7,
    });
    expect(valuesOf(f, { before: 3 })).toMatchObject({ before: 3, category: 'motos' });
  });

  it('leaves out undefined, false, empty strings and empty lists, but not 0', () => {
    expect(thingFilter.where({ category: '', cheap: false, words: [], minPrice: undefined })).toBeUndefined();
    expect(shapeOf({ category: '', cheap: false, words: [] })).toBe('');
    expect(valuesOf({ category: '', cheap: false, words: [] })).toEqual({});
    expect(valuesOf({ minPrice: 0, notBlockedBy: 0 })).toEqual({ minPrice: '0.00', notBlockedBy: 0 });
    expect(shapeOf({ minPrice: 0 })).toBe('m');
  });

  it('shapes by the fields present and their form, never by their values', () => {
    expect(shapeOf({ category: 'motos', minPrice: 1 })).toBe('c_m');
    expect(shapeOf({ category: 'outros', minPrice: 999 })).toBe('c_m');
    expect(shapeOf({ words: ['a'] })).toBe('w1');
    expect(shapeOf({ words: ['a', 'b'] })).toBe('w2');
    expect(shapeOf({ cheap: true, notBlockedBy: 3 })).toBe('h_k');
  });

  it('keeps statements with a search unnamed (planned with their words)', () => {
    expect(namedOf({ category: 'motos' })).toBe(true);
    expect(namedOf({ category: 'motos', words: ['a'] })).toBe(false);
    expect(namedOf({ words: [] })).toBe(true);
  });

  it('refuses two fields with one code', () => {
    expect(() =>
      listFilter<{ a?: string; b?: string }>({
        a: { code: 'x', where: (p) => eq(things.category, p()) },
        b: { code: 'x', where: (p) => eq(things.title, p()) },
      }),
    ).toThrow(/distinct/);
  });

  it('refuses a value written into a condition (it would be frozen into the statement)', () => {
    const frozen = listFilter<{ category?: string }>({
      category: { code: 'c', where: (_p, v) => eq(things.category, v) },
    });
    expect(() => frozen.where({ category: 'motos' })).toThrow(/category: a value written into the condition/);
  });

  it('refuses a field whose values and placeholders disagree', () => {
    const unused = listFilter<{ range?: [number, number] }>({
      range: { code: 'r', values: (v) => v, where: (p) => sql`${things.price} >= ${p(0)}` },
    });
    expect(() => unused.where({ range: [1, 2] })).toThrow(/range: 2 value\(s\), its condition uses 0/);
    const missing = listFilter<{ min?: number }>({
      min: { code: 'm', where: (p) => sql`${things.price} between ${p(0)} and ${p(1)}` },
    });
    expect(() => missing.where({ min: 1 })).toThrow(/min: 1 value\(s\), its condition uses 0,1/);
  });
});

describe('notBlockedBy', () => {
  it('leaves out the rows of the members the viewer blocked, and only those (rows without author stay)', async () => {
    const [a, b, c] = members;
    const authors = async (viewer: number) =>
      (
        await database.db
          .select({ author: things.authorId })
          .from(things)
          .where(thingFilter.where({ category: 'motos', notBlockedBy: viewer }))
          .prepare('')
          .execute(valuesOf({ category: 'motos', notBlockedBy: viewer }))
      ).map((r) => r.author);
    expect((await authors(a!)).sort()).toEqual([a, c, null].sort());
    expect((await authors(b!)).sort()).toEqual([a, b, c, null].sort());
  });

  it('is one anti-join on the primary key of blocks', () => {
    const { sql: text } = selectThings()
      .where(thingFilter.where({ notBlockedBy: 1 }))
      .toSQL();
    expect(text).toContain(
      'not exists (select 1 from "blocks" where "blocks"."blocker_id" = $1 and "blocks"."blocked_id" = "list_query_things"."author_id")',
    );
  });
});

describe('literalLimit', () => {
  it('writes the limit into the SQL text, not as a parameter', async () => {
    const q = selectThings().orderBy(desc(things.id)).limit(literalLimit(2));
    expect(q.toSQL().sql).toMatch(/ limit 2$/);
    expect(q.toSQL().params).toEqual([]);
    expect(await q).toHaveLength(2);
  });

  it('refuses anything but a whole number', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => literalLimit(n)).toThrow();
  });
});

describe('preparedByShape', () => {
  const build = (name: string, f: ThingFilter, limit: number) =>
    selectThings()
      .where(and(thingFilter.where(f), gte(things.id, sql.placeholder('from'))))
      .orderBy(desc(things.id))
      .limit(literalLimit(limit))
      .prepare(name);

  it('builds one statement per shape on a client, named after it unless it plans per value', async () => {
    const statements = preparedByShape<ReturnType<typeof build>>('kit_test');
    const names: string[] = [];
    const through = (f: ThingFilter, limit: number) => {
      const shape = `${shapeOf(f)}_l${limit}`;
      return statements(database.db, shape, namedOf(f), (name) => {
        names.push(name);
        return build(name, f, limit);
      }).execute(valuesOf(f, { from: 0 }));
    };
    expect(await through({ category: 'motos' }, 10)).toHaveLength(4);
    expect((await through({ category: 'equipamentos' }, 10)).map((r) => r.title)).toEqual(['Capacete fechado']);
    expect(await through({ category: 'motos' }, 10)).toHaveLength(4);
    expect(await through({ category: 'motos' }, 2)).toHaveLength(2);
    expect(await through({ words: ['bicicleta'] }, 10)).toHaveLength(3);
    expect(await through({ words: ['moto'] }, 10)).toHaveLength(1);
    expect(names).toEqual(['kit_test_c_l10', 'kit_test_c_l2', '']);
  });

  it('builds afresh and unnamed on a transaction handle', async () => {
    const statements = preparedByShape<ReturnType<typeof build>>('kit_tx');
    const names: string[] = [];
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i++) {
        const rows = await statements(tx, 'c_l10', true, (name) => {
          names.push(name);
          return tx
            .select({ id: things.id, title: things.title })
            .from(things)
            .where(thingFilter.where({ category: 'motos' }))
            .prepare(name);
        }).execute(valuesOf({ category: 'motos' }));
        expect(rows).toHaveLength(4);
      }
    });
    expect(names).toEqual(['', '']);
  });

  it('refuses a name PostgreSQL would cut', () => {
    const statements = preparedByShape<string>('x'.repeat(60));
    expect(() => statements(database.db, 'abc', true, (name) => name)).toThrow(/63/);
  });
});
