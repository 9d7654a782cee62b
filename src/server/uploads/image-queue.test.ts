import { describe, expect, it } from 'vitest';
import { createImageQueue, ImageQueueFullError } from './image-queue.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('image queue (issue 37)', () => {
  it('runs at most `concurrency` jobs at once, the others in arrival order', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(i);
      await tick();
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => queue.run(job(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once beyond `maxWaiting`, and a failed job frees its place', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2 });
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((r) => (release = r)));
    const waiting = [queue.run(async () => 'a'), queue.run(async () => Promise.reject(new Error('falhou')))];
    const started = Date.now();
    await expect(queue.run(async () => 'c')).rejects.toBeInstanceOf(ImageQueueFullError);
    expect(Date.now() - started).toBeLessThan(50);
    expect(queue.size()).toEqual({ running: 1, waiting: 2 });
    release();
    await first;
    await expect(waiting[0]).resolves.toBe('a');
    await expect(waiting[1]).rejects.toThrow('falhou');
    await expect(queue.run(async () => 'd')).resolves.toBe('d');
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });
});
