import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedRental, tickChecklist } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, registerBody, type TestApp } from '../test/app.js';

// Issue 14: every rate limit holds under a burst of parallel requests, not only one at a time.
// (Login per account and per IP: auth/auth-limits.routes.test.ts; uploads: uploads/uploads-limits.)
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const appWith = (env: Record<string, string>) => appWithEnv(base, env);

function tally(name: string, answers: LightMyRequestResponse[], okStatus: number, limit: number) {
  const ok = answers.filter((r) => r.statusCode === okStatus).length;
  const refused = answers.filter((r) => r.statusCode === 429).length;
  console.log(`${name}: ${answers.length} tried in parallel, ${ok} let through, ${refused} refused (limit ${limit})`);
  expect(ok).toBe(limit);
  expect(refused).toBe(answers.length - limit);
}

const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

describe('bursts', () => {
  it('registration per IP', async () => {
    const t = await appWith({ REGISTER_MAX_PER_IP: '5' });
    const answers = await burst(40, () =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: registerBody(), remoteAddress: '10.20.0.1' }),
    );
    tally('registration per IP', answers, 201, 5);
  });

  it('messages per member per minute', async () => {
    const t = await appWith({ MESSAGE_MAX_PER_MINUTE: '6' });
    const [from, to] = await Promise.all([
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
    ]);
    const answers = await burst(50, (i) =>
      call(t, 'POST', '/api/messages', from.cookie, { receiverId: to.user.id, content: `rajada ${i}` }),
    );
    tally('messages per minute', answers, 201, 6);
  });

  it('rental contact reveals per member per day', async () => {
    const t = await appWith({ CONTACT_REVEALS_PER_DAY: '4' });
    const [owner, admin, reader] = await Promise.all([
      createMember(t, { subscriber: true }),
      createMember(t, { admin: true }),
      createMember(t, { subscriber: true }),
    ]);
    await tickChecklist(t, reader.cookie);
    const rentals: { id: number }[] = [];
    for (let i = 0; i < 12; i++)
      rentals.push(await approvedRental(t, owner.cookie, admin.cookie, { region: `Rajada ${i}` }));
    const answers = await burst(rentals.length, (i) =>
      call(t, 'GET', `/api/account-rentals/${rentals[i]!.id}/contact`, reader.cookie),
    );
    tally('contact reveals per day', answers, 200, 4);
  });

  it('safety reports per member per hour', async () => {
    const t = await appWith({ SAFETY_REPORT_MAX_PER_HOUR: '3' });
    const member = await createMember(t);
    const body = {
      latitude: 53.345412,
      longitude: -6.264437,
      description: 'Tentaram roubar minha bike',
      incidentType: 'roubo',
      area: 'Dublin',
      severity: 3,
    };
    const answers = await burst(30, () => call(t, 'POST', '/api/safety-reports', member.cookie, body));
    tally('safety reports per hour', answers, 201, 3);
  });

  it('partner applications per IP', async () => {
    const payload = {
      companyName: 'Bike Fix Dublin',
      contactName: 'Paulo Santos',
      email: 'paulo@bikefix.ie',
      phone: '+353 85 123 4567',
      message: 'Queremos oferecer descontos aos entregadores.',
    };
    const answers = await burst(30, (i) =>
      base.app.inject({
        method: 'POST',
        url: '/api/partner-applications',
        payload: { ...payload, companyName: `Empresa ${i}` },
        remoteAddress: '10.21.0.1',
      }),
    );
    tally('partner applications per IP', answers, 201, 5);
  });
});
