import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { approvedRental, tickChecklist } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, injectWithLogin, type TestApp } from '../test/app.js';
import { registerBike, stolenBike } from '../test/bikes.js';
import { injectStreamOnce } from '../test/live.js';
import { approvedItem, itemBody, type MarketplaceCast, type Member, marketplaceCast } from '../test/marketplace.js';
import { sendOk } from '../test/messages.js';
import { latestOf } from '../test/notifications.js';
import { ACCESS, type Access, type Fixture } from './access-table.js';
import { BODIES, SAVED } from './matrix-bodies.js';

// Issue 14, "Suites that keep it so": every endpoint of the OpenAPI document × seven roles. The
// expectation is written once per endpoint (access-table.ts); a new endpoint without one fails here.
const ROLES = ['visitor', 'member', 'subscriber', 'other', 'owner', 'admin', 'super'] as const;
type Role = (typeof ROLES)[number];
const ALLOWED: Record<Access, Role[]> = {
  public: [...ROLES],
  member: ['member', 'subscriber', 'other', 'owner', 'admin', 'super'],
  subscriber: ['subscriber', 'other', 'owner', 'admin', 'super'],
  owner: ['owner', 'admin', 'super'],
  party: ['owner'],
  admin: ['admin', 'super'],
  super: ['super'],
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let guideCount = 0;

let c: MarketplaceCast;
let t: TestApp;
const who: Partial<Record<Role, Member>> = {};
const secretsOf = new Map<Role, string[]>();
let checked = 0;
let withSuccess = 0;

beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
  const [other, sup] = await Promise.all([
    createMember(t, { subscriber: true }),
    createMember(t, { superAdmin: true }),
  ]);
  Object.assign(who, { member: c.member, subscriber: c.buyer, other, owner: c.seller, admin: c.admin, super: sup });
  // Issue 33: the renter's checklist ticked by every role that may reveal a contact (its own rule is
  // tested in account-rentals-checklist.routes.test.ts).
  for (const m of [c.member, c.buyer, other]) await tickChecklist(t, m.cookie);
  // Distinct phones, so a leak names its owner.
  for (const [n, role] of ROLES.slice(1).entries()) {
    const m = who[role]!;
    const phone = `+353 87 ${1_001_111 + n * 1111}`;
    await t.db.update(users).set({ phone }).where(eq(users.id, m.user.id));
    secretsOf.set(role, [m.email, phone]);
  }
  allHashes = (await t.db.select({ h: users.password }).from(users)).map((r) => r.h);
}, 120_000);
afterAll(() => t?.close());
let allHashes: string[] = [];

const PENDING_WHATSAPP = '+353 89 555 0101';
/** Issue 33: the text of a review not yet published: no role may read it anywhere. */
const BLIND_TEXT = 'Avaliação cega da matriz';

/** A confirmed deal of the owner role (the seller) with a fresh buyer; `blind`: the buyer reviewed it. */
async function dealFixture(blind: boolean) {
  const item = await approvedItem(c);
  const buyer = await createMember(t, { subscriber: true });
  await sendOk(t, buyer.cookie, { receiverId: c.seller.user.id, itemId: item.id, content: 'Fechado?' });
  const p = await call(t, 'POST', '/api/reviews/deals', c.seller.cookie, {
    kind: 'listing',
    itemId: item.id,
    counterpartId: buyer.user.id,
  });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().deal.id;
  expect((await call(t, 'POST', `/api/reviews/deals/${id}/confirm`, buyer.cookie)).statusCode).toBe(200);
  if (!blind) return { id, reviewId: 0 };
  const r = await call(t, 'POST', `/api/reviews/deals/${id}/review`, buyer.cookie, { stars: 3, text: BLIND_TEXT });
  expect(r.statusCode, r.body).toBe(201);
  return { id, reviewId: r.json().deal.myReview.id as number };
}
const RENTAL_WHATSAPP = '+353 89 555 0202';

async function fixture(kind: Fixture | undefined): Promise<string> {
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  switch (kind) {
    case undefined:
      return '';
    case 'listing': {
      const item = await approvedItem(c);
      // An edit under review carries a new WhatsApp: only the owner and admins may see it.
      await ok(
        await call(
          t,
          'PUT',
          `/api/marketplace/${item.id}`,
          c.seller.cookie,
          itemBody([c.sellerImages[0]!], { whatsapp: PENDING_WHATSAPP }),
        ),
      );
      return String(item.id);
    }
    case 'rental': {
      const r = await approvedRental(t, c.seller.cookie, c.admin.cookie, { whatsapp: RENTAL_WHATSAPP });
      await call(t, 'PUT', `/api/account-rentals/${r.id}`, c.seller.cookie, { whatsapp: PENDING_WHATSAPP });
      return String(r.id);
    }
    case 'event':
      return String((await ok(await call(t, 'POST', '/api/events', c.admin.cookie, BODIES['POST /api/events']))).id);
    case 'message': {
      const sender = await createMember(t, { subscriber: true });
      return String(
        (await sendOk(t, sender.cookie, { receiverId: c.seller.user.id, content: 'Olá, ainda está à venda?' })).id,
      );
    }
    case 'notification': {
      // The owner's notification of a message sent to them.
      const sender = await createMember(t, { subscriber: true });
      await sendOk(t, sender.cookie, { receiverId: c.seller.user.id, content: 'Tem em outra cor?' });
      const n = await latestOf(t, c.seller.cookie, 'message-received');
      return String(n!.id);
    }
    case 'user':
      return String((await createMember(t)).user.id);
    case 'application': {
      const body = await ok(
        await call(t, 'POST', '/api/partner-applications', undefined, BODIES['POST /api/partner-applications']),
      );
      return String(body.id ?? body.application?.id);
    }
    case 'sponsor':
      return String(
        (await ok(await call(t, 'POST', '/api/admin/sponsors', c.admin.cookie, BODIES['POST /api/admin/sponsors']))).id,
      );
    case 'report': {
      const body = await ok(
        await call(t, 'POST', '/api/safety-reports', c.seller.cookie, BODIES['POST /api/safety-reports']),
      );
      return String(body.id ?? body.report?.id);
    }
    case 'upload':
      return `${randomUUID()}?expires=1&signature=x`;
    case 'guide':
    case 'guideSlug': {
      guideCount += 1;
      const body = {
        slug: `guia-matriz-${guideCount}`,
        title: 'Guia',
        summary: 'Resumo',
        body: 'Texto',
        isPublished: true,
      };
      const g = await ok(await call(t, 'POST', '/api/admin/guides', c.admin.cookie, body));
      return kind === 'guide' ? String(g.id) : g.slug;
    }
    case 'zone': {
      // The owner's alert zone (only the owner may change or delete it).
      const body = await ok(
        await call(t, 'POST', '/api/safety-zones', c.seller.cookie, {
          ...BODIES['POST /api/safety-zones'],
          name: 'Zona',
        }),
      );
      return String(body.zone.id);
    }
    case 'savedSearch': // The owner's saved search (only the owner reads, renames or deletes it).
      return String((await ok(await call(t, 'POST', '/api/saved-searches', c.seller.cookie, SAVED))).search.id);
    case 'bike':
      // The owner's registered bike (not stolen: 'stolen' can succeed for them).
      return String((await registerBike(t, c.seller.cookie)).id);
    case 'stolenBike':
      // Someone else's stolen bike: every member, the owner role included, may report a sighting.
      return String((await stolenBike(t, (await createMember(t)).cookie)).id);
    case 'deal':
      return String((await dealFixture(true)).id);
    case 'openDeal':
      return String((await dealFixture(false)).id);
    case 'blindReview':
      return String((await dealFixture(true)).reviewId);
    case 'configKey':
      return 'site_title';
    case 'alert': {
      // A fresh pending alert by a subscriber.
      const body = await ok(await call(t, 'POST', '/api/blacklist', c.buyer.cookie, BODIES['POST /api/blacklist']));
      return String(body.item.id);
    }
  }
}

/** What `role` must never read: other people's contact data, any password hash. */
function forbiddenFor(role: Role, reveals?: string): string[] {
  const out = [...allHashes, BLIND_TEXT];
  if (role === 'admin' || role === 'super') return out;
  for (const [r, s] of secretsOf) if (r !== role) out.push(...s);
  if (role !== 'owner') {
    out.push(PENDING_WHATSAPP);
    if (!reveals) out.push(RENTAL_WHATSAPP);
  }
  return out;
}

it('every endpoint × every role: no unexpected 2xx, no 5xx, no other person’s contact data', async () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const endpoints = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
  const missing = endpoints.filter((e) => !ACCESS[e]);
  expect(missing, 'endpoints without an expectation in access-table.ts').toEqual([]);
  expect(
    Object.keys(ACCESS).filter((e) => !endpoints.includes(e)),
    'expectations of endpoints that no longer exist',
  ).toEqual([]);

  // Logging out and subscription changes alter the caller: they run last, with fresh sessions.
  const last = (e: string) => /logout|subscription/.test(e);
  const ordered = [...endpoints.filter((e) => !last(e)), ...endpoints.filter(last)];
  const failures: string[] = [];
  for (const endpoint of ordered) {
    const [method, path] = endpoint.split(' ') as [Method, string];
    const exp = ACCESS[endpoint]!;
    // A fresh resource for each writing endpoint: a delete by one role must not hide the next.
    const id = await fixture(exp.id);
    const url = path.replace(/\{(id|key|slug)\}/, id).replace('{memberNumber}', c.seller.user.memberNumber);
    for (const role of ROLES) {
      const m = who[role];
      const cookie = m && last(endpoint) ? await injectWithLogin(t.app, m.email, m.password) : m?.cookie;
      const payload = method === 'GET' || method === 'DELETE' ? undefined : (BODIES[endpoint] ?? {});
      // A live stream never ends: read up to its first event, then let it go.
      const res = exp.stream ? await injectStreamOnce(t, url, cookie) : await call(t, method, url, cookie, payload);
      checked += 1;
      const allowed = ALLOWED[exp.access].includes(role);
      const s = res.statusCode;
      if (s >= 500) failures.push(`${endpoint} as ${role}: ${s} ${res.body.slice(0, 200)}`);
      else if (!allowed && s < 400) failures.push(`${endpoint} as ${role}: unexpected ${s}`);
      else if (!allowed && role === 'visitor' && exp.access !== 'public' && ![400, 401, 404].includes(s))
        failures.push(`${endpoint} as visitor: ${s}, expected 401`);
      if (allowed && s < 300) withSuccess += 1;
      const leaked = forbiddenFor(role, exp.reveals).filter((secret) => res.body.includes(secret));
      if (leaked.length) failures.push(`${endpoint} as ${role}: body shows ${leaked.join(', ')}`);
    }
  }
  console.log(
    `authorization matrix: ${endpoints.length} endpoints × ${ROLES.length} roles = ${checked} requests checked (${withSuccess} allowed 2xx)`,
  );
  expect(failures).toEqual([]);
}, 240_000);
