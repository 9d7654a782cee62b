import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../contract/admin-users.js';
import { authMessages } from '../../contract/auth.js';
import { BLOCKS_MAX } from '../../contract/blocks.js';
import { messages } from '../../contract/common.js';
import { queryRows } from '../db/client.js';
import { blocks, eventParticipants, events } from '../db/schema.js';
import { call, userRow } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { testDbKind } from '../test/db.js';
import { newEventAs } from '../test/events.js';

// Issue 37 (decisions 015 and 027): parallel bursts against one member's own state. Whatever the
// interleaving, no answer is a 500, no cap is passed and no answer gives a false reason. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the transactions really overlap.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { superAdmin: true });
});
afterAll(() => t.close());

const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: LightMyRequestResponse[]) => {
  const by = new Map<number, number>();
  for (const a of answers) by.set(a.statusCode, (by.get(a.statusCode) ?? 0) + 1);
  return Object.fromEntries([...by].sort(([a], [b]) => a - b));
};

describe('events: join and leave of the same members at once', () => {
  it('never answers 500 (the deadlock of issue 37) and leaves the counter equal to the participants', async () => {
    const ev = await newEventAs(t, admin.cookie, { maxParticipants: 100 });
    const riders = await Promise.all(Array.from({ length: 2 }, () => createMember(t, { subscriber: true })));
    // Joins and leaves of one member interleaved (join, join, leave, …): the deadlock needed a join
    // waiting behind another join while a leave held the participant's row.
    const rounds = testDbKind() === 'postgres' ? 12 : 1;
    for (let round = 0; round < rounds; round++) {
      const answers = await burst(120, (i) =>
        call(t, i % 3 === 2 ? 'DELETE' : 'POST', `/api/events/${ev.id}/join`, riders[Math.floor(i / 3) % 2]!.cookie),
      );
      console.log(`join/leave burst ${round + 1} (${testDbKind()}): ${JSON.stringify(statuses(answers))}`);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const [row] = await t.db.select().from(events).where(eq(events.id, ev.id));
      const joined = await t.db.$count(eventParticipants, eq(eventParticipants.eventId, ev.id));
      expect(row!.currentParticipants).toBe(joined);
    }
  }, 120_000);
});

describe(`blocks: the ${BLOCKS_MAX}-block cap under a parallel burst`, () => {
  it(`${BLOCKS_MAX - 5} blocks + 50 at once: exactly ${BLOCKS_MAX} stored, the rest refused with the cap's message`, async () => {
    const me = await createMember(t);
    const tag = randomBytes(3).toString('hex');
    const others = await queryRows<{ id: number }>(
      t.db,
      sql`insert into users (email, password, first_name, last_name, member_number)
          select 'bloqueio.' || g || '.' || ${tag} || '@teste.local', 'x', 'Bloqueio', 'Teste', 'B' || ${tag} || g
          from generate_series(1, ${BLOCKS_MAX + 45}) g
          returning id`,
    );
    const ids = others.map((r) => Number(r.id));
    await t.db
      .insert(blocks)
      .values(ids.slice(0, BLOCKS_MAX - 5).map((blockedId) => ({ blockerId: me.user.id, blockedId })));
    const answers = await burst(50, (i) =>
      call(t, 'POST', '/api/blocks', me.cookie, { memberId: ids[BLOCKS_MAX - 5 + i] }),
    );
    console.log(`blocks burst (${testDbKind()}): ${JSON.stringify(statuses(answers))}`);
    expect(statuses(answers)).toEqual({ 201: 5, 400: 45 });
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(
      `Você pode bloquear no máximo ${BLOCKS_MAX} membros.`,
    );
    expect(await t.db.$count(blocks, eq(blocks.blockerId, me.user.id))).toBe(BLOCKS_MAX);
  });
});

describe('deleting one account several times at once', () => {
  const ACCOUNT_GONE = authMessages.accountGone;

  it("a member's own deletion: one 200; the others say the account is gone (or the session ended), never a false reason", async () => {
    const me = await createMember(t, { subscriber: true });
    const answers = await burst(6, () =>
      call(t, 'POST', '/api/privacy/delete-account', me.cookie, { password: me.password, confirmation: 'EXCLUIR' }),
    );
    console.log(`self-deletion burst (${testDbKind()}): ${JSON.stringify(statuses(answers))}`);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect([401, 404], a.body).toContain(a.statusCode);
      expect([ACCOUNT_GONE, messages.unauthenticated]).toContain(a.json().message);
    }
    expect(await userRow(t, me.user.id)).toBeUndefined();
  });

  it("a super admin's delete of one member sent at once: one 200; the others 404, never 'another super admin'", async () => {
    const victim = await createMember(t, { subscriber: true });
    const answers = await burst(6, () => call(t, 'DELETE', `/api/admin/users/${victim.user.id}`, admin.cookie));
    console.log(`admin deletion burst (${testDbKind()}): ${JSON.stringify(statuses(answers))}`);
    expect(statuses(answers)).toEqual({ 200: 1, 404: 5 });
    for (const a of answers.filter((x) => x.statusCode === 404))
      expect([ACCOUNT_GONE, adminMessages.userNotFound]).toContain(a.json().message);
    expect(await userRow(t, victim.user.id)).toBeUndefined();
    const audit = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'user.delete' and target_id = ${String(victim.user.id)}`,
    );
    expect(Number(audit[0]!.n)).toBe(1);
  });

  it('a super admin deleting their own account twice at once: both refused with the super-admin message', async () => {
    const boss = await createMember(t, { superAdmin: true });
    const answers = await burst(2, () =>
      call(t, 'POST', '/api/privacy/delete-account', boss.cookie, { password: boss.password, confirmation: 'EXCLUIR' }),
    );
    expect(statuses(answers)).toEqual({ 403: 2 });
    for (const a of answers) expect(a.json().message).toBe('A conta de um super administrador não pode ser excluída.');
    expect(await userRow(t, boss.user.id)).toBeDefined();
  });
});
