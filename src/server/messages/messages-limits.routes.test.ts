import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMessages as msg } from '../../contract/messages.js';
import { loadConfig } from '../config.js';
import { rateLimits } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { send, sendOk } from '../test/messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_MAX_PER_MINUTE: '3', MESSAGE_MAX_PER_DAY: '5' } });
});
afterAll(() => t.close());

describe('sending rate limit (per sender)', () => {
  it('defaults to 20 a minute and 200 a day', () => {
    const { rateLimits: l } = loadConfig({ NODE_ENV: 'test' });
    expect([l.messagesPerMinute, l.messagesPerDay]).toEqual([20, 200]);
  });

  it('refuses beyond the minute limit with 429, a pt-BR message and Retry-After; other senders are unaffected', async () => {
    const [a, b, to] = await Promise.all([
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
    ]);
    for (let i = 0; i < 3; i++) await sendOk(t, a.cookie, { receiverId: to.user.id, content: `msg ${i}` });
    const res = await send(t, a.cookie, { receiverId: to.user.id, content: 'a quarta' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(msg.tooManyPerMinute);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    await sendOk(t, b.cookie, { receiverId: to.user.id, content: 'outro remetente' });
    const received = await t.app.inject({ url: '/api/messages/counts', headers: { cookie: to.cookie } });
    expect(received.json().received).toBe(4);
  });

  it('does not count refused messages (invalid or to oneself)', async () => {
    const [a, to] = await Promise.all([createMember(t, { subscriber: true }), createMember(t, { subscriber: true })]);
    for (let i = 0; i < 4; i++) {
      expect((await send(t, a.cookie, { receiverId: a.user.id, content: 'para mim' })).statusCode).toBe(400);
      expect((await send(t, a.cookie, { receiverId: 99_999_999, content: 'ninguém' })).statusCode).toBe(404);
    }
    for (let i = 0; i < 3; i++) await sendOk(t, a.cookie, { receiverId: to.user.id, content: `válida ${i}` });
  });

  it('holds under concurrent sends: exactly the limit gets through', async () => {
    const [a, to] = await Promise.all([createMember(t, { subscriber: true }), createMember(t, { subscriber: true })]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(t, a.cookie, { receiverId: to.user.id, content: `ao mesmo tempo ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('refuses beyond the daily limit once the minute window has passed', async () => {
    const [a, to] = await Promise.all([createMember(t, { subscriber: true }), createMember(t, { subscriber: true })]);
    for (let i = 0; i < 3; i++) await sendOk(t, a.cookie, { receiverId: to.user.id, content: `manhã ${i}` });
    // A minute later: the minute window is over (its counter gone), the day's is not.
    await t.db.delete(rateLimits).where(eq(rateLimits.key, `messages:minute:${a.user.id}`));
    for (let i = 0; i < 2; i++) await sendOk(t, a.cookie, { receiverId: to.user.id, content: `tarde ${i}` });
    const res = await send(t, a.cookie, { receiverId: to.user.id, content: 'a sexta do dia' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(msg.tooManyPerDay(5));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  });
});
