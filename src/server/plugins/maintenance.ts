import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOnce } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the hourly clean-up; null when another instance was running it. */
    runMaintenance(): Promise<true | null>;
  }
}

const EVERY_MS = 60 * 60_000;
/** PostgreSQL advisory lock key: one instance at a time runs the clean-up (README, "Running in production"). */
export const MAINTENANCE_LOCK_KEY = 724_614;

/** Hourly: drop expired sessions, spent rate-limit windows, uploads nothing uses and old read notifications, so none grows forever. */
export default fp(
  async function maintenance(app: FastifyInstance) {
    const { auth, uploads, notifications } = app.services;
    const round = () =>
      runOnce(app.database, MAINTENANCE_LOCK_KEY, async () => {
        await auth.deleteExpiredSessions();
        await app.rateLimiter.deleteSpent();
        const gone = await uploads.deleteUnattached();
        if (gone) app.log.info({ uploads: gone }, 'unattached uploads deleted');
        // Issue 29: read notifications older than 90 days.
        const pruned = await notifications.prune();
        if (pruned) app.log.info({ notifications: pruned }, 'old read notifications deleted');
        return true as const;
      });
    app.decorate('runMaintenance', round);
    const run = async () => {
      try {
        await round();
      } catch (err) {
        app.log.warn({ err }, 'maintenance failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['services'] },
);
