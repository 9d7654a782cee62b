import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReport, MyReportList, PublicReport } from '../../contract/safety-reports.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

// Issue 35, 'Levar à Garda': a member reads their own reports (exact position, date and time) and
// nobody else's.
let t: TestApp;
let alice: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;

const report = (over: Record<string, unknown>) => ({
  latitude: 53.345412,
  longitude: -6.264437,
  description: 'Dois homens tentaram levar minha bike na frente do restaurante',
  incidentType: 'assalto',
  severity: 4,
  incidentTime: '21:40',
  ...over,
});
const post = async (cookie: string, body: object) => {
  const res = await call(t, 'POST', '/api/safety-reports', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PublicReport>();
};

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([createMember(t), createMember(t), createMember(t, { admin: true })]);
});
afterAll(() => t.close());

describe('GET /api/safety-reports/mine', () => {
  it("lists the member's own reports, newest first, with the exact position; never another's", async () => {
    const first = await post(alice.cookie, report({ incidentType: 'roubo', description: 'Levaram o celular' }));
    const second = await post(alice.cookie, report({}));
    await post(bob.cookie, report({ description: 'Relato do Bob' }));
    const res = await call(t, 'GET', '/api/safety-reports/mine', alice.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json<MyReportList>().items;
    expect(items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      latitude: 53.345412,
      longitude: -6.264437,
      incidentType: 'assalto',
      incidentTime: '21:40',
      description: 'Dois homens tentaram levar minha bike na frente do restaurante',
    });
    expect(res.body).not.toContain('Relato do Bob');
  });

  it('one report: its reporter only (another member and an admin get 404, a visitor 401)', async () => {
    const r = await post(alice.cookie, report({}));
    const mine = await call(t, 'GET', `/api/safety-reports/mine/${r.id}`, alice.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyReport>()).toMatchObject({ id: r.id, area: r.area, incidentTime: '21:40' });
    expect((await call(t, 'GET', `/api/safety-reports/mine/${r.id}`, bob.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/safety-reports/mine/${r.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/safety-reports/mine/${r.id}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/safety-reports/mine/abc', alice.cookie)).statusCode).toBe(400);
  });
});
