import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeMessages } from '../../contract/bikes.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { serialOf } from '../test/bikes.js';

let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const burst = (t: TestApp, n: number, headers: Record<string, string>, remoteAddress?: string) =>
  Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bikes/check',
        headers,
        remoteAddress,
        payload: { serial: serialOf() },
      }),
    ),
  );
function codes(rs: { statusCode: number }[]) {
  const out: Record<number, number> = {};
  for (const r of rs) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

describe("'Verificar bicicleta' limits under parallel bursts (no enumerating the register)", () => {
  it('per address: exactly the limit pass, the rest 429 in pt-BR', async () => {
    const t = await appWithEnv(base, { BIKE_CHECKS_PER_HOUR_PER_IP: '5', BIKE_CHECKS_PER_HOUR_PER_MEMBER: '1000' });
    await t.app.services.bikes.check('warm-up', null, 'WARM1'); // the first statement prepared outside the burst
    const rs = await burst(t, 30, {});
    expect(codes(rs)).toEqual({ 200: 5, 429: 25 });
    const refused = rs.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(bikeMessages.tooManyChecks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('per member, whichever address they come from', async () => {
    const t = await appWithEnv(base, { BIKE_CHECKS_PER_HOUR_PER_IP: '100000', BIKE_CHECKS_PER_HOUR_PER_MEMBER: '3' });
    const m = await createMember(t);
    const rs = await burst(t, 20, { cookie: m.cookie });
    expect(codes(rs)).toEqual({ 200: 3, 429: 17 });
    // Another member is counted apart.
    const other = await createMember(t);
    expect((await burst(t, 1, { cookie: other.cookie }))[0]!.statusCode).toBe(200);
  });

  it('both counters in the one statement: a member over their limit still counts against the address', async () => {
    const t = await appWithEnv(base, { BIKE_CHECKS_PER_HOUR_PER_IP: '6', BIKE_CHECKS_PER_HOUR_PER_MEMBER: '3' });
    const m = await createMember(t);
    const stolen = await t.app.services.bikes.check('10.9.9.8', null, 'NOTHING1');
    expect(stolen).toEqual({ stolen: false, since: null });
    const rs = await burst(t, 10, { cookie: m.cookie }, '10.9.9.9');
    expect(codes(rs)).toEqual({ 200: 3, 429: 7 });
    // The address (one counter per IP) saw all ten: a visitor from it is over its 6 too.
    const visitor = await burst(t, 2, {}, '10.9.9.9');
    expect(codes(visitor)).toEqual({ 429: 2 });
    expect((await burst(t, 1, {}, '10.9.9.7'))[0]!.statusCode).toBe(200);
    expect(visitor[0]!.json().message).toBe(bikeMessages.tooManyChecks);
  });
});
