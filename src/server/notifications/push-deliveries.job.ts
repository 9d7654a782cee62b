import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;
/** Full batches one tick sends before yielding to the next tick. */
const MAX_ROUNDS_PER_TICK = 20;

/**
 * Issue 29: the push deliveries outbox, sent outside the requests that wrote it. Every instance
 * polls every PUSH_POLL_SECONDS (a partial index makes an empty look cheap); the claim's FOR UPDATE
 * SKIP LOCKED and lease keep two instances from sending one push twice. A failure is logged and
 * retried by the rows' own backoff; it never reaches the write that made the notification.
 */
export function schedulePushDeliveries(app: FastifyInstance): void {
  const { push } = app.services;
  const pollMs = app.config.push.pollMs;
  if (pollMs <= 0) return;
  let running: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = (async () => {
      try {
        for (let i = 0; i < MAX_ROUNDS_PER_TICK && !closing; i++) {
          const round = await push.deliverDue();
          if (round.failed || round.gone) app.log.info(round, 'push deliveries');
          if (round.claimed < push.batchSize) break;
        }
      } catch (err) {
        app.log.warn({ err }, 'push deliveries failed');
      } finally {
        running = null;
      }
    })();
  };
  const prune = async () => {
    try {
      await push.pruneFailed();
    } catch (err) {
      app.log.warn({ err }, 'push deliveries clean-up failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let hourly: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
    hourly = setInterval(prune, HOUR_MS);
    hourly.unref();
  });
  // The round in flight finishes before the database closes.
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    clearInterval(hourly);
    await running;
  });
}
