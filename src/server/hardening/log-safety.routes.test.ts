import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerBody, type TestApp } from '../test/app.js';

// Issue 14, hole 5: a failed query was logged with its parameters — an argon2 hash when a
// registration's insert failed. The log keeps the statement and the error, never the values.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
  // The database refuses this one registration, as a full disk or a broken constraint would.
  await t.db.execute(
    sql.raw(
      `create function recusa_cadastro() returns trigger language plpgsql as $$ begin raise exception 'insert recusado pelo teste'; end $$`,
    ),
  );
  await t.db.execute(
    sql.raw(
      `create trigger recusa before insert on users for each row when (new.email like 'recusado%') execute function recusa_cadastro()`,
    ),
  );
});
afterAll(() => t.close());

describe('error logs', () => {
  it('keep a failed query and its error but none of its parameter values', async () => {
    const body = registerBody({ email: 'recusado.log@teste.local', password: 'senha-que-nao-pode-vazar' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erro interno do servidor. Tente novamente mais tarde.' });

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into'); // the statement, to debug with
    expect(log).toContain('insert recusado pelo teste'); // the database's reason
    expect(log).toContain('[omitidos do log]');
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log).not.toContain('recusado.log@teste.local');
    expect(log).not.toContain('senha-que-nao-pode-vazar');
  });
});
