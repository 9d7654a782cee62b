import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleEvery } from './recurring-job.js';

afterEach(() => vi.useRealTimers());

describe('scheduleEvery', () => {
  it('runs every interval once the app is ready, never two rounds at once, keeps going after a failure, stops at close', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    let calls = 0;
    let release: () => void = () => {};
    scheduleEvery(app, {
      name: 'test',
      everyMs: 1000,
      run: async () => {
        calls++;
        if (calls === 1) await new Promise<void>((r) => (release = r));
        if (calls === 2) throw new Error('falhou');
        return 1;
      },
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(0); // not before ready
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    // The first round is still running: the next ticks make no second one.
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2); // it fails…
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3); // …and the next round runs all the same
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
  });
});
