import type { FastifyInstance } from 'fastify';
import { scheduleWoken } from '../recurring-job.js';

/**
 * Decision 046: the zone alerts' fan-out, outside the report's request (the pattern of the push
 * deliveries job). Every instance polls every SAFETY_ALERTS_POLL_SECONDS, and the instance that took
 * a report starts at once (the service's `wake`, after the report's commit); the claim's FOR UPDATE
 * SKIP LOCKED and lease keep two instances from fanning one report out twice. A failure is logged and
 * the job retried after its lease, from its last batch; it never reaches the report's request.
 */
export function scheduleSafetyAlerts(app: FastifyInstance): void {
  const { safetyZones } = app.services;
  scheduleWoken(app, {
    name: 'safety-alerts',
    everyMs: app.config.map.alertsPollMs,
    onQueued: (wake) => safetyZones.onQueued(wake),
    round: () => safetyZones.fanOutDue(),
    perRound: safetyZones.batchSize,
  });
}
