import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const BIKES = 100_000;
const USERS = 1_000;
/** One bike in STOLEN_EVERY is marked stolen (5,000 on the public list). */
const STOLEN_EVERY = 20;
/** Far above what the run sends: the check's per-IP and per-member limits (30 and 20 an hour by default). */
const LIMIT_OFF = '1000000000';

export interface BikesCtx {
  /** A stolen bike's serial as a buyer would type it (lower case, dashes): the check's hit. */
  stolenSerial: string;
  /** An id in the middle of the stolen list (a deep page's cursor). */
  middle: number;
}

const serial = (i: number) => `WTK${String(i).padStart(6, '0')}`;

/**
 * Issue 32: 100,000 registered bikes of 1,000 members, one in 20 stolen. 'Verificar bicicleta'
 * (POST /api/bikes/check, p99 ≤ 20 ms on PostgreSQL) for a stolen serial and an unknown one, and the
 * public stolen list paged on the server. Every request comes from 127.0.0.1, so the check's limits
 * (BIKE_CHECKS_PER_HOUR_PER_IP / _PER_MEMBER) are raised for the run: it measures the check — the
 * atomic counter upsert included, on one hot row — not the 429.
 */
export const bikesCase: BenchCase<BikesCtx> = {
  name: 'bikes',
  description: `${BIKES.toLocaleString('en')} registered bikes (${(BIKES / STOLEN_EVERY).toLocaleString('en')} stolen): the serial check (limits raised for the run), the stolen list`,
  env: { BIKE_CHECKS_PER_HOUR_PER_IP: LIMIT_OFF, BIKE_CHECKS_PER_HOUR_PER_MEMBER: LIMIT_OFF },

  async seed({ db }, log, rows) {
    const n = rows ?? BIKES;
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, display_name, member_number, subscription_status)
      select 'ciclista' || u || '@bench.local', 'x', 'Ciclista', 'Número ' || u,
        'Ciclista ' || u, 'BK' || lpad(u::text, 5, '0'), 'active'
      from generate_series(1, ${USERS}) u`);
    const t0 = Date.now();
    // Serial 'WTK000123' (its normal form: no look-alike letters), typed as 'wtk-000123'.
    await db.execute(sql`
      with u as (select array_agg(id order by id) as ids from users where email like '%@bench.local')
      insert into bikes (owner_id, type, brand, model, colour, serial, serial_key, status,
        stolen_at, stolen_lat, stolen_lng, stolen_area, stolen_description, created_at)
      select u.ids[1 + i % cardinality(u.ids)],
        (array['bicicleta', 'ebike', 'emoped'])[1 + i % 3],
        (array['Trek', 'Giant', 'Specialized', 'Cube', 'Raleigh'])[1 + i % 5],
        'Modelo ' || (i % 50), (array['Preta', 'Branca', 'Azul', 'Vermelha'])[1 + i % 4],
        'wtk-' || lpad(i::text, 6, '0'), 'WTK' || lpad(i::text, 6, '0'), 'active',
        case when i % ${STOLEN_EVERY} = 0 then now() - (i % 500) * interval '1 hour' end,
        case when i % ${STOLEN_EVERY} = 0 then 53.30 + (i % 97) * 0.001 end,
        case when i % ${STOLEN_EVERY} = 0 then -6.30 + (i % 89) * 0.001 end,
        case when i % ${STOLEN_EVERY} = 0 then 'City Centre' end,
        case when i % ${STOLEN_EVERY} = 0 then 'Adesivo no quadro, bagageiro preto.' end,
        now() - (${n} - i) * interval '1 minute'
      from generate_series(1, ${n}) i cross join u`);
    log(`inserted ${n.toLocaleString('en')} bikes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await db.execute(sql`vacuum analyze`);
    const [s] = await queryRows<{ stolen: number; middle: number }>(
      db,
      sql`select count(*)::int as stolen, percentile_disc(0.5) within group (order by id) as middle
        from bikes where stolen_at is not null`,
    );
    log(`${s!.stolen.toLocaleString('en')} on the stolen list`);
    const hit = Math.floor(n / STOLEN_EVERY / 2) * STOLEN_EVERY;
    return { stolenSerial: `wtk-${String(hit).padStart(6, '0')}`, middle: Number(s!.middle) };
  },

  endpoints: (ctx) => [
    { name: 'check, stolen serial', path: '/api/bikes/check', post: { serial: ctx.stolenSerial }, p99BarMs: 20 },
    { name: 'check, unknown serial', path: '/api/bikes/check', post: { serial: serial(BIKES * 7 + 1) }, p99BarMs: 20 },
    { name: 'stolen list, first page', path: '/api/bikes/stolen', p99BarMs: 50 },
    // --extra: a page in the middle of the list.
    { name: 'stolen list, deep page', path: `/api/bikes/stolen?cursor=${ctx.middle}`, extra: true },
  ],
};
