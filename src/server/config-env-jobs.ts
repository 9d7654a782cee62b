import { z } from 'zod';

/**
 * The settings of the work done outside requests (the outbox-style jobs of decision 029 and the
 * issues after it): how often each instance runs each job, and how a job shares the machine with
 * the requests. Part of the one environment schema of config-env.ts.
 */
export const jobsEnvShape = {
  /** How often each instance looks for new reports to fan out to the alert zones (decision 046; 0: never, tests run rounds themselves). */
  SAFETY_ALERTS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(1),
  SAFETY_ALERTS_BATCH: z.coerce.number().int().min(10).max(5000).default(250),
  SAFETY_ALERTS_PAUSE_MS: z.coerce.number().int().min(0).max(1000).default(25),
  /** How often each instance looks for due push deliveries (0: never, tests run rounds themselves). */
  PUSH_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** How often each instance looks for due mails (0: never; tests run rounds themselves). */
  MAIL_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** How often each instance looks for events' reminders due (issue 34; 0: never, tests run rounds themselves). */
  EVENT_REMINDERS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** Browser tests only (refused in production): the reminders job's clock this many seconds ahead (issue 34). */
  EVENT_REMINDERS_CLOCK_OFFSET_SECONDS: z.coerce.number().int().min(0).max(604_800).default(0),
  /** How often each instance looks for listings and rentals to expire or to warn of (issue 34; 0: never). */
  LISTINGS_EXPIRY_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  /** How often each instance runs the saved searches' matching job (decision 051; 0: never, tests run rounds themselves). */
  SAVED_SEARCHES_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(1),
};
