import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { ACCESS } from './access-table.js';

// Issue 37, classes of the attack run rather than its single cases, walked over the app's own
// OpenAPI document (a new route is covered the day it is registered):
// - ids are decimal digits only: `0x1F` acted on 31 and `%201` on 1;
// - no English zod default reaches a rider: a safety report's `area` over 255 characters did;
// - a visitor gets 401 before the body is read: `POST /api/privacy/delete-account` answered 400.
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  maxLength?: number;
  format?: string;
  anyOf?: JsonSchema[];
};
type Op = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Words of zod's English defaults ('Too big: expected string to have <=255 characters', 'Invalid input'). */
const ENGLISH = /\b(too (big|small)|invalid|expected|required|received|must|should|characters|input|string)\b/i;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  // Ids 1, 2, 3… exist (users), so a loosely parsed id would find something to act on.
  admin = await createMember(t, { admin: true, superAdmin: true, subscriber: true });
  for (let i = 0; i < 3; i++) await createMember(t, { subscriber: true });
});
afterAll(() => t?.close());

function operations(): { method: Method; path: string; op: Op }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ method: m.toUpperCase() as Method, path, op })),
  );
}

/** Every row of every table but the rate-limit counters and sessions, as one text: any write shows. */
async function digest(): Promise<string> {
  const res = (await t.db.execute(
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'sessions') and table_name not like '\\_\\_%' order by 1",
    ),
  )) as unknown as { rows: { table_name: string }[] };
  const parts = [];
  for (const { table_name: name } of res.rows) {
    const rows = (await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`),
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${name}:${rows.rows[0]!.h}`);
  }
  return parts.join('\n');
}

const messagesOf = (body: string): string[] => {
  try {
    const json = JSON.parse(body) as { message?: string; errors?: { message: string }[] };
    return [json.message ?? '', ...(json.errors ?? []).map((e) => e.message)];
  } catch {
    return [body];
  }
};

describe('ids are decimal digits only, on every route with an {id}', () => {
  const LOOSE = ['0x1F', '%201', '1e1', '+1', '01', '1.0', '%2B1', '1%20', '0b1', '0o1', '-1', '1_0'];

  it("answers 400 'ID inválido' (or 404) to 0x1F, ' 1', '1e1', '+1', '01'… and acts on nothing", async () => {
    const routes = operations().filter(
      ({ path, op }) =>
        path.includes('{id}') && op.parameters?.some((p) => p.in === 'path' && p.name === 'id' && !p.schema.format),
    );
    expect(routes.length).toBeGreaterThan(30);
    const before = await digest();
    const failures: string[] = [];
    for (const { method, path } of routes) {
      for (const bad of LOOSE) {
        const url = path.replace('{id}', bad);
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin.cookie },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const ok =
          (res.statusCode === 400 && res.json().message === 'ID inválido') ||
          (res.statusCode === 404 && !ENGLISH.test(res.json().message));
        if (!ok) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await digest()).toBe(before);
  }, 120_000);
});

/** A body with every bounded text of `schema` one character over its limit (nested objects too). */
function overLong(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 3) return undefined;
  const s = schema.anyOf?.find((o) => o.type === 'string' || o.properties) ?? schema;
  if (s.maxLength !== undefined) return 'x'.repeat(s.maxLength + 1);
  if (!s.properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.properties)) {
    const value = overLong(v, depth + 1);
    if (value !== undefined) out[k] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

describe('no English validation message, on every body and query schema', () => {
  it('over-long texts answer 400 with pt-BR messages only', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const { method, path, op } of operations()) {
      const body = overLong(op.requestBody?.content?.['application/json']?.schema);
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema.maxLength !== undefined)
        .map((p) => `${p.name}=${'x'.repeat(p.schema.maxLength! + 1)}`)
        .join('&');
      if (body === undefined && !query) continue;
      const url = path.replace(/\{(id|key)\}/, path.includes('site-config') ? 'site_title' : '1');
      const res = await t.app.inject({
        method,
        url: query ? `${url}?${query}` : url,
        headers: { cookie: admin.cookie },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode === 400) refused += 1;
      const english = messagesOf(res.body).filter((m) => ENGLISH.test(m));
      if (english.length) failures.push(`${method} ${path} → ${res.statusCode} ${english.join(' / ')}`);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(15);
  }, 120_000);

  it("a safety report's area over 255 characters is refused in pt-BR", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/safety-reports',
      headers: { cookie: admin.cookie },
      payload: {
        latitude: 53.345,
        longitude: -6.264,
        description: 'Tentaram roubar minha bike',
        incidentType: 'roubo',
        area: 'a'.repeat(256),
        severity: 3,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'area', message: 'Máximo de 255 caracteres.' });
  });
});

describe('a visitor gets 401 before the body is validated, on every non-public route', () => {
  it('any body, even one that cannot be parsed, answers 401 without field errors', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path } of operations()) {
      const access = ACCESS[`${method} ${path}`]?.access;
      if (!access || access === 'public') continue;
      checked += 1;
      const url = path.replace(/\{(id|key)\}/, path.includes('site-config') ? 'site_title' : '1');
      const res = await t.app.inject({
        method,
        url,
        // Cut short: a body that cannot even be parsed must not answer before the 401.
        ...(method === 'GET'
          ? {}
          : { payload: '{"password":"","junk":[1,', headers: { 'content-type': 'application/json' } }),
      });
      if (res.statusCode !== 401 || res.json().errors)
        failures.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it("POST /api/privacy/delete-account: 401 'Você precisa estar logado.' to a visitor, whatever the body", async () => {
    const bodies: [string, string][] = [
      ['{}', 'application/json'],
      ['{"password":"","confirmation":"não"}', 'application/json'],
      ['{"password":"x","confirmation":"EXCLUIR"}', 'application/json'],
      ['', 'application/json'], // empty: was 400 'JSON inválido'
      ['{"password":', 'application/json'], // cut short: was 400
      [`{"password":"${'x'.repeat(20_000)}"}`, 'application/json'], // over the route's limit: was 413
      ['password=x', 'application/x-www-form-urlencoded'], // was 415
    ];
    for (const [payload, type] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/delete-account',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, `${type} ${payload.slice(0, 40)}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Você precisa estar logado.' });
    }
  });
});
