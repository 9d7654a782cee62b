import { isMembershipInForce } from '../../contract/membership.js';
import type { FinancialStats } from '../../contract/stats.js';
import { ADMIN_ACTIVATION_MONTHS, GRANT_MONTHS, subscriptionMessages } from '../../contract/subscriptions.js';
import type { Db, DbOrTx } from '../db/client.js';
import { conflict, notFound } from '../http-errors.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

/**
 * Whole calendar months in UTC, the end of month clamped (Jan 31 + 1 = Feb 28/29). The database
 * statement of `extendByAdmin` computes the same; tests compare the two.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Where an admin extension starts: the current end while in force, otherwise now. */
export function extensionBase(
  user: { subscriptionStatus: string; subscriptionEnd: Date | null },
  now = new Date(),
): Date {
  return isMembershipInForce(user, now) && user.subscriptionEnd ? user.subscriptionEnd : now;
}

export const ADMIN_EXTENSIONS = {
  activate: { months: ADMIN_ACTIVATION_MONTHS, source: 'admin' },
  grant: { months: GRANT_MONTHS, source: 'grant' },
} as const;

export function createSubscriptionsService(deps: { db: Db }) {
  const repo = createSubscriptionsRepository(deps.db);
  return {
    /**
     * Decision 006: activate (+12 months, 'admin') or grant (+1 month, 'grant'), from the current end
     * while in force, else from now. One atomic statement, so two grants at once add two months.
     * Refused (409) while a paid subscription is in force or the current one is open-ended.
     * Pass the transaction of the admin write so its audit row commits with it.
     */
    async extendByAdmin(tx: DbOrTx, userId: number, kind: keyof typeof ADMIN_EXTENSIONS) {
      const txRepo = createSubscriptionsRepository(tx);
      const { months, source } = ADMIN_EXTENSIONS[kind];
      const row = await txRepo.extend(userId, months, source);
      if (row) return row;
      const current = await txRepo.state(userId);
      if (!current) throw notFound('Usuário não encontrado');
      throw conflict(
        current.subscriptionEnd === null ? subscriptionMessages.openEnded : subscriptionMessages.paidActive,
      );
    },

    /**
     * The admin financial summary (contract stats.ts, decisions 006 and 013), from the database
     * mirror: revenue sums what each paying (source 'stripe') member pays; rows written before
     * payments existed count at `monthlyPrice`.
     */
    async financialSummary(monthlyPrice: number): Promise<FinancialStats> {
      const c = await repo.financialCounts(Math.round(monthlyPrice * 100));
      const euros = (cents: number) => cents / 100;
      return {
        activeSubscribers: c.subscribers,
        monthlyRecurringRevenue: euros(c.cents),
        conversionRate: c.members ? Math.round((c.subscribers / c.members) * 1000) / 10 : 0,
        payingMembers: c.paying,
        promoMembers: c.promo,
        regularMembers: c.paying - c.promo,
        promoRevenue: euros(c.promoCents),
        regularRevenue: euros(c.cents - c.promoCents),
        inGracePeriod: c.grace,
        cancellationsScheduled: c.cancelling,
      };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
