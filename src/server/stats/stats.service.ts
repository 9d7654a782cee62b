import { DEFAULT_SUBSCRIPTION_PRICE } from '../../contract/site-config.js';
import type { Db } from '../db/client.js';
import type { SiteConfigService } from '../site-config/site-config.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { createStatsRepository } from './stats.repository.js';

/** Counts for the landing page and the admin Estatísticas tab. */
export function createStatsService(deps: {
  db: Db;
  siteConfig: SiteConfigService;
  subscriptions: SubscriptionsService;
}) {
  const repo = createStatsRepository(deps.db);
  return {
    /** Public: members, approved listings and rentals, events of the coming month (from now). */
    counts: () => repo.counts(),
    adminCounts: () => repo.adminCounts(),
    /** The financial summary, priced at the current subscription_price (the default when unset or invalid). */
    async financial() {
      const price = Number(await deps.siteConfig.publicValue('subscription_price'));
      return deps.subscriptions.financialSummary(
        Number.isFinite(price) && price > 0 ? price : DEFAULT_SUBSCRIPTION_PRICE,
      );
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
