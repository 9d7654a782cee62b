import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/** Issue 29: memberships that end in 3 days without renewing, looked for every 15 minutes. */
export function scheduleMembershipEnding(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'membership-ending',
    everyMs: 15 * 60_000,
    run: () => app.services.payments.remindEnding(),
  });
}
