import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/**
 * An outbox sent outside the requests that wrote it (decisions 030 and 033: push deliveries, mail).
 * Every instance polls every `pollMs`; the claim's FOR UPDATE SKIP LOCKED and lease keep two
 * instances from sending one row twice. A tick sends full batches (`claimed === batchSize`) up to
 * `maxRounds` before yielding to the next tick; `prune` runs hourly. A failure is logged and retried
 * by the rows' own backoff; it never reaches the write that made the row. On close the round in
 * flight finishes before the database closes, then `close` runs (also when polling is off).
 */
export function outboxJob<R extends { claimed: number }>(
  app: FastifyInstance,
  job: {
    name: string;
    pollMs: number;
    batchSize: number;
    maxRounds: number;
    deliverDue: () => Promise<R>;
    prune: () => Promise<unknown>;
    /** Called with each round's result (to log what is worth logging). */
    onRound?: (round: R) => void;
    close?: () => void;
  },
): void {
  if (job.pollMs <= 0) {
    if (job.close) {
      const close = job.close;
      app.addHook('onClose', async () => close());
    }
    return;
  }
  let running: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (running || closing) return;
    running = (async () => {
      try {
        for (let i = 0; i < job.maxRounds && !closing; i++) {
          const round = await job.deliverDue();
          job.onRound?.(round);
          if (round.claimed < job.batchSize) break;
        }
      } catch (err) {
        app.log.warn({ err }, `${job.name} failed`);
      } finally {
        running = null;
      }
    })();
  };
  const prune = async () => {
    try {
      await job.prune();
    } catch (err) {
      app.log.warn({ err }, `${job.name} clean-up failed`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let hourly: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.pollMs);
    timer.unref();
    hourly = setInterval(prune, HOUR_MS);
    hourly.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    clearInterval(hourly);
    await running;
    job.close?.();
  });
}
