import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errWithoutParams } from '../log-safety.js';
import { createMember, createTestApp, registerBody, type TestApp } from '../test/app.js';

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

// Issue 37: a signed upload URL was logged with its signature, an address search with the typed
// address, and a file error with the absolute path of the data directory.
describe('request and error logs (issue 37)', () => {
  let info: TestApp;
  const logged: string[] = [];
  const SECRET_ADDRESS = 'Rua Secretíssima 742';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    info = await createTestApp({ env: { LOG_LEVEL: 'info', GEOCODER_URL: 'http://127.0.0.1:5219' }, logStream });
  });
  afterAll(() => info.close());

  it("keep a signed upload URL's path but not its signature", async () => {
    const member = await createMember(info, { subscriber: true });
    const signed = await info.app.inject({
      method: 'POST',
      url: '/api/marketplace-upload',
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const { uploadURL } = signed.json() as { uploadURL: string };
    const signature = new URL(uploadURL, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    await info.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: Buffer.from('nao e imagem'),
      headers: { 'content-type': 'image/png' },
    });
    const log = logged.join('');
    expect(log).toContain(uploadURL.split('?')[0]);
    expect(log).toContain('signature=[omitido]');
    expect(log).not.toContain(signature);
  });

  it('keep an address search but not the typed address', async () => {
    await info.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(SECRET_ADDRESS)}` });
    const log = logged.join('');
    expect(log).toContain('/api/geocode?q=[omitido]');
    expect(log).not.toContain(encodeURIComponent(SECRET_ADDRESS));
    expect(log).not.toContain('Secret');
  });

  it('keep short numbers of a query (paging) to debug with', async () => {
    await info.app.inject({ method: 'GET', url: '/api/marketplace?limit=12&q=bicicleta' });
    expect(logged.join('')).toContain('/api/marketplace?limit=12&q=[omitido]');
  });

  it('log a file error without the absolute path of the data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dados-secretos-'));
    const err = await readFile(join(dir, 'x'.repeat(300))).catch((e: Error) => e);
    const readErr = await readFile(join(dir, 'falta.webp')).catch((e: Error) => e);
    await rm(dir, { recursive: true, force: true });
    for (const e of [err, readErr]) {
      expect(e).toBeInstanceOf(Error);
      const text = JSON.stringify(errWithoutParams(e as Error));
      expect(text).not.toContain(dir);
      expect(text).not.toContain('dados-secretos');
      expect(text).toContain('[caminho omitido]');
      expect(text).toMatch(/ENAMETOOLONG|ENOENT/);
    }
  });

  it('GET /objects/ with a 300-character name: 404 and no path in the log', async () => {
    const res = await info.app.inject({ method: 'GET', url: `/objects/marketplace/${'z'.repeat(300)}.webp` });
    expect(res.statusCode).toBe(404);
    const log = logged.join('');
    expect(log).not.toMatch(/ENAMETOOLONG|app-test-data-/);
  });
});
