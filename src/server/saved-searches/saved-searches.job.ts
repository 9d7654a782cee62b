import type { FastifyInstance } from 'fastify';
import { scheduleWoken } from '../recurring-job.js';

/**
 * Decision 051: the saved searches' matching and alerts, outside the approval's request (the shape
 * of 046's safety alerts job). Every instance polls every SAVED_SEARCHES_POLL_SECONDS, and the
 * instance that approved starts at once (the service's `wake`, after the approval's commit); the
 * claim's FOR UPDATE SKIP LOCKED and lease keep two instances from running one approval twice. A
 * failure is logged and the job retried after its lease, from its last batch.
 */
export function scheduleSavedSearchMatching(app: FastifyInstance): void {
  const { savedSearches } = app.services;
  scheduleWoken(app, {
    name: 'saved-searches',
    everyMs: app.config.savedSearchesPollMs,
    onQueued: (wake) => savedSearches.onQueued(wake),
    round: () => savedSearches.matchDue(),
    perRound: savedSearches.jobsPerRound,
  });
}
