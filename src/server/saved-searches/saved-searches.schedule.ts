import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/**
 * Issue 34: saved searches whose new matches waited since their last notification an hour are told
 * how many are new (claimed with skip locked, so two instances never tell one twice), every minute.
 */
export function scheduleSavedSearches(app: FastifyInstance): void {
  scheduleEvery(app, { name: 'saved-searches', everyMs: 60_000, run: () => app.services.savedSearches.runSchedule() });
}
