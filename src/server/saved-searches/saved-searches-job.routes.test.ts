import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications as notificationRows, savedSearchJobs, users } from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember } from '../test/app.js';
import { approvedItem, type MarketplaceCast, marketplaceCast, token } from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';
import { matchSavedSearches } from '../test/saved-searches.js';
import { createSavedSearchesService } from './saved-searches.service.js';

let c: MarketplaceCast;
let woken: MarketplaceCast;
beforeAll(async () => {
  // The second app runs the job as the server does: woken by each approval (its poll never comes).
  [c, woken] = await Promise.all([
    marketplaceCast(),
    marketplaceCast({ env: { SAVED_SEARCHES_POLL_SECONDS: '3600' } }),
  ]);
}, 180_000);
afterAll(async () => {
  await c?.t.close();
  await woken?.t.close();
});

async function search(k: MarketplaceCast, cookie: string, q: string) {
  const res = await call(k.t, 'POST', '/api/saved-searches', cookie, { name: 'Lote', kind: 'item', filters: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().search.id as number;
}
/** The member's saved-search alerts: [search id, body]. */
const alertsOf = async (k: MarketplaceCast, cookie: string) =>
  (await notificationsOf(k.t, cookie)).items
    .filter((n) => n.type === 'saved-search-matches')
    .map((n) => [n.target.id, n.body]);

describe('the matching job (decision 051)', () => {
  it('the approval only queues it; batches tell each search once, a crash mid-way resumes without telling twice', async () => {
    const tok = token().toLowerCase();
    const fans = await Promise.all(Array.from({ length: 5 }, () => createMember(c.t)));
    const [asleep, blocked] = await Promise.all([createMember(c.t), createMember(c.t)]);
    const ids: number[] = [];
    for (const f of fans) ids.push(await search(c, f.cookie, `moto ${tok}`));
    await search(c, asleep.cookie, tok);
    await search(c, blocked.cookie, tok);
    // An inactive member is told nothing; neither is one across a block.
    await c.t.db.update(users).set({ isActive: false }).where(eq(users.id, asleep.user.id));
    expect((await call(c.t, 'POST', '/api/blocks', blocked.cookie, { memberId: c.seller.user.id })).statusCode).toBe(
      201,
    );

    const item = await approvedItem(c, { title: `Moto ${tok.toUpperCase()} revisada` });
    // Committed with the approval: one job row, nobody told yet.
    expect(await c.t.db.select().from(savedSearchJobs).where(eq(savedSearchJobs.listingId, item.id))).toHaveLength(1);
    expect(await alertsOf(c, fans[0]!.cookie)).toEqual([]);

    // Batches of two searches; the notifications of the second batch fail (the process dies there).
    let calls = 0;
    const notifications = c.t.app.services.notifications;
    const crashing = createSavedSearchesService({
      db: c.t.db,
      matchBatch: 2,
      notifications: {
        notifyMany: (tx, type, items) => {
          if (++calls === 2) throw new Error('crash');
          return notifications.notifyMany(tx, type, items);
        },
      },
    });
    await expect(crashing.matchDue()).rejects.toThrow('crash');
    // The first batch is told and saved where it stopped; the second batch's writes rolled back.
    expect(await alertsOf(c, fans[0]!.cookie)).toEqual([[ids[0], '1 anúncio novo em “Lote”.']]);
    expect(await alertsOf(c, fans[2]!.cookie)).toEqual([]);
    const [job] = await c.t.db.select().from(savedSearchJobs).where(eq(savedSearchJobs.listingId, item.id));
    expect(job!.afterSearchId).toBe(ids[1]);
    // Its lease runs out; another instance resumes from there.
    await c.t.db.update(savedSearchJobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    const again = createSavedSearchesService({ db: c.t.db, matchBatch: 2, notifications });
    expect(await again.matchDue()).toEqual({ claimed: 1, told: 3 });
    for (const [i, f] of fans.entries())
      expect(await alertsOf(c, f.cookie)).toEqual([[ids[i], '1 anúncio novo em “Lote”.']]);
    // (An inactive member cannot sign in: their rows are read.)
    expect(await c.t.db.$count(notificationRows, eq(notificationRows.userId, asleep.user.id))).toBe(0);
    expect(await alertsOf(c, blocked.cookie)).toEqual([]);
    expect(await c.t.db.select().from(savedSearchJobs)).toEqual([]);
    expect(await matchSavedSearches(c.t)).toBe(0);
  });

  it('a listing taken down before the job runs tells nobody, and its job goes', async () => {
    const tok = token().toLowerCase();
    const fan = await createMember(c.t);
    await search(c, fan.cookie, tok);
    const item = await approvedItem(c, { title: `Bicicleta ${tok}` });
    const del = await call(c.t, 'DELETE', `/api/admin/marketplace/${item.id}`, c.admin.cookie);
    expect(del.statusCode, del.body).toBe(200);
    await matchSavedSearches(c.t);
    expect(await alertsOf(c, fan.cookie)).toEqual([]);
    expect(await c.t.db.select().from(savedSearchJobs)).toEqual([]);
  });

  it('the approval wakes the job: the alert comes without waiting for the poll', async () => {
    const tok = token().toLowerCase();
    const fan = await createMember(woken.t);
    const id = await search(woken, fan.cookie, tok);
    await approvedItem(woken, { title: `Capacete ${tok}` });
    await expect
      .poll(() => alertsOf(woken, fan.cookie), { timeout: 10_000, interval: 100 })
      .toEqual([[id, '1 anúncio novo em “Lote”.']]);
  });
});
