import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportGroupPage } from '../../contract/reports.js';
import { reportWeight } from '../../contract/safety-report-votes-labels.js';
import type { MapAnswer } from '../../contract/safety-reports.js';
import { auditLog, safetyReports, safetyReportVotes } from '../db/schema.js';
import { call, setUser } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

// Issue 31: 'Ainda está acontecendo?' — one answer per member per report, the counts, the heat
// weight, 'Agora', and the disputes that send a report to the moderation queue.

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let reporter: Member;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Members whose answers weigh (decision 027): a subscription and an account 30 days old. */
async function trusted(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const m = await createMember(t, { subscriber: true });
      await setUser(t, m.user.id, { createdAt: ago(30 * 24 * HOUR) });
      return m;
    }),
  );
}
async function report(over: Partial<typeof safetyReports.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(safetyReports)
    .values({
      reportedById: reporter.user.id,
      area: 'Temple Bar',
      description: 'Tentaram levar a bike',
      incidentType: 'roubo',
      severity: 3,
      incidentTime: '21:00',
      latitude: 53.3454,
      longitude: -6.2644,
      ...over,
    })
    .returning();
  t.app.services.safetyReports.invalidate();
  return row!;
}
const vote = (who: Member | undefined, id: number, answer: unknown) =>
  call(t, 'PUT', `/api/safety-reports/${id}/votes`, who?.cookie, { answer });
const tally = (who: Member | undefined, id: number) => call(t, 'GET', `/api/safety-reports/${id}/votes`, who?.cookie);
const onMap = async (window = '30d') =>
  (await call(t, 'GET', `/api/safety-reports?window=${window}`)).json<MapAnswer>().points;

beforeAll(async () => {
  t = await createTestApp({ env: { SAFETY_REPORT_DISPUTES_TO_HIDE: '2' } });
  admin = await createMember(t, { admin: true });
  reporter = await createMember(t, { subscriber: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(safetyReports);
  t.app.services.safetyReports.invalidate();
});

describe('answering', () => {
  it('visitors read the counts but cannot answer; the reporter cannot answer their own; unknown is 404', async () => {
    const r = await report();
    expect((await tally(undefined, r.id)).json()).toEqual({ confirmations: 0, disputes: 0, mine: null });
    const visitor = await vote(undefined, r.id, 'confirm');
    expect(visitor.statusCode).toBe(401);
    const own = await vote(reporter, r.id, 'confirm');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Você não pode responder ao seu próprio relato.');
    const [m] = await trusted(1);
    expect((await vote(m, 999_999, 'confirm')).statusCode).toBe(404);
    const bad = await vote(m, r.id, 'talvez');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Escolha uma resposta');
    expect(await t.db.select().from(safetyReportVotes)).toEqual([]);
  });

  it('one answer per member per report, changeable; the counts and each member’s own answer', async () => {
    const r = await report();
    const [ana, bruno] = await trusted(2);
    const first = await vote(ana, r.id, 'confirm');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ confirmations: 1, disputes: 0, mine: 'confirm', removed: false });
    expect((await vote(ana, r.id, 'confirm')).json()).toMatchObject({ confirmations: 1, disputes: 0 });
    expect((await vote(ana, r.id, 'dispute')).json()).toMatchObject({ confirmations: 0, disputes: 1, mine: 'dispute' });
    expect((await vote(bruno, r.id, 'confirm')).json()).toMatchObject({
      confirmations: 1,
      disputes: 1,
      mine: 'confirm',
    });
    expect((await tally(ana, r.id)).json()).toEqual({ confirmations: 1, disputes: 1, mine: 'dispute' });
    expect((await tally(undefined, r.id)).json()).toEqual({ confirmations: 1, disputes: 1, mine: null });
    // The map carries the counts (never who answered).
    const [p] = await onMap();
    expect(p).toMatchObject({ id: r.id, confirmations: 1, disputes: 1 });
    expect(JSON.stringify(p)).not.toContain(String(ana!.user.memberNumber));
  });

  it('a burst of answers by one member leaves one row; members answering at once are all counted', async () => {
    const r = await report();
    const [ana] = await trusted(1);
    const others = await Promise.all(Array.from({ length: 6 }, () => createMember(t)));
    const res = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => vote(ana, r.id, i % 2 ? 'dispute' : 'confirm')),
      ...others.map((o) => vote(o, r.id, 'confirm')),
    ]);
    expect(res.map((x) => x.statusCode)).toEqual(res.map(() => 200));
    const rows = await t.db.select().from(safetyReportVotes).where(eq(safetyReportVotes.reportId, r.id));
    expect(rows).toHaveLength(7);
    const mine = rows.find((x) => x.userId === ana!.user.id)!.answer;
    const total = (await tally(undefined, r.id)).json();
    expect(total.confirmations + total.disputes).toBe(7);
    expect(total.confirmations).toBe(6 + (mine === 'confirm' ? 1 : 0));
  });

  it('a deleted member’s answers go with them', async () => {
    const r = await report();
    const leaving = await createMember(t, { register: { password: 'senha-forte-123' } });
    await vote(leaving, r.id, 'confirm');
    const del = await call(t, 'POST', '/api/privacy/delete-account', leaving.cookie, {
      password: leaving.password,
      confirmation: 'EXCLUIR',
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await tally(undefined, r.id)).json()).toMatchObject({ confirmations: 0 });
  });
});

describe('disputes send a report to the moderation queue', () => {
  it('disputes that do not weigh only count; the second trusted dispute takes it off the map, into the queue, audited; a dismissal puts it back for good', async () => {
    const r = await report();
    // Brand-new free accounts: counted and shown, but they take nothing off the map (decision 027).
    for (const m of await Promise.all([createMember(t), createMember(t)])) await vote(m, r.id, 'dispute');
    expect((await onMap()).map((p) => p.id)).toEqual([r.id]);
    const [ana, bruno, carla] = await trusted(3);
    expect((await vote(ana, r.id, 'dispute')).json()).toMatchObject({ disputes: 3, removed: false });
    const second = (await vote(bruno, r.id, 'dispute')).json();
    expect(second).toMatchObject({ disputes: 4, removed: true });
    expect(second.message).toContain('saiu do mapa');
    expect(await onMap()).toEqual([]);
    expect((await tally(undefined, r.id)).statusCode).toBe(404);
    expect((await vote(carla, r.id, 'dispute')).statusCode).toBe(404);

    const queue = (await call(t, 'GET', '/api/admin/reports?limit=50', admin.cookie)).json<ReportGroupPage>();
    const group = queue.items.find((g) => g.kind === 'safety_report' && g.targetId === r.id)!;
    expect(group).toMatchObject({ count: 2, hidden: true, owner: { id: reporter.user.id } });
    expect(group.summary).toContain('Tentaram levar a bike');
    expect(group.reports.map((x) => x.reason)).toEqual(['falso', 'falso']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'safety-reports.disputed'), eq(auditLog.targetId, String(r.id))));
    expect(audit).toHaveLength(1);

    const dismissed = await call(t, 'POST', '/api/admin/reports/resolve', admin.cookie, {
      kind: 'safety_report',
      targetId: r.id,
      action: 'dismiss',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await onMap()).map((p) => p.id)).toEqual([r.id]);
    // One more dispute after an admin looked does not take it off again.
    expect((await vote(carla, r.id, 'dispute')).json()).toMatchObject({ removed: false });
    expect((await onMap()).map((p) => p.id)).toEqual([r.id]);
  });
});

describe('time windows and weight', () => {
  it("'Agora' holds reports of the last 2 hours and those confirmed since; the others count from the report", async () => {
    const fresh = await report({ createdAt: ago(HOUR) });
    const old = await report({ createdAt: ago(3 * HOUR) });
    const lastWeek = await report({ createdAt: ago(3 * 24 * HOUR) });
    const ids = async (w: string) => (await onMap(w)).map((p) => p.id).sort((a, b) => a - b);
    expect(await ids('2h')).toEqual([fresh.id]);
    expect(await ids('24h')).toEqual([fresh.id, old.id]);
    expect(await ids('7d')).toEqual([fresh.id, old.id, lastWeek.id]);
    const [ana, bruno] = await trusted(2);
    await vote(bruno, old.id, 'dispute');
    expect(await ids('2h')).toEqual([fresh.id]);
    await vote(ana, old.id, 'confirm');
    expect(await ids('2h')).toEqual([fresh.id, old.id]);
    expect(await ids('24h')).toEqual([fresh.id, old.id]);
    // Its confirmation is 3 hours old now: it left 'Agora'.
    await t.db.update(safetyReportVotes).set({ answeredAt: ago(3 * HOUR) });
    t.app.services.safetyReports.invalidate();
    expect(await ids('2h')).toEqual([fresh.id]);
    // The figures follow the same window.
    const summary = (await call(t, 'GET', '/api/safety-reports/summary?window=2h')).json();
    expect(summary.total).toBe(1);
  });

  it('a report fades with age; confirmations raise its weight, disputes lower it', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const at = (h: number) => new Date(now - h * HOUR).toISOString();
    const w = (h: number, confirmations = 0, disputes = 0) =>
      reportWeight({ severity: 4, confirmations, disputes, lastSeenAt: at(h) }, now);
    expect(w(0)).toBeCloseTo(1.2);
    expect(w(6)).toBeCloseTo(0.6);
    expect(w(12)).toBeCloseTo(0.3);
    expect(w(24 * 20)).toBeCloseTo(1.2 * 0.2); // the floor: the 30-day archive still shows, faintly
    expect(w(1, 2)).toBeGreaterThan(w(1));
    expect(w(1, 0, 1)).toBeLessThan(w(1));
    expect(w(0, 10)).toBeCloseTo(1.2 * 3);
    expect(w(0, 0, 10)).toBeCloseTo(1.2 * 0.25);
  });

  it('a confirmation renews the report on the map; the grid cells weigh what the points weigh', async () => {
    const r = await report({ createdAt: ago(5 * HOUR) });
    const [ana] = await trusted(1);
    const [before] = await onMap();
    expect(Date.parse(before!.lastSeenAt)).toBeCloseTo(Date.parse(before!.createdAt), -3);
    await vote(ana, r.id, 'confirm');
    const [after] = await onMap();
    expect(Date.now() - Date.parse(after!.lastSeenAt)).toBeLessThan(60_000);
    expect(reportWeight(after!, Date.now())).toBeGreaterThan(reportWeight(before!, Date.now()));

    // 301 more reports in one cell: the answer turns to cells, whose weight is the same sum.
    const ages = Array.from({ length: 301 }, (_, i) => (i % 48) * HOUR);
    await t.db.insert(safetyReports).values(
      ages.map((age, i) => ({
        area: 'Temple Bar',
        description: 'x',
        incidentType: 'outros',
        severity: 1 + (i % 5),
        incidentTime: '12:00',
        latitude: 53.3454,
        longitude: -6.2644,
        createdAt: ago(age),
      })),
    );
    t.app.services.safetyReports.invalidate();
    const answer = (await call(t, 'GET', '/api/safety-reports?window=7d')).json<MapAnswer>();
    expect(answer.mode).toBe('cells');
    const [cell] = answer.cells;
    const expected =
      ages.reduce(
        (s, age, i) =>
          s +
          reportWeight(
            { severity: 1 + (i % 5), confirmations: 0, disputes: 0, lastSeenAt: ago(age).toISOString() },
            Date.now(),
          ),
        0,
      ) + reportWeight(after!, Date.now());
    expect(cell![2]).toBe(302);
    expect(cell![4]).toBeCloseTo(expected, 0);
  });
});
