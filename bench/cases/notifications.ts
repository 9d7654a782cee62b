import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const MINE = Number(process.env.BENCH_NOTIFICATIONS_MINE ?? 100_000);
const OTHERS = Number(process.env.BENCH_NOTIFICATIONS_OTHERS ?? 100_000);
const USERS = 1_000;

export interface NotificationsCtx {
  sessionId: string;
  /** An id in the middle of the member's notifications (a deep page's cursor). */
  middle: number;
}

/**
 * Issue 29: one member with 100,000 notifications (a quarter unread, every kind of target: a
 * conversation, a listing, an event, most of them gone since) among 100,000 more of 1,000 other
 * members; the bell's list (GET /api/notifications, 20 a page) and its unread count.
 */
export const notificationsCase: BenchCase<NotificationsCtx> = {
  name: 'notifications',
  description: `a member with ${MINE.toLocaleString('en')} notifications (of ${(MINE + OTHERS).toLocaleString('en')}): first page of the list, unread count`,

  async seed({ db }, log) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, display_name, member_number, subscription_status)
      select 'membro' || n || '@bench.local', 'x', 'Membro', 'Número ' || n,
        'Membro ' || n, 'BN' || lpad(n::text, 5, '0'), 'active'
      from generate_series(1, ${USERS}) n`);
    const t0 = Date.now();
    // Notification i belongs to the member (the lowest id) for i <= MINE, else to another member;
    // the newest are the member's last ones, interleaved with the others' by created_at.
    await db.execute(sql`
      with u as (select array_agg(id order by id) as ids from users where email like '%@bench.local')
      insert into notifications (user_id, type, data, target_kind, target_id, target_member_id, read_at, created_at)
      select
        case when i <= ${MINE} then u.ids[1] else u.ids[2 + i % (cardinality(u.ids) - 1)] end,
        k.type,
        case k.kind
          when 'conversation' then jsonb_build_object('from', 'Membro ' || (i % ${USERS}), 'itemTitle', null)
          else jsonb_build_object('title', 'Coisa número ' || i) end,
        k.kind,
        case when k.kind = 'conversation' then null else 1 + i % 5000 end,
        case when k.kind = 'conversation' then u.ids[2 + i % (cardinality(u.ids) - 1)] end,
        case when i % 4 = 0 then null else now() - interval '1 minute' end,
        now() - (${MINE + OTHERS} - i) * interval '10 seconds'
      from generate_series(1, ${MINE + OTHERS}) i
      cross join u
      cross join lateral (select
        (array['message-received', 'item-approved', 'event-changed', 'membership-renewed', 'rental-approved'])[1 + i % 5] as type,
        (array['conversation', 'item', 'event', 'membership', 'rental'])[1 + i % 5] as kind) k`);
    log(`inserted ${(MINE + OTHERS).toLocaleString('en')} notifications in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await db.execute(sql`vacuum analyze`);
    const [me] = await queryRows<{ id: number; total: number; unread: number; middle: number }>(
      db,
      sql`select u.id,
        (select count(*)::int from notifications where user_id = u.id) as total,
        (select count(*)::int from notifications where user_id = u.id and read_at is null) as unread,
        (select percentile_disc(0.5) within group (order by id) from notifications where user_id = u.id) as middle
        from users u where email = 'membro1@bench.local'`,
    );
    log(`the member: ${me!.total.toLocaleString('en')} notifications, ${me!.unread.toLocaleString('en')} unread`);
    const sessionId = 'bench-notifications-session-000000000000';
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      values (${sessionId}, jsonb_build_object('userId', ${me!.id}::int), now() + interval '1 day')`);
    return { sessionId, middle: Number(me!.middle) };
  },

  endpoints: (ctx, app) => {
    const cookie = `sid=${app.signCookie(ctx.sessionId)}`;
    return [
      { name: 'notifications, first page', path: '/api/notifications', cookie, p99BarMs: 50, limit: true },
      // --extra: the bell's count alone, the unread filter and a page deep in the list.
      { name: 'unread count', path: '/api/notifications/unread-count', cookie, extra: true },
      { name: 'unread only, first page', path: '/api/notifications?unread=true', cookie, extra: true },
      { name: 'deep page', path: `/api/notifications?cursor=${ctx.middle}`, cookie, extra: true },
    ];
  },
};
