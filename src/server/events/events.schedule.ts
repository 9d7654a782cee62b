import type { FastifyInstance } from 'fastify';
import { scheduleEvery } from '../recurring-job.js';

/**
 * Issue 29: the events' reminders (24 h and 1 h before), looked for every EVENT_REMINDERS_POLL_SECONDS
 * (a minute by default; issue 34 made it a setting so the browser tests see the job's own reminder).
 */
export function scheduleEventReminders(app: FastifyInstance): void {
  const everyMs = app.config.eventRemindersPollMs;
  if (!everyMs) return;
  // Browser tests only (refused in production): the job's clock moved ahead, so the reminder of an
  // event a day away is made by the job itself (issue 34).
  const offsetMs = app.config.eventRemindersClockOffsetMs;
  scheduleEvery(app, {
    name: 'event-reminders',
    everyMs,
    run: () => app.services.events.sendReminders(new Date(Date.now() + offsetMs)),
  });
}
