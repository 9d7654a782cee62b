import type { FastifyInstance } from 'fastify';

/**
 * A domain's recurring job (decision 025: scheduled from app.ts, the job's file beside its domain):
 * `run` every `everyMs` from the moment the app is ready, never two rounds of one instance at once.
 * What is due is found in the rows and claimed there (a unique key, a lock), so instances may run
 * the same job at the same moment; a failed round is logged and the next one tries again.
 */
export function scheduleEvery(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<number> },
): void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const made = await job.run();
      if (made) app.log.info({ job: job.name, made }, 'scheduled job done');
    } catch (err) {
      app.log.warn({ err, job: job.name }, 'scheduled job failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(round, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
