import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, queryRows } from './client.js';

// Decision 057: the embedded database on a worker thread. What the app relies on, through drizzle
// as the app uses it: rows and types as on the main thread, PostgreSQL's error codes, transactions
// that commit, roll back and nest, LISTEN, a dump to start from, and the main thread left free.

let database: Database & { dump(): Promise<Blob> };
beforeAll(async () => {
  database = await openPglite(undefined);
  await database.db.execute(sql`create table things (id int primary key, name text not null, at timestamptz)`);
});
afterAll(() => database.close());

const names = async () =>
  (await queryRows<{ name: string }>(database.db, sql`select name from things order by id`)).map((r) => r.name);

describe('PGlite on its own thread', () => {
  it('answers rows as the driver expects: timestamps as PostgreSQL text, numbers and json parsed', async () => {
    await database.db.execute(sql`insert into things values (1, 'um', '2026-11-27 10:00:00+00')`);
    const [row] = await queryRows<{ at: unknown; n: unknown; j: unknown }>(
      database.db,
      sql`select at, 41 + 1 as n, '{"a":[1,2]}'::jsonb as j from things where id = 1`,
    );
    expect(row).toEqual({ at: '2026-11-27 10:00:00+00', n: 42, j: { a: [1, 2] } });
    await database.db.execute(sql`delete from things`);
  });

  it("gives PostgreSQL's error with its code to the caller, the driver's cause included", async () => {
    await database.db.execute(sql`insert into things values (2, 'dois', null)`);
    type PgError = { code?: string; constraint?: string; message: string; cause?: PgError };
    const err = (await database.db
      .execute(sql`insert into things values (2, 'outra', null)`)
      .catch((e) => e)) as PgError;
    const cause = err.cause ?? err;
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    expect(cause.message).toMatch(/duplicate key/);
    await database.db.execute(sql`delete from things`);
  });

  it('commits a transaction, rolls one back on a throw, and rolls back a nested one alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (3, 'tres', null)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (4, 'quatro', null)`);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (5, 'cinco', null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things values (6, 'seis', null)`);
          throw new Error('só a de dentro');
        })
        .catch(() => {});
    });
    expect(await names()).toEqual(['tres', 'cinco']);
    await database.db.execute(sql`delete from things`);
  });

  it('fails a transaction whose statement failed, even when the callback went on: nothing of it is kept', async () => {
    const err = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into things values (9, 'nove', null)`);
        await tx.execute(sql`insert into things values (9, 'de novo', null)`).catch(() => {});
      })
      .catch((e) => e);
    expect(err).toMatchObject({ code: '25P02' });
    expect(await names()).toEqual([]);
  });

  it('keeps each statement prepared: a changed table is read with its new columns, and beyond 1,000 texts the oldest is prepared again', async () => {
    await database.db.execute(sql`create table shapes (id int)`);
    await database.db.execute(sql`insert into shapes values (1)`);
    const read = () => queryRows<Record<string, unknown>>(database.db, sql`select * from shapes`);
    expect(await read()).toEqual([{ id: 1 }]);
    await database.db.execute(sql`alter table shapes add column label text default 'novo'`);
    expect(await read()).toEqual([{ id: 1, label: 'novo' }]);
    for (let i = 0; i < 1_001; i++) await queryRows(database.db, sql.raw(`select ${i} as n`));
    expect(await read()).toEqual([{ id: 1, label: 'novo' }]);
    expect(await queryRows(database.db, sql.raw('select 0 as n'))).toEqual([{ n: 0 }]);
  });

  it('makes a query from outside wait until the open transaction ends (it sees the commit)', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into things values (7, 'sete', null)`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = names();
    const order: string[] = [];
    void outside.then(() => order.push('outside'));
    await new Promise((r) => setTimeout(r, 50));
    order.push('commit');
    release();
    await tx;
    expect(await outside).toEqual(['sete']);
    expect(order).toEqual(['commit', 'outside']);
    await database.db.execute(sql`delete from things`);
  });

  it('delivers NOTIFY to every listener of the channel, and stops delivering to one that left', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const la = await database.listen('thread_test', { message: (p) => a.push(p), reconnected() {} });
    const lb = await database.listen('thread_test', { message: (p) => b.push(p), reconnected() {} });
    await database.db.execute(sql`select pg_notify('thread_test', 'primeiro')`);
    await expect.poll(() => [a, b]).toEqual([['primeiro'], ['primeiro']]);
    await la.close();
    await database.db.execute(sql`select pg_notify('thread_test', 'segundo')`);
    await expect.poll(() => b).toEqual(['primeiro', 'segundo']);
    expect(a).toEqual(['primeiro']);
    await lb.close();
  });

  it('leaves the main thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 4000000) g where g % 7 = 3`);
    const took = Date.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(200);
    // On the main thread the statement blocked every timer until it ended (ticks 0 or 1).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 10 / 4));
  });

  it('dumps the database, and a new one starts from that dump', async () => {
    await database.db.execute(sql`insert into things values (8, 'oito', null)`);
    const copy = await openPglite(undefined, { loadDataDir: await database.dump() });
    try {
      expect(await queryRows(copy.db, sql`select name from things`)).toEqual([{ name: 'oito' }]);
    } finally {
      await copy.close();
    }
    await database.db.execute(sql`delete from things`);
  });

  it('answers a query after close with an error, never a hang', async () => {
    const other = await openPglite(undefined);
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
