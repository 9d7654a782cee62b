import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminReportPage, MapAnswer, SafetySummary } from '../../contract/safety-reports.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createSafetyReportsService } from './safety-reports.service.js';
import { safetyReports } from './safety-reports.tables.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;
const DAY = 86_400_000;

async function seed(rows: Partial<typeof safetyReports.$inferInsert>[]) {
  const inserted = await t.db
    .insert(safetyReports)
    .values(
      rows.map((r) => ({
        area: 'Dublin',
        description: 'x',
        incidentType: 'roubo',
        incidentTime: '12:00',
        latitude: 53.35,
        longitude: -6.26,
        ...r,
      })),
    )
    .returning();
  t.app.services.safetyReports.invalidate();
  return inserted;
}
const total = async () => (await call(t, 'GET', '/api/safety-reports/summary')).json<SafetySummary>().total;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  member = await createMember(t, { subscriber: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(safetyReports);
  t.app.services.safetyReports.invalidate();
});

describe('the archive job', () => {
  it('makes reports older than 30 days inactive: off the map and the figures, kept for admins', async () => {
    const now = Date.now();
    await seed([
      { description: 'antigo', createdAt: new Date(now - 31 * DAY), reportedById: member.user.id },
      { description: 'quase', createdAt: new Date(now - 29 * DAY) },
      { description: 'novo', createdAt: new Date(now - DAY) },
    ]);
    const service = t.app.services.safetyReports;
    expect(await service.archive(new Date(now))).toBe(1);
    // A second run the same day changes nothing.
    expect(await service.archive(new Date(now))).toBe(0);
    const rows = await t.db.select().from(safetyReports);
    expect(rows.filter((r) => !r.isActive).map((r) => r.description)).toEqual(['antigo']);

    // Two days later by the job's clock, 'quase' is past 30 days too.
    expect(await service.archive(new Date(now + 2 * DAY))).toBe(1);
    expect(await total()).toBe(1);
    const page = (await call(t, 'GET', '/api/admin/safety-reports', admin.cookie)).json<AdminReportPage>();
    expect(page.items.map((r) => [r.description, r.isActive])).toEqual([
      ['novo', true],
      ['quase', false],
      ['antigo', false],
    ]);
  });

  it('reads the clock it is given: a report made at fake time T is archived 30 days after T', async () => {
    let clock = new Date('2026-01-01T12:00:00Z');
    const service = createSafetyReportsService({
      db: t.db,
      dbKind: t.database.kind,
      rateLimiter: t.app.rateLimiter,
      config: t.app.config,
      audit: t.app.services.audit,
      now: () => clock,
    });
    const made = await service.create(member.user, {
      latitude: 53.35,
      longitude: -6.26,
      description: 'relógio',
      incidentType: 'outros',
      severity: 2,
    });
    expect(made.createdAt).toBe('2026-01-01T12:00:00.000Z');
    // The default time is Dublin's (GMT in January).
    expect(made.incidentTime).toBe('12:00');
    clock = new Date('2026-01-30T12:00:00Z');
    expect(await service.archive()).toBe(0);
    clock = new Date('2026-02-01T12:00:01Z');
    expect(await service.archive()).toBe(1);
  });
});

describe('admin tools', () => {
  it('lists every report, newest first, paged on the server', async () => {
    // Inserted newest first: the list must follow the report's time, not the id.
    await seed(
      Array.from({ length: 5 }, (_, i) => ({
        description: `r${i}`,
        reportedById: member.user.id,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = (await call(t, 'GET', '/api/admin/safety-reports?limit=3', admin.cookie)).json<AdminReportPage>();
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(t, 'GET', `/api/admin/safety-reports?limit=3&cursor=${first.nextCursor}`, admin.cookie)
    ).json<AdminReportPage>();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    // By the time of the report, not the order of insertion.
    expect([...first.items, ...second.items].map((r) => r.description)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(first.items[0]!.reporter).toMatchObject({ memberNumber: member.user.memberNumber });
    expect((await call(t, 'GET', '/api/admin/safety-reports')).statusCode).toBe(401);
  });

  it('deletes one false report, written to the audit log; members may not', async () => {
    const [bad, good] = await seed([{ description: 'falso' }, { description: 'verdadeiro' }]);
    expect((await call(t, 'DELETE', `/api/admin/safety-reports/${bad!.id}`, member.cookie)).statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/api/admin/safety-reports/${bad!.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/safety-reports/${bad!.id}`, admin.cookie)).json().message).toBe(
      'Relatório não encontrado',
    );
    const left = (await call(t, 'GET', '/api/safety-reports')).json<MapAnswer>().points;
    expect(left.map((p) => p.id)).toEqual([good!.id]);
    const audit = await auditOf(t, 'safety-report', bad!.id);
    expect(audit).toMatchObject([{ action: 'safety-reports.delete', actorId: admin.user.id }]);
  });

  it('moderation edits or removes a description of a person: admins only, audited without the words', async () => {
    const [r] = await seed([{ description: 'Homem alto de casaco vermelho perto da ponte' }]);
    const path = `/api/admin/safety-reports/${r!.id}/description`;
    expect((await call(t, 'PATCH', path, member.cookie, { description: 'x' })).statusCode).toBe(403);
    expect((await call(t, 'PATCH', path)).statusCode).toBe(401);
    const long = await call(t, 'PATCH', path, admin.cookie, { description: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A descrição deve ter no máximo 500 caracteres');
    expect(
      (await call(t, 'PATCH', '/api/admin/safety-reports/999999/description', admin.cookie, { description: '' }))
        .statusCode,
    ).toBe(404);
    const edited = await call(t, 'PATCH', path, admin.cookie, { description: 'Tentativa de roubo perto da ponte' });
    expect(edited.json()).toEqual({
      message: 'Descrição atualizada.',
      description: 'Tentativa de roubo perto da ponte',
    });
    const removed = await call(t, 'PATCH', path, admin.cookie, { description: '  ' });
    expect(removed.json().description).toBe('Descrição removida pela moderação.');
    // The map shows the moderated text at once (its cache cleared).
    const points = (await call(t, 'GET', '/api/safety-reports')).json<MapAnswer>().points;
    expect(points.find((p) => p.id === r!.id)?.description).toBe('Descrição removida pela moderação.');
    const audit = await auditOf(t, 'safety-report', r!.id);
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'safety-reports.description',
      'safety-reports.description',
    ]);
    expect(JSON.stringify(audit)).not.toContain('casaco');
  });

  it('resets the map: every report removed, archived ones too, admins only, audited', async () => {
    await seed([{ description: 'a' }, { description: 'b', isActive: false }, { description: 'c' }]);
    expect((await call(t, 'DELETE', '/api/safety-reports/reset')).statusCode).toBe(401);
    expect((await call(t, 'DELETE', '/api/safety-reports/reset', member.cookie)).statusCode).toBe(403);
    expect(await total()).toBe(2);
    const res = await call(t, 'DELETE', '/api/safety-reports/reset', admin.cookie);
    expect(res.json()).toEqual({ deleted: 3 });
    expect(await t.db.select().from(safetyReports)).toHaveLength(0);
    expect(await total()).toBe(0);
    const audit = await auditOf(t, 'safety-report', 'all');
    expect(audit.at(-1)).toMatchObject({
      action: 'safety-reports.reset',
      actorId: admin.user.id,
      details: { deleted: 3 },
    });
  });

  it('removes a deleted member’s reports with them', async () => {
    const gone = await createMember(t);
    await seed([{ reportedById: gone.user.id }]);
    await t.db.execute(sql`delete from users where id = ${gone.user.id}`);
    expect(await t.db.select().from(safetyReports).where(eq(safetyReports.reportedById, gone.user.id))).toHaveLength(0);
  });
});
