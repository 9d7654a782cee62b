import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialStats } from '../../contract/stats.js';
import type { MySubscription } from '../../contract/subscriptions.js';
import { auditOf, call, setUser, userRow } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import { createStripeTestApp, deliver, setPromoTaken, subscribeAndPay, subscriptionEvent } from '../test/payments.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
let admin: Member;
let superAdmin: Member;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  [admin, superAdmin] = await Promise.all([createMember(t, { admin: true }), createMember(t, { superAdmin: true })]);
});
afterAll(() => close());

const mine = async (cookie: string) => (await call(t, 'GET', '/api/subscription', cookie)).json<MySubscription>();
const DAY = 86_400_000;

describe('member cancel, reactivate and portal', () => {
  it('cancels at the end of the period paid for, then reactivates before it ends', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    const before = await mine(m.cookie);
    expect(before).toMatchObject({
      active: true,
      source: 'stripe',
      cancelAtPeriodEnd: false,
      priceCents: 299,
      plan: 'promo',
      portalAvailable: true,
    });
    expect(before.end).toBe(new Date(sub.periodEnd * 1000).toISOString());

    const cancel = await call(t, 'POST', '/api/subscription/cancel', m.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message).toBe('Assinatura cancelada. Ela continua ativa até o fim do período pago.');
    expect(cancel.json().subscription).toMatchObject({ active: true, cancelAtPeriodEnd: true, end: before.end });
    expect(fake.subscriptions.get(sub.id)?.cancelAtPeriodEnd).toBe(true);
    expect((await call(t, 'GET', '/api/user', m.cookie)).json().subscriptionStatus).toBe('active');

    const again = await call(t, 'POST', '/api/subscription/reactivate', m.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription).toMatchObject({ active: true, cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(sub.id)?.cancelAtPeriodEnd).toBe(false);
    expect((await call(t, 'POST', '/api/subscription/reactivate', m.cookie)).statusCode).toBe(400);
  });

  it('refuses to cancel without a subscription, or one given by an admin', async () => {
    const none = await createMember(t);
    expect((await call(t, 'POST', '/api/subscription/cancel', none.cookie)).json().message).toBe(
      'Não há assinatura ativa para cancelar.',
    );
    const granted = await createMember(t, { subscriber: true });
    const res = await call(t, 'POST', '/api/subscription/cancel', granted.cookie);
    expect(res.statusCode).toBe(403);
    expect(await mine(granted.cookie)).toMatchObject({
      active: true,
      source: 'admin',
      cancelAtPeriodEnd: false,
      portalAvailable: false,
    });
    expect((await call(t, 'POST', '/api/subscription/cancel')).statusCode).toBe(401);
  });

  it('opens the Stripe customer portal for a member with a customer', async () => {
    const m = await createMember(t);
    await subscribeAndPay(t, fake, m.cookie);
    const res = await call(t, 'POST', '/api/subscription/portal', m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const customer = (await userRow(t, m.user.id))!.stripeCustomerId!;
    expect(res.json().url).toBe(`https://billing.stripe.test/p/session/${customer}`);
    expect((await call(t, 'POST', '/api/subscription/portal', (await createMember(t)).cookie)).statusCode).toBe(400);
  });
});

describe('admin cancel subscription', () => {
  it('cancels a paid subscription at period end through Stripe, audited', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    const res = await call(t, 'POST', `/api/admin/users/${m.user.id}/cancel-subscription`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(fake.subscriptions.get(sub.id)?.cancelAtPeriodEnd).toBe(true);
    const audit = await auditOf(t, 'user', m.user.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'user.cancel-subscription',
      actorId: admin.user.id,
      details: { source: 'stripe', atPeriodEnd: true },
    });
  });

  it('ends an admin-granted month at once', async () => {
    const m = await createMember(t);
    const grant = await call(t, 'POST', `/api/admin/users/${m.user.id}/grant-month-subscription`, admin.cookie);
    expect(grant.statusCode).toBe(200);
    const res = await call(t, 'POST', `/api/admin/users/${m.user.id}/cancel-subscription`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Assinatura cancelada.');
    expect((await call(t, 'GET', '/api/user', m.cookie)).json().subscriptionStatus).toBe('inactive');
    expect((await auditOf(t, 'user', m.user.id)).map((a) => a.action)).toEqual([
      'user.grant-month',
      'user.cancel-subscription',
    ]);
    expect((await call(t, 'POST', `/api/admin/users/${m.user.id}/cancel-subscription`, admin.cookie)).statusCode).toBe(
      409,
    );
  });

  it('is for admins only', async () => {
    const m = await createMember(t, { subscriber: true });
    expect((await call(t, 'POST', `/api/admin/users/${m.user.id}/cancel-subscription`, m.cookie)).statusCode).toBe(403);
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('active');
  });
});

describe('super-admin delete with a Stripe subscription', () => {
  it('cancels the Stripe subscription first, then deletes', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    const res = await call(t, 'DELETE', `/api/admin/users/${m.user.id}`, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
    expect(await userRow(t, m.user.id)).toBeUndefined();
  });

  it('stops with a clear message and deletes nothing when Stripe is unreachable', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    fake.down = true;
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(t, 'DELETE', `/api/admin/users/${m.user.id}`, superAdmin.cookie);
    } finally {
      fake.down = false;
    }
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/nada foi excluído/);
    expect(await userRow(t, m.user.id)).toBeDefined();
    expect(fake.subscriptions.get(sub.id)?.status).toBe('active');
    expect((await auditOf(t, 'user', m.user.id)).map((a) => a.action)).not.toContain('user.delete');
  });
});

describe('GET /api/admin/stripe-stats from the database mirror', () => {
  it('counts paying members, MRR from the prices they pay (promo and regular apart), grace and scheduled cancellations', async () => {
    const base = (await call(t, 'GET', '/api/admin/stripe-stats', admin.cookie)).json<FinancialStats>();
    await setPromoTaken(t, 50); // no places: the next members pay 9.99
    const regular = await createMember(t);
    await subscribeAndPay(t, fake, regular.cookie);
    const late = await createMember(t);
    const lateSub = await subscribeAndPay(t, fake, late.cookie);
    fake.setState(lateSub.id, {
      status: 'past_due',
      invoiceStatus: 'open',
      periodStart: Math.floor(Date.now() / 1000) - 3600,
    });
    await deliver(t, subscriptionEvent('invoice.payment_failed', lateSub.id));
    const leaving = await createMember(t);
    await subscribeAndPay(t, fake, leaving.cookie);
    await call(t, 'POST', '/api/subscription/cancel', leaving.cookie);
    const granted = await createMember(t);
    await setUser(t, granted.user.id, {
      subscriptionStatus: 'active',
      subscriptionSource: 'grant',
      subscriptionEnd: new Date(Date.now() + DAY),
    });

    const callsBefore = fake.calls.length;
    const res = await call(t, 'GET', '/api/admin/stripe-stats', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(fake.calls.length).toBe(callsBefore);
    const s = res.json<FinancialStats>();
    expect(s.payingMembers - base.payingMembers).toBe(3);
    expect(s.regularMembers - base.regularMembers).toBe(3);
    expect(s.promoMembers).toBe(base.promoMembers);
    expect(Math.round((s.regularRevenue - base.regularRevenue) * 100)).toBe(3 * 999);
    expect(Math.round((s.monthlyRecurringRevenue - base.monthlyRecurringRevenue) * 100)).toBe(3 * 999);
    expect(s.inGracePeriod - base.inGracePeriod).toBe(1);
    expect(s.cancellationsScheduled - base.cancellationsScheduled).toBe(1);
    expect(s.activeSubscribers - base.activeSubscribers).toBe(4);
  });
});
