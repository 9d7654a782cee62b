import type { FastifyInstance } from 'fastify';
import { outboxJob } from '../outbox-job.js';

/**
 * Issue 30: the mail outbox, sent outside the requests that wrote it (the shared outbox job, like
 * the push deliveries). Every instance polls every MAIL_POLL_SECONDS; a failure is logged and
 * retried by the row's own backoff; it never reaches the action that wrote the mail.
 */
export function scheduleMailOutbox(app: FastifyInstance): void {
  const { mail } = app.services;
  outboxJob(app, {
    name: 'mail outbox',
    pollMs: app.config.mail.pollMs,
    batchSize: mail.batchSize,
    maxRounds: 10,
    deliverDue: () => mail.deliverDue(),
    prune: () => mail.prune(),
    close: () => mail.close(),
  });
}
