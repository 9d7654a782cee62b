import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/**
 * Issue 33: reviews whose 14-day window ended are published, and members who have not reviewed are
 * reminded two days before it ends (claimed by the notification's dedupe key), looked for every minute.
 */
export function scheduleReviews(app: FastifyInstance): void {
  scheduleEvery(app, { name: 'reviews', everyMs: 60_000, run: () => app.services.reviews.runSchedule() });
}
