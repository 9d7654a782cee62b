import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MapAnswer, PublicReport, SafetySummary } from '../../contract/safety-reports.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { safetyReports } from './safety-reports.tables.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;
let subscriber: Awaited<ReturnType<typeof createMember>>;

// Temple Bar, exactly as a phone's GPS might give it.
const TEMPLE_BAR = { latitude: 53.345412, longitude: -6.264437 };
const body = (over: Record<string, unknown> = {}) => ({
  ...TEMPLE_BAR,
  description: 'Tentaram roubar minha bike',
  incidentType: 'roubo',
  area: 'Dublin',
  severity: 3,
  ...over,
});
const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 3_600_000;

/** Reports written straight to the table (any age), then the service asked to answer afresh. */
async function seed(rows: Partial<typeof safetyReports.$inferInsert>[]) {
  await t.db.insert(safetyReports).values(
    rows.map((r) => ({
      area: 'Dublin',
      description: 'x',
      incidentType: 'outros',
      incidentTime: '12:00',
      latitude: 53.35,
      longitude: -6.26,
      ...r,
    })),
  );
  t.app.services.safetyReports.invalidate();
}

beforeAll(async () => {
  t = await createTestApp({ env: { SAFETY_REPORT_MAX_PER_HOUR: '3' } });
  admin = await createMember(t, { admin: true });
  member = await createMember(t);
  subscriber = await createMember(t, { subscriber: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(safetyReports);
  t.app.services.safetyReports.invalidate();
});

const map = async (qs = '') => (await call(t, 'GET', `/api/safety-reports${qs}`)).json<MapAnswer>();
const summary = async (qs = '') => (await call(t, 'GET', `/api/safety-reports/summary${qs}`)).json<SafetySummary>();

describe('posting a report', () => {
  it('needs a login: visitors 401; members with or without a subscription and admins may report', async () => {
    const visitor = await call(t, 'POST', '/api/safety-reports', undefined, body());
    expect(visitor.statusCode).toBe(401);
    for (const who of [member, subscriber, admin]) {
      const res = await call(t, 'POST', '/api/safety-reports', who.cookie, body());
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('answers each missing or wrong field with the spec message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: undefined }, 'Selecione um local no mapa'],
      [{ longitude: 'abc' }, 'Selecione um local no mapa'],
      [{ description: '   ' }, 'Descreva o que aconteceu'],
      [{ description: undefined }, 'Descreva o que aconteceu'],
      [{ description: 'a'.repeat(501) }, 'A descrição deve ter no máximo 500 caracteres'],
      [{ incidentType: '' }, 'Selecione o tipo de incidente'],
      [{ incidentType: 'sequestro' }, 'Selecione o tipo de incidente'],
      [{ severity: 6 }, 'A gravidade deve ser um número de 1 a 5'],
      [{ incidentTime: '25:00' }, 'Horário inválido (use HH:MM)'],
      [{ latitude: 51.8985, longitude: -8.4756 }, 'Local fora da área de Dublin'],
    ];
    for (const [over, message] of cases) {
      const res = await call(t, 'POST', '/api/safety-reports', member.cookie, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(safetyReports)).toHaveLength(0);
  });

  it('works out the area from the position, whatever the client sends, and keeps the severity and time given', async () => {
    const member = await createMember(t);
    const res = await call(
      t,
      'POST',
      '/api/safety-reports',
      member.cookie,
      body({ severity: 5, incidentTime: '23:40' }),
    );
    const created = res.json<PublicReport>();
    expect(created).toMatchObject({ area: 'Temple Bar', severity: 5, incidentTime: '23:40', incidentType: 'roubo' });
    const far = await call(
      t,
      'POST',
      '/api/safety-reports',
      member.cookie,
      body({ latitude: 53.61, longitude: -6.52 }),
    );
    expect(far.json<PublicReport>().area).toBe('Dublin');
    const howth = await call(
      t,
      'POST',
      '/api/safety-reports',
      member.cookie,
      body({ latitude: 53.387, longitude: -6.07, severity: undefined }),
    );
    expect(howth.json<PublicReport>()).toMatchObject({ area: 'Howth', severity: 3 });
    expect(howth.json<PublicReport>().incidentTime).toMatch(/^\d\d:\d\d$/);
  });

  it('allows a member N reports an hour (burst in parallel included), 429 beyond', async () => {
    const other = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, 'POST', '/api/safety-reports', other.cookie, body())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(
      'Você atingiu o limite de 3 relatos por hora. Tente novamente mais tarde.',
    );
    expect(await t.db.select().from(safetyReports)).toHaveLength(3);
  });
});

describe('what the public sees', () => {
  it('rounds positions to about 100 m and never names the reporter; admins get both', async () => {
    const created = (await call(t, 'POST', '/api/safety-reports', member.cookie, body())).json<PublicReport>();
    const answer = await map();
    expect(answer.mode).toBe('points');
    const seen = answer.points.find((p) => p.id === created.id)!;
    expect(seen).toMatchObject({
      latitude: 53.345,
      longitude: -6.264,
      description: 'Tentaram roubar minha bike',
      area: 'Temple Bar',
    });
    expect(JSON.stringify(answer)).not.toMatch(/reportedBy|reporter|memberNumber|53\.345412/);
    const adminPage = (await call(t, 'GET', '/api/admin/safety-reports', admin.cookie)).json();
    expect(adminPage.items[0]).toMatchObject({
      latitude: 53.345412,
      longitude: -6.264437,
      reporter: { id: member.user.id, memberNumber: member.user.memberNumber },
    });
    expect((await call(t, 'GET', '/api/admin/safety-reports', member.cookie)).statusCode).toBe(403);
  });

  it('shows only active reports of the chosen time window', async () => {
    await seed([
      { description: 'uma hora', createdAt: ago(HOUR) },
      { description: 'dez horas', createdAt: ago(10 * HOUR) },
      { description: 'três dias', createdAt: ago(72 * HOUR) },
      { description: 'vinte dias', createdAt: ago(20 * 24 * HOUR) },
      { description: 'arquivado', createdAt: ago(HOUR), isActive: false },
    ]);
    const seen = async (w: string) => (await map(`?window=${w}`)).points.map((p) => p.description).sort();
    expect(await seen('2h')).toEqual(['uma hora']);
    expect(await seen('24h')).toEqual(['dez horas', 'uma hora']);
    expect(await seen('7d')).toEqual(['dez horas', 'três dias', 'uma hora']);
    expect(await seen('30d')).toHaveLength(4);
    expect((await summary('?window=24h')).total).toBe(2);
    expect((await call(t, 'GET', '/api/safety-reports?window=1y')).statusCode).toBe(400);
  });

  it('keeps the answer bounded: many reports in view come as grid cells with counts and severities', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({
      latitude: 53.3 + (i % 20) * 0.005,
      longitude: -6.3 + Math.floor(i / 20) * 0.005,
      severity: 2,
    }));
    await seed(rows);
    const answer = await map('?zoom=13');
    expect(answer.mode).toBe('cells');
    expect(answer.points).toEqual([]);
    expect(answer.cells.reduce((n, c) => n + c[2], 0)).toBe(400);
    expect(answer.cells.reduce((n, c) => n + c[3], 0)).toBe(800);
    // Zoomed in on one corner, few enough for the reports themselves.
    const close = await map('?zoom=17&bbox=53.299,-6.301,53.306,-6.294');
    expect(close.mode).toBe('points');
    expect(close.points.length).toBeGreaterThan(0);
    expect(close.points.length).toBeLessThanOrEqual(4);
  });
});

describe('the summary', () => {
  it('counts reports and areas, ranks the top 5 areas with their risk and types, and gives the last incident', async () => {
    const spec: [string, number, string[]][] = [
      ['Temple Bar', 5, ['roubo', 'roubo', 'assalto', 'vandalismo', 'acidentes']],
      ['Rathmines', 4, ['assalto', 'assalto', 'roubo', 'roubo']],
      ['Finglas', 3, ['roubo', 'roubo', 'roubo']],
      ['Howth', 2, ['outros', 'outros']],
      ['Swords', 1, ['policiais']],
      ['Lucan', 1, ['outros']],
    ];
    const severities: Record<string, number[]> = {
      'Temple Bar': [5, 4, 4, 4, 4],
      Rathmines: [3, 3, 4, 3],
      Finglas: [2, 3, 2],
      Howth: [1, 1],
      Swords: [3],
      Lucan: [1],
    };
    await seed(
      spec.flatMap(([area, , types]) =>
        types.map((incidentType, i) => ({
          area,
          incidentType,
          severity: severities[area]![i],
          createdAt: ago((i + 2) * HOUR),
        })),
      ),
    );
    await seed([
      { area: 'Temple Bar', incidentType: 'roubo', severity: 5, createdAt: ago(40 * 24 * HOUR), isActive: false },
    ]);
    const s = await summary();
    expect(s.total).toBe(16);
    expect(s.areas).toBe(6);
    expect(Date.now() - Date.parse(s.lastIncidentAt!)).toBeLessThan(2 * HOUR + 60_000);
    expect(s.topAreas.map((a) => [a.area, a.count, a.risk])).toEqual([
      ['Temple Bar', 5, 'Alto Risco'],
      ['Rathmines', 4, 'Risco Médio'],
      ['Finglas', 3, 'Baixo Risco'],
      ['Howth', 2, 'Baixo Risco'],
      ['Lucan', 1, 'Baixo Risco'],
    ]);
    expect(s.topAreas[0]!.avgSeverity).toBe(4.2);
    expect(s.topAreas[0]!.types).toEqual(['roubo', 'acidentes', 'assalto', 'vandalismo']);
    expect(s.topAreas[1]!.types).toEqual(['assalto', 'roubo']);
  });

  it('is empty without reports', async () => {
    expect(await summary()).toEqual({ total: 0, areas: 0, lastIncidentAt: null, topAreas: [] });
  });

  it('shows a new report at once, in the map and the figures', async () => {
    expect((await summary()).total).toBe(0);
    await map();
    await call(t, 'POST', '/api/safety-reports', member.cookie, body());
    expect((await summary()).total).toBe(1);
    expect((await map()).points).toHaveLength(1);
  });
});

describe('map settings', () => {
  it('gives the tile URL, its attribution and the accepted area', async () => {
    const res = await call(t, 'GET', '/api/safety-reports/config');
    expect(res.json()).toMatchObject({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      bounds: { south: 53.18, north: 53.64 },
    });
    expect(res.json().attribution).toContain('OpenStreetMap');
    // The map's page may load those tiles (issue 38: the page's CSP, not the API answer's).
    const page = await call(t, 'GET', '/dangerous-areas');
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });
});
