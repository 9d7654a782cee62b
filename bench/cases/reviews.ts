import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const MINE = 10_000;
/** Reviews between other members, so the subject's are a slice of a larger table. */
const OTHERS = 90_000;
const USERS = 1_000;

const TEXTS = [
  'Vendedor honesto, a bag estava como nas fotos.',
  'Pagamento combinado respeitado, recomendo.',
  'Demorou para responder, mas deu tudo certo.',
  'Conta funcionou a semana toda.',
  null,
];
const textArray = (values: (string | null)[]) =>
  sql.raw(`array[${values.map((v) => (v === null ? 'null' : `'${v.replaceAll("'", "''")}'`)).join(',')}]::text[]`);

export interface ReviewsCtx {
  sessionId: string;
  memberNumber: string;
}

/**
 * Issue 33: one member with 10,000 published reviews (1 in 50 hidden by an admin, 1 in 20 still
 * blind) among 100,000; their profile (rating: count and average), the first page of their reviews
 * and their active listings, read by another member.
 */
export const reviewsCase: BenchCase<ReviewsCtx> = {
  name: 'reviews',
  description: `a profile with ${MINE.toLocaleString('en')} of ${(MINE + OTHERS).toLocaleString('en')} reviews: rating, first page of reviews, listings`,

  async seed({ db }, log, rows = MINE) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, member_number, subscription_status)
      select 'membro' || n || '@bench.local', 'x', 'Membro' || n, 'Bench', 'BR' || lpad(n::text, 5, '0'), 'active'
      from generate_series(1, ${USERS}) n`);
    const t0 = Date.now();
    const total = rows + OTHERS;
    // Deal i: its owner is the subject (the lowest id) for i <= rows, else one of members 2–499; its
    // counterpart one of members 501–1,000 (never the owner).
    await db.execute(sql`
      with u as (select array_agg(id order by id) as ids from users where email like '%@bench.local')
      insert into reviews_deals (kind, item_id, item_title, owner_id, counterpart_id, status, created_at, confirmed_at, closes_at)
      select case when i % 3 = 0 then 'rental' else 'listing' end, i, 'Item ' || i,
        case when i <= ${rows} then u.ids[1] else u.ids[2 + i % 498] end,
        u.ids[501 + i % 500],
        'confirmed', now() - (${total} - i) * interval '1 minute', now() - (${total} - i) * interval '1 minute',
        now() - (${total} - i) * interval '1 minute' + interval '14 days'
      from generate_series(1, ${total}) i cross join u`);
    await db.execute(sql`
      insert into reviews (deal_id, side, author_id, subject_id, stars, text, created_at, published_at, hidden_at)
      select d.id, 'counterpart', d.counterpart_id, d.owner_id, 1 + (d.item_id * 7) % 5,
        k.t[1 + d.item_id % cardinality(k.t)], d.confirmed_at,
        case when d.item_id % 20 = 0 then null else d.confirmed_at + interval '1 day' end,
        case when d.item_id % 50 = 1 then d.confirmed_at + interval '2 days' end
      from reviews_deals d cross join (select ${textArray(TEXTS)} as t) k`);
    log(`inserted ${total.toLocaleString('en')} deals and reviews in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // A few active listings of the subject for the profile's list.
    await db.execute(sql`
      insert into marketplace_items (listing_number, title, description, price, type, category, image_urls, whatsapp, seller_id, status, approval_status)
      select 'MR' || lpad(n::text, 6, '0'), 'Bag térmica ' || n, 'Em bom estado', 40 + n, 'venda', 'equipamentos', '{}', '+353 83 000 0000',
        (select min(id) from users where email like '%@bench.local'), 'active', 'approved'
      from generate_series(1, 30) n`);
    await db.execute(sql`vacuum analyze`);
    const [me] = await queryRows<{ id: number; memberNumber: string; shown: number; reader: number }>(
      db,
      sql`select u.id, u.member_number as "memberNumber",
        (select count(*)::int from reviews where subject_id = u.id and published_at is not null and hidden_at is null) as shown,
        (select max(id) from users) as reader
        from users u where email = 'membro1@bench.local'`,
    );
    log(`the profile ${me!.memberNumber}: ${me!.shown.toLocaleString('en')} reviews shown`);
    const sessionId = 'bench-reviews-session-000000000000000000';
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      values (${sessionId}, jsonb_build_object('userId', ${me!.reader}::int), now() + interval '1 day')`);
    return { sessionId, memberNumber: me!.memberNumber };
  },

  endpoints: (ctx, app) => {
    const cookie = `sid=${app.signCookie(ctx.sessionId)}`;
    const base = `/api/reviews/members/${ctx.memberNumber}`;
    return [
      { name: 'profile (rating of 10,000)', path: base, cookie, p99BarMs: 50, limit: true },
      { name: 'reviews, first page', path: `${base}/reviews`, cookie, p99BarMs: 50, limit: true },
      { name: 'active listings', path: `${base}/listings`, cookie, p99BarMs: 50 },
      { name: 'active rentals', path: `${base}/rentals`, cookie, extra: true },
      { name: 'reviews, deep page', path: `${base}/reviews?cursor=2000`, cookie, extra: true },
    ];
  },
};
