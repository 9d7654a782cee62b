import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { patchNodePgTransaction } from './pg-transaction.js';

// Decision 054: a transaction on the pool gives its client back on every path, and destroys it
// (release with an error) when the connection cannot be trusted. No database: the pool's one client
// fails the statements `fails` matches, the way a connection PostgreSQL closed in a restart does.
class FakePool extends pg.Pool {
  sent: string[] = [];
  released: (Error | undefined)[] = [];
  constructor(private readonly fails: RegExp) {
    super({ max: 1 });
  }
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's connect has callback overloads
  override connect(): any {
    const client = {
      query: async (q: string | { text: string }) => {
        const text = typeof q === 'string' ? q : q.text;
        this.sent.push(text);
        if (this.fails.test(text)) throw new Error('Connection terminated unexpectedly');
        return { rows: [], rowCount: 0, fields: [], command: text.toUpperCase() };
      },
      release: (err?: Error) => void this.released.push(err),
    };
    return Promise.resolve(client);
  }
}

const run = (pool: FakePool, body: () => Promise<unknown> = async () => 'done') => {
  patchNodePgTransaction();
  return drizzle(pool).transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    return body();
  });
};

describe('transactions on a pool (decision 054)', () => {
  it('a failed BEGIN gives the client back, destroyed, and the callback never runs', async () => {
    const pool = new FakePool(/^begin/);
    let ran = false;
    await expect(
      run(pool, async () => {
        ran = true;
      }),
    ).rejects.toMatchObject({ message: /Failed query: begin/, cause: { message: /Connection terminated/ } });
    expect(ran).toBe(false);
    expect(pool.sent).toEqual(['begin']);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]?.message).toMatch(/Failed query: begin/);
  });

  it('a failed ROLLBACK destroys the client, and the caller gets the first error', async () => {
    const pool = new FakePool(/^rollback/);
    await expect(
      run(pool, async () => {
        throw new Error('duplicate key value violates unique constraint');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(pool.sent).toEqual(['begin', 'select 1', 'rollback']);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]?.message).toMatch(/Failed query: rollback/);
  });

  it('a rolled-back transaction gives a healthy client back to the pool', async () => {
    const pool = new FakePool(/^$/);
    await expect(
      run(pool, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(pool.sent).toEqual(['begin', 'select 1', 'rollback']);
    expect(pool.released).toEqual([undefined]);
  });

  it('a committed transaction answers and gives its client back once', async () => {
    const pool = new FakePool(/^$/);
    await expect(run(pool)).resolves.toBe('done');
    expect(pool.sent).toEqual(['begin', 'select 1', 'commit']);
    expect(pool.released).toEqual([undefined]);
  });

  it('a COMMIT lost with the connection destroys the client', async () => {
    const pool = new FakePool(/^(commit|rollback)/);
    await expect(run(pool)).rejects.toThrow(/Failed query: commit/);
    expect(pool.sent).toEqual(['begin', 'select 1', 'commit', 'rollback']);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]?.message).toMatch(/Failed query: rollback/);
  });
});
