import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { accountRentalReveals, accountRentals, auditLog, blacklist, events, safetyReports } from '../db/schema.js';
import { call } from './admin.js';
import type { TestApp } from './app.js';
import { createMember } from './app.js';
import type { FakeStripe } from './fake-stripe.js';
import { createItem, itemBody, uploadImages } from './marketplace.js';
import { subscribeAndPay } from './payments.js';

/**
 * Every column of the database with a foreign key to users(id), read from information_schema: a
 * table added later (reports, blocks…) is checked without anyone listing it here.
 */
export async function columnsReferencingUsers(t: TestApp): Promise<{ table: string; column: string }[]> {
  return queryRows<{ table: string; column: string }>(
    t.db,
    sql`select kcu.table_name as "table", kcu.column_name as "column"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = 'users' and ccu.column_name = 'id'
      order by 1, 2`,
  );
}

/**
 * `table.column` → how many rows hold `userId`, for every foreign key to users(id), plus the
 * sessions (their user id lives in JSON, no foreign key). Only the columns with rows are listed.
 */
export async function rowsPointingTo(t: TestApp, userId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table, column } of await columnsReferencingUsers(t)) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    if (Number(row?.n)) out[`${table}.${column}`] = Number(row!.n);
  }
  const [s] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from sessions where sess->>'userId' = ${String(userId)}`,
  );
  if (Number(s?.n)) out['sessions.sess.userId'] = Number(s!.n);
  return out;
}

type Member = Awaited<ReturnType<typeof createMember>>;

const report = {
  area: 'Dublin 1',
  description: 'Tentaram roubar a bike',
  incidentType: 'roubo',
  incidentTime: '21:00',
  latitude: 53.35,
  longitude: -6.26,
};

/** A member with something in every table that can point to them, half of it through the API. */
export async function memberWithEverything(t: TestApp, fake: FakeStripe) {
  const me = await createMember(t);
  const other = await createMember(t, { subscriber: true });
  const sub = await subscribeAndPay(t, fake, me.cookie);
  const [photo] = await uploadImages(t, me.cookie, 1);
  const item = await createItem(t, me.cookie, itemBody([photo!], { title: 'Baú de moto' }));
  const send = (from: Member, to: Member, content: string) =>
    call(t, 'POST', '/api/messages', from.cookie, { receiverId: to.user.id, content }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ id: number }>().id;
    });
  const kept = await send(me, other, 'Oi, ainda tem a bag?');
  const hidden = await send(me, other, 'Mensagem que o outro apagou');
  expect((await call(t, 'DELETE', `/api/messages/${hidden}`, other.cookie)).statusCode).toBe(200);
  const toMe = await send(other, me, 'Tenho sim');
  const [rental] = await t.db
    .insert(accountRentals)
    .values({
      appName: 'Deliveroo',
      accountType: 'bike',
      weeklyPrice: '150.00',
      whatsapp: '0831234567',
      ownerId: me.user.id,
    })
    .returning();
  await t.db.insert(accountRentalReveals).values({ rentalId: rental!.id, userId: me.user.id, day: '2026-11-20' });
  const future = new Date(Date.now() + 7 * 86_400_000);
  const [joined, mine] = await t.db
    .insert(events)
    .values([
      { title: 'Pedal', date: future },
      { title: 'Churrasco do membro', date: future, createdBy: me.user.id },
    ])
    .returning();
  expect((await call(t, 'POST', `/api/events/${joined!.id}/join`, me.cookie)).statusCode).toBe(200);
  const [mapReport] = await t.db
    .insert(safetyReports)
    .values({ ...report, reportedById: me.user.id })
    .returning();
  const [alert] = await t.db
    .insert(blacklist)
    .values({ name: 'Golpista', description: 'Pede adiantado', reportedById: me.user.id })
    .returning();
  // Issue 29: a browser with push on, preferences, and a push waiting in the outbox.
  const browser = { endpoint: 'http://127.0.0.1:9/push/apagar', keys: { p256dh: 'cGsx', auth: 'YXV0aA' } };
  expect((await call(t, 'POST', '/api/push/subscriptions', me.cookie, browser)).statusCode).toBe(200);
  const prefs = { pushOff: ['event-starts-1h'], quietHours: { enabled: false, start: '23:00', end: '07:00' } };
  expect((await call(t, 'PUT', '/api/notifications/preferences', me.cookie, prefs)).statusCode).toBe(200);
  await t.db.transaction((tx) =>
    t.app.services.notifications.notify(tx, me.user.id, 'item-approved', { data: { title: 'Baú de moto' } }),
  );
  await t.db
    .insert(auditLog)
    .values({ actorId: me.user.id, action: 'test.action', targetType: 'user', targetId: String(other.user.id) });
  return {
    me,
    other,
    sub,
    photo: photo!,
    item,
    kept,
    hidden,
    toMe,
    rental: rental!,
    joined: joined!,
    mine: mine!,
    mapReport: mapReport!,
    alert: alert!,
  };
}
