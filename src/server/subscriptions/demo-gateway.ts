import { randomBytes } from 'node:crypto';
import type { PaymentGateway, SubscriptionSnapshot } from './payment-gateway.js';

/**
 * Decision 013: a fresh clone (no Stripe keys, not production) takes "payments" that only exist
 * in this process. A demo subscription lasts one month from the simulated approval; nothing
 * leaves the machine. The service applies its snapshots exactly as it applies Stripe's.
 */
export function createDemoGateway(): PaymentGateway & {
  /**
   * 'Simular pagamento aprovado/recusado': the pending subscription of this client secret. An
   * approved month runs from `start` (now, or the end of a membership still in force).
   */
  settle(clientSecret: string, approved: boolean, start?: Date): SubscriptionSnapshot | null;
} {
  const subs = new Map<string, SubscriptionSnapshot>();
  const bySecret = new Map<string, string>();
  const id = (prefix: string) => `${prefix}_demo_${randomBytes(8).toString('hex')}`;
  const must = (subId: string) => {
    const s = subs.get(subId);
    if (!s) throw new Error(`unknown demo subscription ${subId}`);
    return s;
  };

  return {
    kind: 'demo',
    publishableKey: null,
    portalEnabled: false,
    createCustomer: async () => id('cus'),
    async createSubscription({ customerId, userId, priceCents }) {
      const now = new Date();
      const snap: SubscriptionSnapshot = {
        id: id('sub'),
        customerId,
        status: 'incomplete',
        periodStart: now,
        periodEnd: now,
        latestInvoicePaid: false,
        cancelAtPeriodEnd: false,
        priceCents,
        userId,
        clientSecret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
      };
      subs.set(snap.id, snap);
      bySecret.set(snap.clientSecret!, snap.id);
      return { ...snap };
    },
    retrieveSubscription: async (subId) => {
      const s = subs.get(subId);
      return s ? { ...s } : null;
    },
    async setCancelAtPeriodEnd(subId, cancel) {
      const s = must(subId);
      s.cancelAtPeriodEnd = cancel;
      return { ...s };
    },
    async cancelNow(subId) {
      const s = subs.get(subId);
      if (s) s.status = 'canceled';
    },
    portalUrl: async () => {
      throw new Error('no portal in demo mode');
    },
    settle(clientSecret, approved, from = new Date()) {
      const subId = bySecret.get(clientSecret);
      const s = subId ? subs.get(subId) : undefined;
      if (s?.status !== 'incomplete') return null;
      if (approved) {
        const start = new Date(from);
        const end = new Date(start);
        end.setUTCMonth(end.getUTCMonth() + 1);
        Object.assign(s, {
          status: 'active',
          periodStart: start,
          periodEnd: end,
          latestInvoicePaid: true,
          clientSecret: null,
        });
        bySecret.delete(clientSecret);
      }
      return { ...s };
    },
  };
}
export type DemoGateway = ReturnType<typeof createDemoGateway>;
