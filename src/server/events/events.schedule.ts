import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/** Issue 29: the events' reminders (24 h and 1 h before), looked for every minute. */
export function scheduleEventReminders(app: FastifyInstance): void {
  scheduleEvery(app, { name: 'event-reminders', everyMs: 60_000, run: () => app.services.events.sendReminders() });
}
