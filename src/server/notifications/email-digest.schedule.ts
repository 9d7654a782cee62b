import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/** Issue 30: the daily email digest, looked for every 10 minutes (it goes from MAIL_DIGEST_HOUR, Dublin). */
export function scheduleEmailDigest(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'email-digest',
    everyMs: 10 * 60_000,
    run: () => app.services.emailDigest.run(),
  });
}
