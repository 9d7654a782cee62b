import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { createTestApp, type TestApp } from '../test/app.js';

// A Nominatim stand-in on one of this project's test ports (one per database project).
const PORT = process.env.TEST_DB === 'postgres' ? 5504 : 5503;
let fake: Server;
let t: TestApp;
let seen: { q: string; limit: string | null; format: string | null; ua: string | undefined; at: number }[] = [];
let answer: (q: string) => { status: number; body: unknown } = () => ({ status: 200, body: [] });

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
    const q = url.searchParams.get('q') ?? '';
    seen.push({
      q,
      limit: url.searchParams.get('limit'),
      format: url.searchParams.get('format'),
      ua: req.headers['user-agent'],
      at: Date.now(),
    });
    const { status, body } = answer(q);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(PORT, '127.0.0.1', resolve));
  t = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${PORT}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = (q) => ({
    status: 200,
    body: q.startsWith('nada')
      ? []
      : [
          { lat: '53.3438', lon: '-6.2546', display_name: `${q} (primeiro)` },
          { lat: '1', lon: '1', display_name: 'segundo' },
        ],
  });
});

const geocode = (q: string) => call(t, 'GET', `/api/geocode?q=${encodeURIComponent(q)}`);

describe('GET /api/geocode', () => {
  it("asks for one JSON result of the query suffixed ', Dublin, Ireland', with an identifying User-Agent", async () => {
    const res = await geocode('Grafton Street');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lat: 53.3438,
      lon: -6.2546,
      displayName: 'Grafton Street, Dublin, Ireland (primeiro)',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ q: 'Grafton Street, Dublin, Ireland', limit: '1', format: 'json' });
    expect(seen[0]!.ua).toMatch(/^ComunidadeEntregadoresDublin\//);
  });

  it('answers the same search from its cache for a day (spaces and case aside)', async () => {
    await geocode('Moore Street');
    const again = await geocode('  moore   STREET ');
    expect(again.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("says 'Endereço não encontrado' when nothing matches, and 'Erro ao buscar o endereço' when the service fails", async () => {
    const none = await geocode('nada por aqui');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Endereço não encontrado');
    answer = () => ({ status: 500, body: { error: 'down' } });
    const failed = await geocode('Rua que quebra');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Erro ao buscar o endereço');
    // A failure is not cached: the next try asks again.
    answer = () => ({ status: 200, body: [{ lat: '53.3', lon: '-6.2', display_name: 'ok' }] });
    expect((await geocode('Rua que quebra')).statusCode).toBe(200);
  });

  it('refuses an empty query', async () => {
    const res = await geocode('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Digite um endereço para buscar');
    expect(seen).toHaveLength(0);
  });

  it('asks the service at most once a second, however many searches arrive at once', async () => {
    const started = Date.now();
    const answers = await Promise.all(['Capel Street', 'Dame Street', 'Parnell Square'].map(geocode));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(seen).toHaveLength(3);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1800);
  });
});
