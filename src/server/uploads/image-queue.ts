/** Thrown by `run` when `maxWaiting` jobs already wait: the caller answers 503 at once. */
export class ImageQueueFullError extends Error {
  constructor() {
    super('image queue full');
  }
}

/**
 * Issue 37 (decision 028): a bounded first-in, first-out queue for image work in this instance. At
 * most `concurrency` jobs run at once; up to `maxWaiting` more wait their turn; any further job is
 * refused at once, so a burst of uploads can neither take every core nor pile up without end.
 */
export function createImageQueue(opts: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < opts.concurrency) running += 1;
      else if (waiting.length >= opts.maxWaiting) throw new ImageQueueFullError();
      // The slot is handed over by the job that finishes (running stays the same).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Jobs running and waiting now (tests, logs). */
    size: () => ({ running, waiting: waiting.length }),
  };
}
export type ImageQueue = ReturnType<typeof createImageQueue>;
