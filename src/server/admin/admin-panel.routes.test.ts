import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import { auditLog, partnerApplications, sponsors, users } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let member: Member;
let target: Member;
let sponsorId: number;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, target] = await Promise.all([
    createMember(t, { superAdmin: true }),
    createMember(t),
    createMember(t),
  ]);
  [{ id: sponsorId }] = (await t.db.insert(sponsors).values({ name: 'Alvo' }).returning({ id: sponsors.id })) as [
    { id: number },
  ];
  [{ id: applicationId }] = (await t.db
    .insert(partnerApplications)
    .values({
      companyName: 'Alvo Ltd',
      contactName: 'Ana',
      email: 'a@b.ie',
      phone: '0831234567',
      message: 'Mensagem de teste',
    })
    .returning({ id: partnerApplications.id })) as [{ id: number }];
});
afterAll(() => t.close());

/** Every endpoint of the panel's users, partners, sponsors, site-config and stats tabs, with a valid body. */
const endpoints = (): [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] => [
  ['GET', '/api/admin/users'],
  ['GET', `/api/admin/users/${target.user.id}/details`],
  ['PATCH', `/api/admin/users/${target.user.id}/status`, { isActive: false }],
  ['POST', `/api/admin/users/${target.user.id}/make-admin`],
  ['POST', `/api/admin/users/${target.user.id}/activate-subscription`],
  ['POST', `/api/admin/users/${target.user.id}/grant-month-subscription`],
  ['POST', `/api/admin/users/${target.user.id}/change-password`, { password: 'nova-senha-1' }],
  ['DELETE', `/api/admin/users/${target.user.id}`],
  ['GET', '/api/admin/partner-applications'],
  ['GET', '/api/admin/partner-applications/pending-count'],
  ['PUT', `/api/admin/partner-applications/${applicationId}/status`, { status: 'approved' }],
  ['DELETE', `/api/admin/partner-applications/${applicationId}`],
  ['GET', '/api/admin/sponsors'],
  ['POST', '/api/admin/sponsors', { name: 'Novo' }],
  ['PUT', `/api/admin/sponsors/${sponsorId}`, { name: 'Renomeado', isActive: false }],
  ['DELETE', `/api/admin/sponsors/${sponsorId}`],
  ['GET', '/api/admin/site-config'],
  ['PUT', '/api/admin/site-config/subscription_price', { value: '1.00' }],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/stripe-stats'],
];

async function nothingChanged() {
  const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
  expect(row).toMatchObject({ isActive: true, isAdmin: false, subscriptionStatus: 'inactive' });
  expect((await t.db.select().from(sponsors).where(eq(sponsors.id, sponsorId)))[0]).toMatchObject({
    name: 'Alvo',
    isActive: true,
  });
  expect(
    (await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, applicationId)))[0]?.status,
  ).toBe('pending');
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  expect(Number(audits?.n)).toBe(0);
}

describe('admin panel guard', () => {
  it('covers 20 endpoints', () => {
    expect(endpoints()).toHaveLength(20);
  });

  it.each([
    ['visitors', 401, () => ({}), messages.unauthenticated],
    ['members', 403, () => ({ cookie: member.cookie }), messages.adminOnly],
  ] as const)('refuses %s (%i) on every endpoint and changes nothing', async (_who, status, headers, message) => {
    for (const [method, url, payload] of endpoints()) {
      const res = await t.app.inject({ method, url, payload, headers: headers() });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json(), `${method} ${url}`).toMatchObject({ message });
    }
    await nothingChanged();
  });

  it('refuses members before validating their input (403, not 400, for a bad body)', async () => {
    for (const [method, url, payload] of endpoints().filter(([, , body]) => body)) {
      const res = await t.app.inject({
        method,
        url,
        payload: { ...payload, password: '', status: 'x', isActive: 'x', name: '', value: 'x' },
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users?status=nope', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets an admin through on every endpoint', async () => {
    for (const [method, url, payload] of endpoints()) {
      const res = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
      expect([200, 201], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});
