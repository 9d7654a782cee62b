import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../contract/stats.js';
import { accountRentals, events, marketplaceItems, users } from '../db/schema.js';
import { createTestApp, registerUser, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stats = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
  expect(res.statusCode).toBe(200);
  return res.json<Stats>();
};

let listing = 0;
const item = (approvalStatus: string, status: string, sellerId: number) => ({
  listingNumber: `T${++listing}`,
  title: 'Bicicleta elétrica',
  description: 'Pouco usada',
  type: 'venda',
  whatsapp: '0831234567',
  sellerId,
  approvalStatus,
  status,
});
const rental = (approvalStatus: string, status: string) => ({
  appName: 'Deliveroo',
  accountType: 'bike',
  weeklyPrice: '80.00',
  whatsapp: '0831234567',
  approvalStatus,
  status,
});

describe('GET /api/stats', () => {
  it('starts at zero on an empty database', async () => {
    expect(await stats()).toEqual({ members: 0, accountRentals: 0, marketplaceItems: 0, events: 0 });
  });

  it('counts active members, approved active listings and rentals, and this month’s active events', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const c = await registerUser(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, c.user.id));

    await t.db
      .insert(marketplaceItems)
      .values([
        item('approved', 'active', a.user.id),
        item('approved', 'active', b.user.id),
        item('pending', 'active', a.user.id),
        item('rejected', 'active', a.user.id),
        item('approved', 'inactive', a.user.id),
      ]);
    await t.db
      .insert(accountRentals)
      .values([rental('approved', 'active'), rental('pending', 'active'), rental('approved', 'rented')]);
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15, 12));
    await t.db.insert(events).values([
      { title: 'Encontro', date: thisMonth },
      { title: 'Cancelado', date: thisMonth, isActive: false },
      { title: 'Ano que vem', date: new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 15)) },
    ]);

    expect(await stats()).toEqual({ members: 2, accountRentals: 1, marketplaceItems: 2, events: 1 });
  });
});
