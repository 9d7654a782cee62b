import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safetyZoneMessages as msg, SAFETY_ZONES_MAX } from '../../contract/safety-zones.js';
import {
  notificationDeliveries,
  notifications,
  safetyAlertJobs,
  safetyZoneAlertState,
  safetyZones,
} from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { type FakePush, startFakePush } from '../test/fake-push.js';
import { notificationsOf } from '../test/notifications.js';
import { deliver, pushMember, savePreferences } from '../test/push.js';
import { fanOut } from '../test/safety-zones.js';
import { distanceM } from './safety-zones.helpers.js';
import { createSafetyZonesService, type FanOutBatch } from './safety-zones.service.js';

let t: TestApp;
let fake: FakePush;
type Member = Awaited<ReturnType<typeof createMember>>;
let ana: Member;
let carla: Member;

// Rathmines, and a point `m` metres due north of it (on a meridian the formula is exact).
const HOME = { latitude: 53.3225, longitude: -6.2655 };
const north = (m: number) => ({
  latitude: HOME.latitude + m / ((6_371_000 * Math.PI) / 180),
  longitude: HOME.longitude,
});
const zone = (over: Record<string, unknown> = {}) => ({ name: 'Casa', ...HOME, radiusM: 1000, ...over });
const report = (at: { latitude: number; longitude: number }, over: Record<string, unknown> = {}) => ({
  ...at,
  description: 'Homem alto de casaco vermelho tentou levar a bike',
  incidentType: 'roubo',
  severity: 3,
  ...over,
});

beforeAll(async () => {
  [t, fake] = await Promise.all([
    createTestApp({ env: { SAFETY_REPORT_MAX_PER_HOUR: '100', SAFETY_ALERTS_MAX_PER_HOUR: '2' } }),
    startFakePush(),
  ]);
  ana = await createMember(t, { register: { firstName: 'Ana', lastName: 'Relatora' } });
  carla = await createMember(t, { register: { firstName: 'Carla', lastName: 'Relatora' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  await t.db.delete(safetyZoneAlertState);
});

const post = (m: Member, body: object) => call(t, 'POST', '/api/safety-zones', m.cookie, body);
/** Posts a report, then runs the fan-out job's rounds (the request only queues it: decision 046). */
const reportAs = async (m: Member, body: object) => {
  const res = await call(t, 'POST', '/api/safety-reports', m.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  await fanOut(t);
  return res.json<{ id: number }>();
};
const alertsOf = async (m: Member) =>
  (await notificationsOf(t, m.cookie, '?limit=50')).items.filter((n) => n.type === 'safety-zone-alert');

describe('zones', () => {
  it('a member keeps up to three zones, 250 m to 3 km, inside Dublin, one following them; pt-BR refusals', async () => {
    const m = await createMember(t);
    expect((await call(t, 'GET', '/api/safety-zones')).statusCode).toBe(401);
    for (const [radiusM, ok] of [
      [249, false],
      [3001, false],
      [250, true],
      [3000, true],
    ] as const) {
      const res = await post(m, zone({ radiusM, name: `Raio ${radiusM}` }));
      expect(res.statusCode, res.body).toBe(ok ? 201 : 400);
      if (!ok) expect(res.json().message).toBe(msg.radius);
    }
    expect((await post(m, zone({ name: '' }))).json().message).toBe(msg.nameRequired);
    expect((await post(m, zone({ latitude: 51.9, longitude: -8.47 }))).json().message).toBe(msg.outsideDublin);
    const current = await post(m, zone({ name: 'Onde estou agora', kind: 'current' }));
    expect(current.statusCode).toBe(201);
    const fourth = await post(m, zone({ name: 'Quarta' }));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(msg.tooMany);
    const list = (await call(t, 'GET', '/api/safety-zones', m.cookie)).json();
    expect(list.max).toBe(SAFETY_ZONES_MAX);
    expect(list.items.map((z: { name: string; kind: string }) => `${z.name}/${z.kind}`)).toEqual([
      'Raio 250/fixed',
      'Raio 3000/fixed',
      'Onde estou agora/current',
    ]);
    // The app moves 'Onde estou agora'; the grid cells follow (a report near the new place finds it).
    const id = list.items[2].id;
    const moved = await call(t, 'PATCH', `/api/safety-zones/${id}`, m.cookie, { latitude: 53.35, longitude: -6.26 });
    expect(moved.json().zone).toMatchObject({ latitude: 53.35, longitude: -6.26, name: 'Onde estou agora' });
    expect((await call(t, 'PATCH', `/api/safety-zones/${id}`, m.cookie, { userId: 1 })).statusCode).toBe(400);
    expect((await call(t, 'DELETE', `/api/safety-zones/${id}`, m.cookie)).json().message).toBe(msg.deleted);
    expect((await post(m, zone({ name: 'Nova' }))).statusCode).toBe(201);
  });

  it('are private: another member, an admin, a visitor never read, change or delete them', async () => {
    const owner = await createMember(t);
    const made = (await post(owner, zone({ name: 'Base Rathmines' }))).json().zone;
    const admin = await createMember(t, { admin: true });
    for (const who of [ana, admin]) {
      expect((await call(t, 'GET', '/api/safety-zones', who.cookie)).body).not.toContain('Base Rathmines');
      expect((await call(t, 'PATCH', `/api/safety-zones/${made.id}`, who.cookie, { name: 'X' })).statusCode).toBe(404);
      expect((await call(t, 'DELETE', `/api/safety-zones/${made.id}`, who.cookie)).statusCode).toBe(404);
    }
    expect((await call(t, 'DELETE', `/api/safety-zones/${made.id}`)).statusCode).toBe(401);
    // The export carries them; deleting the account removes them.
    expect(await t.app.services.safetyZones.exportFor(owner.user.id)).toEqual([
      expect.objectContaining({ name: 'Base Rathmines', radiusM: 1000 }),
    ]);
    const del = await call(
      t,
      'DELETE',
      `/api/admin/users/${owner.user.id}`,
      (await createMember(t, { superAdmin: true })).cookie,
    );
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().removed.alertZones).toBe(1);
    expect(await t.db.select().from(safetyZones).where(eq(safetyZones.userId, owner.user.id))).toEqual([]);
  });
});

describe('alerts', () => {
  it('a report just inside the radius alerts the member (type, zone, how far; never the description); just outside does not', async () => {
    const bruno = await pushMember(t, fake);
    await post(bruno, zone());
    await reportAs(ana, report(north(1010)));
    expect(await alertsOf(bruno)).toHaveLength(0);
    const inside = north(990);
    expect(distanceM(HOME.latitude, HOME.longitude, inside.latitude, inside.longitude)).toBeCloseTo(990, 3);
    const r = await reportAs(ana, report(inside));
    const [alert] = await alertsOf(bruno);
    expect(alert).toMatchObject({
      title: 'Alerta perto de você',
      body: 'Roubo a 990 m do centro da zona “Casa”.',
      target: { kind: 'safety-map', id: r.id },
    });
    await deliver(t);
    const [push] = fake.deliveredTo(bruno.id);
    // The push opens the map on the report (its popup); the report is public there, its reporter not.
    expect(push!.payload).toMatchObject({ title: 'Alerta perto de você', url: `/dangerous-areas?report=${r.id}` });
    const one = await call(t, 'GET', `/api/safety-reports/${r.id}`);
    expect(one.json()).toMatchObject({ id: r.id, latitude: 53.331, longitude: -6.265, incidentType: 'roubo' });
    expect(one.body).not.toContain('reportedById');
    expect((await call(t, 'GET', '/api/safety-reports/99999999')).json().message).toBe('Relatório não encontrado');
    expect(JSON.stringify(fake.received)).not.toContain('casaco');
    // The reporter is not alerted about their own report.
    await post(ana, zone());
    await reportAs(ana, report(north(100)));
    expect(await alertsOf(ana)).toHaveLength(0);
  });

  it('nothing from a member one blocked; overlapping zones make one alert, from the nearest', async () => {
    const bruno = await createMember(t);
    await post(bruno, zone({ name: 'Casa', radiusM: 3000 }));
    await post(bruno, zone({ name: 'Base', ...north(200), radiusM: 500 }));
    expect((await call(t, 'POST', '/api/blocks', bruno.cookie, { memberId: carla.user.id })).statusCode).toBe(201);
    await reportAs(carla, report(north(250)));
    expect(await alertsOf(bruno)).toHaveLength(0);
    await reportAs(ana, report(north(250)));
    const alerts = await alertsOf(bruno);
    expect(alerts.map((a) => a.body)).toEqual(['Roubo a 50 m do centro da zona “Base”.']);
  });

  it('reports close in place and time are grouped into one alert; farther or later ones alert again', async () => {
    const bruno = await createMember(t);
    await post(bruno, zone({ radiusM: 3000 }));
    await reportAs(ana, report(north(0)));
    await reportAs(carla, report(north(300), { incidentType: 'assalto' }));
    expect(await alertsOf(bruno)).toHaveLength(1);
    await reportAs(ana, report(north(1500)));
    expect(await alertsOf(bruno)).toHaveLength(2);
    // Half an hour later the same place alerts again.
    await t.db.update(safetyZoneAlertState).set({ lastAt: new Date(Date.now() - 31 * 60_000) });
    await reportAs(carla, report(north(1500)));
    expect(await alertsOf(bruno)).toHaveLength(3);
  });

  it('at most SAFETY_ALERTS_MAX_PER_HOUR pushes an hour: the rest wait in the bell without a push', async () => {
    const bruno = await pushMember(t, fake);
    await post(bruno, zone({ radiusM: 3000 }));
    for (const m of [0, 800, 1600]) {
      await reportAs(ana, report(north(m)));
    }
    expect(await alertsOf(bruno)).toHaveLength(3);
    const pushed = await t.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, bruno.user.id));
    expect(pushed).toHaveLength(2);
  });

  it('severity 4–5 breaks quiet hours only where the member chose so', async () => {
    const bruno = await pushMember(t, fake, { quiet: { enabled: true, start: '00:00', end: '23:59' } });
    await savePreferences(t, bruno.cookie, {
      pushOff: [],
      quietHours: { enabled: true, start: '00:00', end: '23:59' },
    });
    await post(bruno, zone({ name: 'Casa', urgentBreaksQuiet: true }));
    const dueOf = async () =>
      (
        await t.db
          .select({ due: notificationDeliveries.dueAt, id: notifications.id })
          .from(notificationDeliveries)
          .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
          .where(eq(notificationDeliveries.userId, bruno.user.id))
      ).map((r) => r.due.getTime() - Date.now());
    await reportAs(ana, report(north(0), { severity: 3 }));
    await t.db.delete(safetyZoneAlertState);
    await reportAs(ana, report(north(900), { severity: 5 }));
    const dues = (await dueOf()).sort((a, b) => a - b);
    expect(dues[0]).toBeLessThan(5_000); // the grave one now
    expect(dues[1]).toBeGreaterThan(60_000); // the other at the end of quiet hours
  });
});

describe('fan-out (decision 046)', () => {
  it('the report only queues its fan-out; the job alerts every member in batches, once, and leaves nothing behind', async () => {
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createMember(t, { register: { firstName: `Zona${i}`, lastName: 'Lote' } })),
    );
    for (const m of members) await post(m, zone({ name: 'Lote', radiusM: 2000 }));
    const res = await call(t, 'POST', '/api/safety-reports', ana.cookie, report(north(100)));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    // Committed with the report: one job row, no alert yet.
    expect(await t.db.select().from(safetyAlertJobs).where(eq(safetyAlertJobs.reportId, id))).toHaveLength(1);
    expect(await alertsOf(members[0]!)).toHaveLength(0);
    // A job of batches of two, 40 ms apart (decision 052): three batches for five members, each alerted once.
    const small = createSafetyZonesService({
      db: t.db,
      rateLimiter: t.app.rateLimiter,
      config: { map: { ...t.app.config.map, alertsPauseMs: 40 } },
      notifications: t.app.services.notifications,
      fanOutBatch: 2,
    });
    const batches: FanOutBatch[] = [];
    small.onBatch((b) => batches.push(b));
    const t0 = performance.now();
    const round = await small.fanOutDue();
    expect(round.claimed).toBeGreaterThanOrEqual(1);
    // Other tests' reports may wait too: this report's batches are the last three or more; two pauses at least.
    expect(batches.map((b) => b.members).slice(-3)).toEqual([2, 2, 1]);
    expect(batches.every((b) => b.matchMs >= 0 && b.batchMs >= b.matchMs)).toBe(true);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(80);
    for (const m of members) {
      const alerts = await alertsOf(m);
      expect(alerts.map((a) => a.target.id)).toEqual([id]);
    }
    expect(await t.db.select().from(safetyAlertJobs)).toEqual([]);
    // A second round finds nothing to do (no alert twice).
    expect(await small.fanOutDue()).toEqual({ claimed: 0, alerts: 0 });
  });
});
