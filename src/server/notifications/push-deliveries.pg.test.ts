import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openPostgres } from '../db/client.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { openTestDatabase } from '../test/db.js';
import { type FakePush, startFakePush } from '../test/fake-push.js';
import { withDatabase } from '../test/provided.js';
import { savePreferences, subscribe } from '../test/push.js';

// Issue 29: two instances, each with its own pool, draining one outbox on one PostgreSQL database
// at the same time (FOR UPDATE SKIP LOCKED and the lease): every push goes out exactly once.
let dbA: Database;
let dbB: Database;
let a: TestApp;
let b: TestApp;
let fake: FakePush;
beforeAll(async () => {
  dbA = await openTestDatabase();
  const name = ((await dbA.pool!.query('select current_database() as name')).rows[0] as { name: string }).name;
  dbB = await openPostgres(withDatabase(process.env.TEST_DATABASE_URL!, name), 5);
  [a, b, fake] = await Promise.all([
    createTestApp({ database: dbA }),
    createTestApp({ database: dbB }),
    startFakePush(),
  ]);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await dbB?.close();
  await dbA?.close();
  await fake?.close();
});

it('two claimers on one outbox never send a push twice, and between them send every one', async () => {
  const BROWSERS = 6;
  const NOTICES = 30;
  const m = await createMember(a);
  for (let i = 0; i < BROWSERS; i++) await subscribe(a, m.cookie, fake.subscription(`b${i}`));
  await savePreferences(a, m.cookie, { pushOff: [], quietHours: { enabled: false, start: '23:00', end: '07:00' } });
  for (let i = 1; i <= NOTICES; i++)
    await a.db.transaction((tx) =>
      a.app.services.notifications.notify(tx, m.user.id, 'item-approved', {
        data: { title: `Item ${i}` },
        targetId: i,
      }),
    );
  fake.delayMs = 15; // sends overlap the other instance's claims

  const drain = async (t: TestApp) => {
    let claimed = 0;
    for (;;) {
      const round = await t.app.services.push.deliverDue();
      claimed += round.claimed;
      if (round.claimed === 0) return claimed;
    }
  };
  // Each instance runs two claimers at once, as two overlapping ticks would.
  const counts = await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
  const total = BROWSERS * NOTICES;
  expect(counts.reduce((x, y) => x + y, 0)).toBe(total);
  expect(counts[0]! + counts[2]! > 0 && counts[1]! + counts[3]! > 0).toBe(true);
  const sent = fake.received.map((r) => `${r.id} ${r.payload!.url}`);
  expect(sent).toHaveLength(total);
  expect(new Set(sent).size).toBe(total);
  expect(fake.received.every((r) => r.status === 201)).toBe(true);
});
