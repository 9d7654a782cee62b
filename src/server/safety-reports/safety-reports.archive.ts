import type { FastifyInstance } from 'fastify';

const DAY_MS = 86_400_000;

/** Spec: reports older than 30 days are archived automatically; at start and then daily. */
export function scheduleSafetyReportsArchive(app: FastifyInstance): void {
  const run = async () => {
    try {
      const archived = await app.services.safetyReports.archive();
      if (archived) app.log.info({ archived }, 'safety reports archived');
    } catch (err) {
      app.log.warn({ err }, 'safety reports archive failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
