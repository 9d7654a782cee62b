import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, FinancialStats } from '../../contract/stats.js';
import { events, marketplaceItems } from '../db/schema.js';
import { call, setUser } from '../test/admin.js';
import { createMember, createTestApp, registerUser, type TestApp } from '../test/app.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
});
afterAll(() => t.close());

const financial = async () => {
  const res = await call(t, 'GET', '/api/admin/stripe-stats', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinancialStats>();
};
const general = async () => {
  const res = await call(t, 'GET', '/api/admin/stats', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminStats>();
};
const DAY = 86_400_000;

describe('GET /api/admin/stripe-stats', () => {
  it('is all zero without subscribers', async () => {
    expect(await financial()).toEqual({
      activeSubscribers: 0,
      monthlyRecurringRevenue: 0,
      conversionRate: 0,
      payingMembers: 0,
      promoMembers: 0,
      regularMembers: 0,
      promoRevenue: 0,
      regularRevenue: 0,
      inGracePeriod: 0,
      cancellationsScheduled: 0,
    });
  });

  it('counts subscriptions in force; revenue only from paying ones at the current price; conversion in percent', async () => {
    const future = new Date(Date.now() + 20 * DAY);
    const user = async (values: Parameters<typeof setUser>[2]) => {
      const { user: u } = await registerUser(t.app);
      if (Object.keys(values).length) await setUser(t, u.id, values);
    };
    await user({ subscriptionStatus: 'active', subscriptionSource: 'stripe', subscriptionEnd: future });
    await user({ subscriptionStatus: 'active', subscriptionSource: 'stripe', subscriptionEnd: null });
    await user({ subscriptionStatus: 'active', subscriptionSource: 'grant', subscriptionEnd: future });
    await user({ subscriptionStatus: 'active', subscriptionSource: 'admin', subscriptionEnd: future });
    // Not counted: ended, deactivated account, never subscribed.
    await user({
      subscriptionStatus: 'active',
      subscriptionSource: 'stripe',
      subscriptionEnd: new Date(Date.now() - DAY),
    });
    await user({
      subscriptionStatus: 'active',
      subscriptionSource: 'stripe',
      subscriptionEnd: future,
      isActive: false,
    });
    await user({});
    // Members: the admin + 6 active accounts = 7; subscribers 4 → 57.1 %.
    // These paid rows carry no stored price (written before payments existed): counted at the current price.
    expect(await financial()).toMatchObject({
      activeSubscribers: 4,
      monthlyRecurringRevenue: 5.98,
      conversionRate: 57.1,
      payingMembers: 2,
    });

    expect(
      (await call(t, 'PUT', '/api/admin/site-config/subscription_price', admin.cookie, { value: '3.33' })).statusCode,
    ).toBe(200);
    expect((await financial()).monthlyRecurringRevenue).toBe(6.66);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts active members, every listing and the events flagged active', async () => {
    const before = await general();
    const { user: u } = await registerUser(t.app);
    const { user: off } = await registerUser(t.app);
    await setUser(t, off.id, { isActive: false });
    const item = (n: number, approvalStatus: string, status = 'active') => ({
      listingNumber: `S${Date.now() % 1_000_000}${n}`,
      title: 'Baú',
      description: 'Baú térmico',
      type: 'venda',
      whatsapp: '0831234567',
      sellerId: u.id,
      approvalStatus,
      status,
    });
    await t.db
      .insert(marketplaceItems)
      .values([item(1, 'approved'), item(2, 'pending'), item(3, 'rejected', 'inactive')]);
    await t.db.insert(events).values([
      { title: 'Passado', date: new Date(Date.now() - 30 * DAY) },
      { title: 'Futuro', date: new Date(Date.now() + 30 * DAY) },
      { title: 'Cancelado', date: new Date(Date.now() + 30 * DAY), isActive: false },
    ]);
    expect(await general()).toEqual({
      members: before.members + 1,
      marketplaceItems: before.marketplaceItems + 3,
      events: before.events + 2,
    });
  });
});
