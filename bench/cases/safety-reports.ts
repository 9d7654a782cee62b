import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createAuditService } from '../../src/server/audit/audit.service.js';
import { loadConfig } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/client.js';
import { NEIGHBOURHOODS } from '../../src/server/safety-reports/neighbourhoods.js';
import { createSafetyReportsService } from '../../src/server/safety-reports/safety-reports.service.js';
import type { BenchCase } from '../lib/types.js';

const REPORTS = Number(process.env.BENCH_SAFETY_REPORTS ?? 100_000);
const TYPES = ['roubo', 'assalto', 'vandalismo', 'acidentes', 'policiais', 'outros'];
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
const numArray = (values: number[]) => sql.raw(`array[${values.join(',')}]::float8[]`);

/**
 * Issue 13: 100,000 active reports in the last 30 days around Dublin's neighbourhoods; the whole
 * city at zoom 13 (what the map asks first) and the summary, at 50 connections: p99 ≤ 100 ms.
 */
export const safetyReportsCase: BenchCase<Record<string, never>> = {
  name: 'safety-reports',
  description: `${REPORTS.toLocaleString('en')} reports in the last 30 days: the city view at zoom 13 and the summary`,

  async seed(database, log) {
    const { db } = database;
    const t0 = Date.now();
    // Each report near a neighbourhood centre (within ~700 m), a random type, severity and time.
    await db.execute(sql`
      with n as (select ${textArray(NEIGHBOURHOODS.map((p) => p.name))} as names,
                        ${numArray(NEIGHBOURHOODS.map((p) => p.lat))} as lats,
                        ${numArray(NEIGHBOURHOODS.map((p) => p.lng))} as lngs,
                        ${textArray(TYPES)} as types)
      insert into safety_reports (area, description, incident_type, severity, incident_time, latitude, longitude, created_at)
      select n.names[k], 'Relato de teste ' || i, n.types[1 + (i * 7) % 6], 1 + (i * 13) % 5,
             lpad(((i * 11) % 24)::text, 2, '0') || ':' || lpad(((i * 17) % 60)::text, 2, '0'),
             n.lats[k] + (random() - 0.5) * 0.012, n.lngs[k] + (random() - 0.5) * 0.018,
             now() - random() * interval '29 days 23 hours'
      from generate_series(1, ${REPORTS}) i
      cross join n
      -- i inside the lateral keeps it per row (uncorrelated, PostgreSQL would draw one k for all).
      cross join lateral (select 1 + floor(power(random() + 0 * i, 2) * cardinality(n.names))::int as k) p`);
    log(`inserted ${REPORTS.toLocaleString('en')} reports in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await db.execute(sql`vacuum analyze safety_reports`);
    const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from safety_reports where is_active`);
    // The size a phone downloads for the first view (the app sends JSON; the proxy compresses it).
    const service = createSafetyReportsService({
      db,
      dbKind: database.kind,
      rateLimiter: {
        hit: async () => ({ blocked: false, count: 1, retryAfterSeconds: 0 }),
        hitIn: async () => ({ blocked: false, count: 1, retryAfterSeconds: 0 }),
        release: async () => {},
        reset: async () => {},
        deleteSpent: async () => {},
      },
      config: loadConfig({ NODE_ENV: 'test' }),
      audit: createAuditService({ db }),
    });
    const t1 = Date.now();
    const city = await service.map({ window: '30d', zoom: 13 });
    const json = JSON.stringify(city);
    log(
      `${Number(c!.n).toLocaleString('en')} active; city view at zoom 13: ${city.mode}, ${city.cells.length.toLocaleString('en')} cells, ` +
        `${(json.length / 1024).toFixed(1)} KB JSON, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip (uncached answer in ${Date.now() - t1} ms)`,
    );
    return {};
  },

  endpoints: () => [
    { name: 'city view, zoom 13 (30 dias)', path: '/api/safety-reports?window=30d&zoom=13', p99BarMs: 100 },
    { name: 'summary (30 dias)', path: '/api/safety-reports/summary?window=30d', p99BarMs: 100 },
    { name: 'city view, 24 h', path: '/api/safety-reports?window=24h&zoom=13', extra: true },
    {
      name: 'a street at zoom 17',
      path: '/api/safety-reports?window=30d&zoom=17&bbox=53.343,-6.268,53.347,-6.259',
      extra: true,
    },
  ],
};
