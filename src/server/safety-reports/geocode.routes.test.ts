import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';

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
/** A search from the client at `ip` (signed in with `cookie`), and how long its answer took. */
async function geocodeFrom(app: TestApp, q: string, ip: string, cookie?: string) {
  const started = Date.now();
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/geocode?q=${encodeURIComponent(q)}`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
  return Object.assign(res, { ms: Date.now() - started });
}

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
    // Three visitors (one search at a time each, see below).
    const answers = await Promise.all(
      ['Capel Street', 'Dame Street', 'Parnell Square'].map((q, i) => geocodeFrom(t, q, `10.50.0.${i + 1}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(seen).toHaveLength(3);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1800);
  });
});

// Issue 37: thirty different searches from one visitor made another visitor's search wait 29.9 s.
describe('GET /api/geocode under a flood', () => {
  it('thirty searches at once from one visitor: one reaches the geocoder, the rest are refused at once in pt-BR; another visitor is not held up', async () => {
    const flood = Array.from({ length: 30 }, (_, i) => geocodeFrom(t, `Inundação ${i} Street`, '10.51.0.1'));
    await new Promise((r) => setTimeout(r, 50));
    const other = await geocodeFrom(t, 'Talbot Street', '10.51.0.2');
    const answers = await Promise.all(flood);
    expect(other.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(3_500);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const r of refused) {
      expect(r.json().message).toBe('Aguarde a busca de endereço anterior terminar.');
      expect(r.ms).toBeLessThan(1_000);
      expect(r.headers['retry-after']).toBeDefined();
    }
    expect(seen.filter((s) => s.q.startsWith('Inundação'))).toHaveLength(1);
  }, 30_000);

  it('counts GEOCODER_MAX_PER_HOUR searches per client IP and per member; cached answers are free', async () => {
    const limited = await appWithEnv(t, { GEOCODER_URL: `http://127.0.0.1:${PORT}`, GEOCODER_MAX_PER_HOUR: '2' });
    const byIp = [];
    for (const q of ['Limite A1', 'Limite A2', 'Limite A3']) byIp.push(await geocodeFrom(limited, q, '10.52.0.1'));
    expect(byIp.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(byIp[2]!.json().message).toBe('Você fez muitas buscas de endereço. Tente novamente mais tarde.');
    expect(Number(byIp[2]!.headers['retry-after'])).toBeGreaterThan(0);
    // The same search again comes from the cache: no limit applies.
    expect((await geocodeFrom(limited, 'limite a1', '10.52.0.1')).statusCode).toBe(200);
    // A member is counted as such whatever the address they search from.
    const member = await createMember(limited);
    const byMember = [];
    for (const [i, q] of ['Limite B1', 'Limite B2', 'Limite B3'].entries())
      byMember.push(await geocodeFrom(limited, q, `10.53.0.${i + 1}`, member.cookie));
    expect(byMember.map((r) => r.statusCode)).toEqual([200, 200, 429]);
  }, 30_000);

  it('waits behind at most GEOCODER_QUEUE_MAX searches: beyond, 503 at once in pt-BR', async () => {
    const small = await appWithEnv(t, { GEOCODER_URL: `http://127.0.0.1:${PORT}`, GEOCODER_QUEUE_MAX: '2' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => geocodeFrom(small, `Fila ${i} Street`, `10.54.0.${i + 1}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503, 503]);
    for (const busy of answers.filter((a) => a.statusCode === 503)) {
      expect(busy.json().message).toBe('Muitas buscas de endereço no momento. Tente novamente em alguns segundos.');
      expect(busy.ms).toBeLessThan(1_000);
    }
  }, 30_000);
});
