import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/**
 * Issue 34 (decision 045): listings 3 days from the end of their 60 days (the owner is told once)
 * and past them (they leave the public lists), looked for every LISTINGS_EXPIRY_POLL_SECONDS.
 */
export function scheduleListingsExpiry(app: FastifyInstance): void {
  const everyMs = app.config.listingsExpiryPollMs;
  if (!everyMs) return;
  scheduleEvery(app, { name: 'marketplace-expiry', everyMs, run: () => app.services.marketplace.expireListings() });
}
