import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const MESSAGES = Number(process.env.BENCH_INBOX_MESSAGES ?? 100_000);
const MINE = Number(process.env.BENCH_INBOX_MINE ?? 10_000);
const USERS = 1_000;

const SENTENCES = [
  'Olá! Tenho interesse no seu anúncio. Ainda está disponível?',
  'Posso buscar amanhã à noite em Rathmines.',
  'Aceita 400 euros? Pago em dinheiro.',
  'Oi! Está sim. Amanhã às 19h funciona?',
  'A bateria ainda segura o dia todo?',
  'Combinado, até amanhã!',
  'Você entrega no centro?',
  'Já foi vendido, desculpa.',
];
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export interface InboxCtx {
  sessionId: string;
}

/**
 * Issue 4: one member with 10,000 messages (70 % received, a quarter of those unread, some deleted
 * on their side) among 100,000 between 1,000 members; the inbox first page and the unread count.
 */
export const inboxCase: BenchCase<InboxCtx> = {
  name: 'inbox',
  description: `a member with ${MINE.toLocaleString('en')} of ${MESSAGES.toLocaleString('en')} messages: first page of Recebidas, unread count`,

  async seed({ db }, log, rows = MESSAGES) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, display_name, member_number, subscription_status)
      select 'membro' || n || '@bench.local', 'x', 'Membro', 'Número ' || n,
        case when n % 4 = 0 then null else 'Membro ' || n end, 'BN' || lpad(n::text, 5, '0'), 'active'
      from generate_series(1, ${USERS}) n`);
    const t0 = Date.now();
    // Message i involves the member (the lowest id) when i % (MESSAGES / MINE) = 0; otherwise two others.
    await db.execute(sql`
      with u as (select array_agg(id order by id) as ids from users where email like '%@bench.local')
      insert into messages (sender_id, receiver_id, content, is_read, deleted_by_sender, deleted_by_receiver, created_at)
      select
        case when mine and j % 10 < 7 then other when mine then me else a end,
        case when mine and j % 10 < 7 then me when mine then other else b end,
        k.s[1 + i % cardinality(k.s)] || ' (' || i || ')',
        not (j % 4 = 0),
        j % 53 = 0,
        j % 47 = 0,
        now() - (${rows} - i) * interval '1 minute'
      from generate_series(1, ${rows}) i
      cross join u
      cross join (select ${textArray(SENTENCES)} as s) k
      cross join lateral (select
        i % ${Math.round(MESSAGES / MINE)} = 0 as mine,
        i / ${Math.round(MESSAGES / MINE)} + i as j,
        u.ids[1] as me,
        u.ids[2 + i % (cardinality(u.ids) - 1)] as other,
        u.ids[2 + (i * 7) % (cardinality(u.ids) - 1)] as a,
        u.ids[2 + (i * 7 + 1 + i % 13) % (cardinality(u.ids) - 1)] as b) p`);
    log(`inserted ${rows.toLocaleString('en')} messages in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await db.execute(sql`vacuum analyze`);
    const [me] = await queryRows<{ id: number; received: number; unread: number }>(
      db,
      sql`select u.id,
        (select count(*)::int from messages where receiver_id = u.id and not deleted_by_receiver) as received,
        (select count(*)::int from messages where receiver_id = u.id and not is_read and not deleted_by_receiver) as unread
        from users u where email = 'membro1@bench.local'`,
    );
    log(`the member: ${me!.received.toLocaleString('en')} received, ${me!.unread.toLocaleString('en')} unread`);
    const sessionId = 'bench-inbox-session-00000000000000000000';
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      values (${sessionId}, jsonb_build_object('userId', ${me!.id}::int), now() + interval '1 day')`);
    return { sessionId };
  },

  endpoints: (ctx, app) => {
    const cookie = `sid=${app.signCookie(ctx.sessionId)}`;
    return [
      { name: 'Recebidas, first page', path: '/api/messages?box=received', cookie, p99BarMs: 50, limit: true },
      { name: 'unread count', path: '/api/messages/unread-count', cookie, p99BarMs: 50 },
      // --extra: the other calls of the page and of the member home.
      { name: 'Enviadas, first page', path: '/api/messages?box=sent', cookie, extra: true },
      { name: 'both boxes, first page', path: '/api/messages', cookie, extra: true },
      { name: 'tab counts', path: '/api/messages/counts', cookie, extra: true },
      { name: 'Recebidas, deep page', path: '/api/messages?box=received&cursor=20000', cookie, extra: true },
    ];
  },
};
