import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openPostgres } from '../db/client.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';
import { openTestDatabase } from '../test/db.js';
import { listening, notificationOf, openLive, openReady } from '../test/live.js';
import { sendOk } from '../test/messages.js';
import { withDatabase } from '../test/provided.js';

// Issue 29, across instances: two apps, each with its own pool and its own LISTEN connection, on
// one PostgreSQL database. What happens through one reaches the streams the other holds.
let dbA: Database;
let dbB: Database;
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
beforeAll(async () => {
  dbA = await openTestDatabase();
  const name = ((await dbA.pool!.query('select current_database() as name')).rows[0] as { name: string }).name;
  dbB = await openPostgres(withDatabase(process.env.TEST_DATABASE_URL!, name), 3);
  a = await createTestApp({ database: dbA });
  b = await createTestApp({ database: dbB });
  [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await dbB?.close();
  await dbA?.close();
});

it('a message sent through instance A arrives within a second on a stream held by instance B', async () => {
  const [ana, bruno] = await Promise.all([
    createMember(a, { subscriber: true, register: { firstName: 'Ana', lastName: 'Remetente' } }),
    createMember(a, { subscriber: true }),
  ]);
  const onB = await openReady(baseB, bruno.cookie);
  const started = Date.now();
  const sent = await sendOk(a, ana.cookie, { receiverId: bruno.user.id, content: 'Oi Bruno, tudo bem?' });
  const e = await onB.next('notification', 1_000);
  const ms = Date.now() - started;
  expect(ms).toBeLessThan(1_000);
  expect(notificationOf(e)).toMatchObject({
    type: 'message-received',
    title: 'Nova mensagem de Ana Remetente',
    target: { kind: 'conversation', memberId: ana.user.id },
  });
  expect(sent.receiverId).toBe(bruno.user.id);
  console.log(`live across instances: A's message on B's stream after ${ms} ms`);
  onB.close();
});

it('B’s LISTEN connection cut: it reconnects, and its streams catch up from the table', async () => {
  const [ana, bruno] = await Promise.all([
    createMember(a, { subscriber: true }),
    createMember(a, { subscriber: true }),
  ]);
  const onB = await openReady(baseB, bruno.cookie);
  const cut = await dbA.pool!.query(
    `select pg_terminate_backend(pid) as ok from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
  );
  expect(cut.rowCount).toBeGreaterThan(0);
  // Sent while B hears nothing: it comes from the notifications table once B is back.
  await sendOk(a, ana.cookie, { receiverId: bruno.user.id, content: 'Enviada durante a queda' });
  const e = await onB.next('notification', 5_000);
  expect(notificationOf(e).type).toBe('message-received');
  // And live again afterwards, each once.
  await sendOk(a, ana.cookie, { receiverId: bruno.user.id, content: 'Depois da volta' });
  await onB.next('notification', 2_000);
  await new Promise((r) => setTimeout(r, 300));
  const ids = onB.events.filter((x) => x.event === 'notification').map((x) => x.id);
  expect(new Set(ids).size).toBe(2);
  expect(ids).toHaveLength(2);
  onB.close();
});

it('a logout on A closes the session’s stream on B; a deactivation on A closes every stream on B', async () => {
  const [admin, bruno] = await Promise.all([
    createMember(a, { superAdmin: true }),
    createMember(a, { subscriber: true }),
  ]);
  const other = await injectWithLogin(a.app, bruno.email, bruno.password);
  const s1 = await openReady(baseB, bruno.cookie);
  const s2 = await openReady(baseB, other);
  const s3 = await openReady(baseA, other);
  await call(a, 'POST', '/api/logout', bruno.cookie);
  expect(JSON.parse((await s1.next('close', 1_000)).data)).toEqual({ reason: 'logout' });
  await s1.ended;
  expect(s2.isEnded()).toBe(false);
  const res = await call(a, 'PATCH', `/api/admin/users/${bruno.user.id}/status`, admin.cookie, { isActive: false });
  expect(res.statusCode, res.body).toBe(200);
  await Promise.all([s2.ended, s3.ended]);
  expect((await openLive(baseB, other)).status).toBe(401);
});
