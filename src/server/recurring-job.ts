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

/** Full rounds one tick of a woken job runs before it waits for the next tick. */
const MAX_ROUNDS_PER_TICK = 20;

/**
 * A job over a queue table (decisions 046 and 051): polled every `everyMs`, and woken at once by its
 * service after a commit that queued work (`onQueued`). Each tick runs rounds while a round claims a
 * full batch or a wake came in meanwhile; one tick at a time per instance (the rows' FOR UPDATE SKIP
 * LOCKED and lease keep instances apart). A failure is logged and the work retried after its lease.
 * The round in flight finishes before the app (and its database) closes.
 */
export function scheduleWoken(
  app: FastifyInstance,
  job: {
    name: string;
    everyMs: number;
    onQueued: (wake: () => void) => void;
    round: () => Promise<{ claimed: number }>;
    perRound: number;
  },
): void {
  if (job.everyMs <= 0) return;
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  const tick = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        for (let i = 0; i < MAX_ROUNDS_PER_TICK && !closing; i++) {
          again = false;
          const { claimed } = await job.round();
          if (claimed < job.perRound && !again) break;
        }
      } catch (err) {
        app.log.warn({ err, job: job.name }, 'queued job failed');
      } finally {
        running = null;
      }
    })();
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    job.onQueued(tick);
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
