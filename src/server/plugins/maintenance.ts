import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSafetyReportsArchive } from '../safety-reports/safety-reports.archive.js';

const EVERY_MS = 60 * 60_000;

/** Hourly: drop expired sessions, spent rate-limit windows and uploads nothing uses, so none grows forever. */
export default fp(
  async function maintenance(app: FastifyInstance) {
    const { auth, uploads } = app.services;
    const run = async () => {
      try {
        await auth.deleteExpiredSessions();
        await app.rateLimiter.deleteSpent();
        const gone = await uploads.deleteUnattached();
        if (gone) app.log.info({ uploads: gone }, 'unattached uploads deleted');
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
    scheduleSafetyReportsArchive(app);
  },
  { name: 'maintenance', dependencies: ['services'] },
);
