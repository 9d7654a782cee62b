import type { FastifyInstance } from 'fastify';
import { outboxJob } from '../outbox-job.js';

/**
 * Issue 29: the push deliveries outbox, sent outside the requests that wrote it (the shared outbox
 * job). Every instance polls every PUSH_POLL_SECONDS (a partial index makes an empty look cheap).
 */
export function schedulePushDeliveries(app: FastifyInstance): void {
  const { push } = app.services;
  outboxJob(app, {
    name: 'push deliveries',
    pollMs: app.config.push.pollMs,
    batchSize: push.batchSize,
    maxRounds: 20,
    deliverDue: () => push.deliverDue(),
    prune: () => push.pruneFailed(),
    onRound: (round) => {
      if (round.failed || round.gone) app.log.info(round, 'push deliveries');
    },
  });
}
