import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUser } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';
import { injectStreamOnce } from '../test/live.js';
import { ACCESS } from './access-table.js';

// Issue 14, "Suites that keep it so": every endpoint gets bodies, queries and ids drawn from its own
// OpenAPI schema, mixed with hostile values. No answer may be ≥ 500, and a refused request (non-2xx)
// may not change any table's row count. Fixed seed (FUZZ_SEED), size by FUZZ_RUNS (bodies per endpoint).
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 1414);
/** Tables a refused request may legitimately write: the rate-limit counters count refusals. */
const MAY_GROW_ON_REFUSAL = new Set(['rate_limits']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
};
type Op = {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)]);
const hostile: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  'abc\ud800',
  '\udfff',
  'x'.repeat(200_000),
  '2147483648',
  '-1',
  '1e999',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -0.5,
  deep(400),
  { __proto__: null, toString: 'x' },
  [],
  {},
  null,
  true,
);
const hostileId = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '%F0%9F',
  '1e3',
  ' 1',
  '%ED%A0%80',
);
/** Percent-encodes, lone surrogates included (as the bytes a careless client would send). */
const enc = (v: string) =>
  Array.from(v, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

function arb(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return hostile;
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const alts: fc.Arbitrary<unknown>[] = [];
  if (s.enum) alts.push(fc.constantFrom(...s.enum));
  for (const o of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) alts.push(arb(o, depth + 1));
  for (const ty of types) {
    if (ty === 'string')
      alts.push(
        s.format === 'date-time'
          ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
          : fc.string({ maxLength: Math.min(s.maxLength ?? 40, 300) }),
        fc.string({ unit: 'binary', maxLength: 20 }),
      );
    if (ty === 'integer')
      alts.push(fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 1000, 2_147_483_647) }));
    if (ty === 'number')
      alts.push(fc.double({ noNaN: true, noDefaultInfinity: true, min: s.minimum ?? -1e6, max: s.maximum ?? 1e6 }));
    if (ty === 'boolean') alts.push(fc.boolean());
    if (ty === 'null') alts.push(fc.constant(null));
    if (ty === 'array') alts.push(fc.array(arb(s.items, depth + 1), { maxLength: 6 }));
    if (ty === 'object' || s.properties)
      alts.push(
        fc.record(Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, arb(v, depth + 1)])), {
          requiredKeys: [],
        }),
      );
  }
  if (alts.length === 0) alts.push(fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof({ arbitrary: fc.oneof(...alts), weight: 4 }, { arbitrary: hostile, weight: 1 });
}

/** How the body travels: mostly JSON, sometimes with `__proto__` keys, a deep nest or a wrong content type. */
const wrapping = fc.constantFrom('json', 'json', 'json', 'proto', 'deep', 'text/plain', 'form', 'multipart', 'none');
function encode(body: unknown, how: string): { payload?: string; headers: Record<string, string> } {
  const json = JSON.stringify(body ?? {});
  switch (how) {
    case 'proto':
      return {
        payload:
          json.startsWith('{') && json !== '{}'
            ? `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}`
            : '{"__proto__":{"isAdmin":true}}',
        headers: { 'content-type': 'application/json' },
      };
    case 'deep':
      return { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, headers: { 'content-type': 'application/json' } };
    case 'text/plain':
      return { payload: json, headers: { 'content-type': 'text/plain' } };
    case 'form':
      return {
        payload: 'a=1&__proto__[isAdmin]=true',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart':
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      };
    case 'none':
      return { payload: json, headers: {} };
    default:
      return { payload: json, headers: { 'content-type': 'application/json' } };
  }
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let tables: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, subscriber: true });
  const res = await t.db.execute(
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    ),
  );
  tables = (res as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((n) => !n.startsWith('__'));
});
afterAll(() => t?.close());

async function counts(): Promise<Record<string, number>> {
  const q = tables.map((n) => `select '${n}' as t, count(*)::int as n from "${n}"`).join(' union all ');
  const res = (await t.db.execute(sql.raw(q))) as unknown as { rows: { t: string; n: number }[] };
  return Object.fromEntries(res.rows.map((r) => [r.t, Number(r.n)]));
}

/** The admin's session, logged in again if a fuzzed request ended it (a password change, a deactivation). */
async function adminCookie(): Promise<string> {
  const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } });
  if (me.statusCode === 200) return admin.cookie;
  await setUser(t, admin.user.id, { isActive: true, isAdmin: true });
  admin.cookie = await injectWithLogin(t.app, admin.email, admin.password);
  return admin.cookie;
}

it(`fuzzed bodies, queries and ids never answer ≥ 500 and refused ones write nothing (seed ${SEED})`, async () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
  const failures: string[] = [];
  let fuzzed = 0;
  const statuses: Record<string, number> = {};
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      if (path === '/api/logout') continue;
      const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        id: fc.oneof(fc.integer({ min: 1, max: 50 }).map(String), hostileId),
        query: fc.record(Object.fromEntries(query.map((p) => [p.name, arb(p.schema)])), { requiredKeys: [] }),
        body: arb(bodySchema ?? { type: 'object' }),
        how: wrapping,
        asVisitor: fc.boolean(),
      });
      for (const r of fc.sample(request, { seed: SEED + fuzzed, numRuns: RUNS })) {
        const url = path.replace(/\{(id|key)\}/, r.id);
        const qs = Object.entries(r.query)
          .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`)
          .join('&');
        const { payload, headers } =
          method === 'GET' || method === 'DELETE' ? { payload: undefined, headers: {} } : encode(r.body, r.how);
        const cookie = r.asVisitor ? undefined : await adminCookie();
        const before = await counts();
        // A live stream never ends (issue 29): read up to its first event, like the authorization matrix.
        const res = ACCESS[`${method} ${path}`]?.stream
          ? await injectStreamOnce(t, qs ? `${url}?${qs}` : url, cookie)
          : await t.app.inject({
              method,
              url: qs ? `${url}?${qs}` : url,
              payload,
              headers: { ...headers, ...(cookie ? { cookie } : {}) },
            });
        fuzzed += 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const what = `${method} ${url}?${qs.slice(0, 120)} [${r.how}] ${String(payload ?? '').slice(0, 160)}`;
        // A declared 502 is an outside service being down (the geocoder has no network here), not a crash.
        const declared = res.statusCode !== 500 && String(res.statusCode) in (op.responses ?? {});
        if (res.statusCode >= 500 && !declared) failures.push(`${res.statusCode} ${what} → ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 300) {
          const after = await counts();
          const changed = tables.filter((n) => before[n] !== after[n] && !MAY_GROW_ON_REFUSAL.has(n));
          if (changed.length) failures.push(`${res.statusCode} changed ${changed.join(', ')}: ${what}`);
        }
      }
    }
  }
  console.log(
    `fuzzing: ${fuzzed} bodies fuzzed (seed ${SEED}, ${RUNS} per endpoint), answers ${JSON.stringify(statuses)}`,
  );
  expect(failures).toEqual([]);
}, 300_000);
