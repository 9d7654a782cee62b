import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/** Issue 34 (decision 045): rentals' 3-day notices and expiry, every LISTINGS_EXPIRY_POLL_SECONDS. */
export function scheduleRentalsExpiry(app: FastifyInstance): void {
  const everyMs = app.config.listingsExpiryPollMs;
  if (!everyMs) return;
  scheduleEvery(app, {
    name: 'account-rentals-expiry',
    everyMs,
    run: () => app.services.accountRentals.expireListings(),
  });
}
