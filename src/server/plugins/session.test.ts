import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalMessages } from '../../contract/account-rentals.js';
import { blacklistMessages } from '../../contract/blacklist-labels.js';
import { messages } from '../../contract/common.js';
import { marketplaceMessages } from '../../contract/marketplace.js';
import { messageMessages } from '../../contract/messages-labels.js';
import { createMember, createTestApp, makeSubscriber, type TestApp } from '../test/app.js';

// The one access guard (session.ts): a route declares `config: { access }`, the /api/admin tree
// declares 'admin' for all its routes; 401 and 403 answers carry exactly these messages, and come
// before the body is validated (an empty or wrong body is refused, not reported as invalid).

let t: TestApp;
let member: string;
let subscriber: string;
let expired: string;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  member = (await createMember(t)).cookie;
  subscriber = (await createMember(t, { subscriber: true })).cookie;
  const lapsed = await createMember(t);
  await makeSubscriber(t.db, lapsed.user.id, new Date(Date.now() - 60_000));
  expired = lapsed.cookie;
  admin = (await createMember(t, { admin: true })).cookie;
  superAdmin = (await createMember(t, { superAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const refusal = (status: number, message: string) => ({ status, body: { message } });
const answer = async (method: Method, url: string, cookie?: string, payload?: object) => {
  const res = await call(method, url, cookie, payload);
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
};

describe("access 'member'", () => {
  it('401 for a visitor, with or without a valid body; any signed-in member passes', async () => {
    const unauthenticated = refusal(401, messages.unauthenticated);
    expect(await answer('GET', '/api/marketplace/my-items')).toEqual(unauthenticated);
    // Was a preHandler: a visitor's invalid body is now refused as a visitor's (401), not validated (400).
    expect(await answer('PUT', '/api/user/profile', undefined, { firstName: 'x' })).toEqual(unauthenticated);
    expect(await answer('GET', '/api/user')).toEqual(unauthenticated);
    expect((await call('GET', '/api/marketplace/my-items', member)).statusCode).toBe(200);
    expect((await call('GET', '/api/marketplace/my-items', expired)).statusCode).toBe(200);
  });
});

describe("access 'subscriber'", () => {
  const routes: [string, string][] = [
    ['/api/marketplace', marketplaceMessages.subscriptionRequired],
    ['/api/account-rentals', rentalMessages.subscriptionRequired],
    ['/api/messages', messageMessages.subscriptionRequired],
    ['/api/blacklist', blacklistMessages.subscriptionRequired],
    ['/api/blacklist/check', blacklistMessages.subscriptionRequired],
  ];

  it.each(routes)(
    'POST %s: 401 visitors, 403 members without a subscription in force (its own message)',
    async (url, message) => {
      expect(await answer('POST', url, undefined, {})).toEqual(refusal(401, messages.unauthenticated));
      expect(await answer('POST', url, member, {})).toEqual(refusal(403, message));
      expect(await answer('POST', url, expired, {})).toEqual(refusal(403, message));
    },
  );

  it.each(routes)(
    'POST %s: subscribers, admins and super admins pass the guard (the empty body is then invalid)',
    async (url) => {
      for (const cookie of [subscriber, admin, superAdmin]) {
        expect((await call('POST', url, cookie, {})).statusCode).toBe(400);
      }
    },
  );
});

describe("access 'admin'", () => {
  it('the /api/admin tree: 401 visitors, 403 members and subscribers, admins and super admins pass', async () => {
    const url = '/api/admin/users';
    expect(await answer('GET', url)).toEqual(refusal(401, messages.unauthenticated));
    expect(await answer('GET', url, subscriber)).toEqual(refusal(403, messages.adminOnly));
    expect((await call('HEAD', url, member)).statusCode).toBe(403);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', url, superAdmin)).statusCode).toBe(200);
  });

  it('an admin route outside the tree (POST /api/events) refuses before validating the body', async () => {
    expect(await answer('POST', '/api/events', undefined, {})).toEqual(refusal(401, messages.unauthenticated));
    expect(await answer('POST', '/api/events', subscriber, {})).toEqual(refusal(403, messages.adminOnly));
    expect((await call('POST', '/api/events', admin, {})).statusCode).toBe(400);
  });
});

describe('public routes', () => {
  it('answer visitors', async () => {
    expect((await call('GET', '/api/marketplace')).statusCode).toBe(200);
    expect((await call('GET', '/api/account-rentals')).statusCode).toBe(200);
  });
});
