import { sql } from 'drizzle-orm';
import type { BenchCase } from '../lib/types.js';

const RENTALS = Number(process.env.BENCH_RENTALS ?? 100_000);
const OWNERS = 2_000;

export interface RentalsCtx {
  /** A subscriber's session id (the list then also includes the caller's own listings). */
  sessionId: string;
  /** A subscriber who owns no rental. */
  memberSessionId: string;
}

/**
 * Issue 12: 100,000 rentals (about 70 % approved, a slice rented or sold, some long ago and
 * hidden by the 24-hour rule); the first page and a page filtered by app and weekly price.
 */
export const accountRentalsCase: BenchCase<RentalsCtx> = {
  name: 'account-rentals',
  description: `${RENTALS.toLocaleString('en')} rentals, ${OWNERS.toLocaleString('en')} owners: first page, app + price range (--extra: by rating)`,

  async seed({ db }, log, rows = RENTALS) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, member_number, subscription_status)
      select 'dono' || n || '@bench.local', 'x',
        (array['Ana','Bruno','Carla','Diego','Érica','Fábio'])[1 + n % 6], 'Souza',
        'BR' || lpad(n::text, 5, '0'), case when n % 3 = 0 then 'active' else 'inactive' end
      from generate_series(1, ${OWNERS}) n`);
    const t0 = Date.now();
    await db.execute(sql`
      insert into account_rentals (app_name, account_type, region, weekly_price, description, whatsapp, owner_id, user_id,
        approval_status, status, status_updated_at, is_available, is_fake, created_at)
      select
        (array['Deliveroo','Uber Eats','Just Eat','Chuppa','Fox Delivery','Panda Delivery','Outros'])[1 + abs(hashint4(i)) % 7],
        (array['bike','bike_eletrica','moto','carro'])[1 + abs(hashint4(i + 1)) % 4],
        (array['Dublin','Dublin 1','Dublin 8','Rathmines','Swords','Tallaght'])[1 + abs(hashint4(i + 2)) % 6],
        (60 + abs(hashint4(i + 3)) % 240)::numeric,
        'Conta ' || i || ' com boa avaliação, turnos à noite.',
        '+353 83 ' || lpad((i % 10000000)::text, 7, '0'),
        o.ids[1 + (i * 7919) % cardinality(o.ids)],
        o.ids[1 + (i * 7919) % cardinality(o.ids)],
        case when i % 10 < 7 then 'approved' when i % 10 < 9 then 'pending' else 'rejected' end,
        case when i % 8 = 5 then 'rented' when i % 16 = 7 then 'sold' else 'active' end,
        -- Most status changes are old (hidden after 24 h), a few recent ones still show.
        now() - case when i % 50 = 0 then interval '2 hours' else (${rows} - i) * interval '5 minutes' end,
        i % 8 <> 5,
        false,
        now() - (${rows} - i) * interval '5 minutes'
      from generate_series(1, ${rows}) i
      cross join (select array_agg(id order by id) as ids from users where email like '%@bench.local') o`);
    log(`inserted ${rows.toLocaleString('en')} rentals in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Issue 33: the owners' rating as the reviews domain copies it (decision 047): a third of the
    // owners without reviews, a third with fewer than three (no average), the rest 1.0–5.0.
    await db.execute(sql`
      update account_rentals set
        owner_review_count = case when owner_id % 3 = 0 then 0 when owner_id % 3 = 1 then 1 + owner_id % 2 else 3 + owner_id % 40 end,
        owner_rating = case when owner_id % 3 = 2 then (10 + abs(hashint4(owner_id)) % 41) / 10.0 else 0 end`);
    await db.execute(sql`vacuum analyze`);
    const sessionId = 'bench-rentals-subscriber-session-000000000';
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      select ${sessionId}, jsonb_build_object('userId', id), now() + interval '1 day'
      from users where email = 'dono3@bench.local'`);
    // A subscriber who owns no rental: what most members' pages cost (the own arm finds nothing).
    const memberSessionId = 'bench-rentals-member-session-0000000000000';
    await db.execute(sql`
      with m as (
        insert into users (email, password, first_name, last_name, member_number, subscription_status)
        values ('membro@bench.local', 'x', 'Marta', 'Souza', 'BR99999', 'active') returning id)
      insert into sessions (sid, sess, expire)
      select ${memberSessionId}, jsonb_build_object('userId', id), now() + interval '1 day' from m`);
    return { sessionId, memberSessionId };
  },

  endpoints: (ctx, app) => [
    { name: 'list, first page', path: '/api/account-rentals', p99BarMs: 50, limit: true },
    {
      name: 'list, app + price range',
      path: '/api/account-rentals?appName=Uber+Eats&minPrice=100&maxPrice=150',
      p99BarMs: 50,
      limit: true,
    },
    // --extra: a logged-in member (own listings included), a narrow filter, a search.
    {
      name: 'list as subscriber',
      path: '/api/account-rentals',
      cookie: `sid=${app.signCookie(ctx.sessionId)}`,
      extra: true,
    },
    { name: 'list, type + region', path: '/api/account-rentals?accountType=carro&region=Swords', extra: true },
    // Issue 33: 'Melhor avaliação', first page and a page deep in the order (informative, with the bar).
    { name: 'list by rating', path: '/api/account-rentals?sort=rating', p99BarMs: 50, extra: true },
    {
      name: 'list by rating, page after',
      path: `/api/account-rentals?sort=rating&cursor=${Math.floor(RENTALS * 0.6)}`,
      p99BarMs: 50,
      extra: true,
    },
    {
      name: 'list by rating as subscriber',
      path: '/api/account-rentals?sort=rating',
      cookie: `sid=${app.signCookie(ctx.sessionId)}`,
      p99BarMs: 50,
      extra: true,
    },
    {
      name: 'list by rating as subscriber without rentals',
      path: '/api/account-rentals?sort=rating',
      cookie: `sid=${app.signCookie(ctx.memberSessionId)}`,
      p99BarMs: 50,
      extra: true,
    },
    { name: 'search q=avaliação', path: `/api/account-rentals?q=${encodeURIComponent('avaliação')}`, extra: true },
  ],
};
