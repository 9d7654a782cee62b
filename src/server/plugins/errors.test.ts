import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import { retryOnConflict } from '../db/client.js';
import errors from './errors.js';

// Issue 37: two transactions that collide (deadlock 40P01, serialization 40001) are run once more,
// and a second loss is answered 503 with a pt-BR message, never 500.

/** An error as Drizzle throws it: the driver's error, with its SQLSTATE, in `cause`. */
const collision = (code: string) => Object.assign(new Error('Failed query: …'), { cause: { code } });

describe('retryOnConflict', () => {
  it.each(['40P01', '40001'])('runs the transaction once more after %s, and only once', async (code) => {
    let calls = 0;
    expect(
      await retryOnConflict(async () => {
        calls++;
        if (calls === 1) throw collision(code);
        return 'feito';
      }),
    ).toBe('feito');
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw collision(code);
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
  });

  it('does not retry any other error', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw collision('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('the errors plugin', () => {
  it('answers a collision that survived the retry 503 with Retry-After and the busy message; others stay 500', async () => {
    const app = Fastify();
    await app.register(errors);
    app.get('/deadlock', async () => {
      throw collision('40P01');
    });
    app.get('/serialization', async () => {
      throw collision('40001');
    });
    app.get('/other', async () => {
      throw collision('XX000');
    });
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: messages.busy });
    }
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
