import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS, type ReportGroupPage } from '../../contract/reports.js';
import { call, setUser } from '../test/admin.js';
import { appWithEnv, createMember, type TestApp } from '../test/app.js';
import { approvedItem, idsOf, type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';

// Issue 37: which reports hide content (decision 027), and which count against the daily limit.

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const DAY_MS = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY_MS);
const report = (app: TestApp, cookie: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/reports', cookie, body);

/** n members of one kind: subscriber or not, an account `ageDays` old, staff or not. */
async function members(n: number, opts: { subscriber?: boolean; admin?: boolean; ageDays: number }) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const m = await createMember(t, { subscriber: opts.subscriber, admin: opts.admin });
      await setUser(t, m.user.id, { createdAt: daysAgo(opts.ageDays) });
      return m;
    }),
  );
}

async function group(itemId: number) {
  const page = (await call(t, 'GET', '/api/admin/reports?limit=50', c.admin.cookie)).json<ReportGroupPage>();
  return page.items.find((g) => g.kind === 'listing' && g.targetId === itemId);
}

describe('reports that hide (decision 027)', () => {
  it('three brand-new free accounts report a listing: queued for the admins, still on the marketplace', async () => {
    const item = await approvedItem(c);
    for (const m of await members(3, { ageDays: 0 })) {
      const res = await report(t, m.cookie, { kind: 'listing', targetId: item.id, reason: 'golpe' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().hidden).toBe(false);
    }
    expect(await idsOf(t, '/api/marketplace?limit=48')).toContain(item.id);
    expect((await call(t, 'GET', `/api/marketplace/${item.id}`)).statusCode).toBe(200);
    expect(await group(item.id)).toMatchObject({ count: 3, hidden: false });
  });

  it('new subscribers, old free accounts and lapsed subscribers hide nothing; the third trusted report hides', async () => {
    const item = await approvedItem(c);
    const young = REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS - 1;
    const lapsed = await members(1, { subscriber: true, ageDays: 30 });
    await setUser(t, lapsed[0]!.user.id, { subscriptionEnd: daysAgo(1) });
    const light = [
      ...(await members(2, { subscriber: true, ageDays: young })),
      ...(await members(2, { ageDays: 30 })),
      ...lapsed,
    ];
    const trusted = [
      ...(await members(1, { subscriber: true, ageDays: REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS + 1 })),
      ...(await members(1, { admin: true, ageDays: 60 })),
    ];
    for (const m of [...light, ...trusted]) {
      const res = await report(t, m.cookie, { kind: 'listing', targetId: item.id, reason: 'falso' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().hidden).toBe(false);
    }
    expect(await idsOf(t, '/api/marketplace?limit=48')).toContain(item.id);
    expect(await group(item.id)).toMatchObject({ count: 7, hidden: false });

    const [third] = await members(1, { subscriber: true, ageDays: 365 });
    const res = await report(t, third!.cookie, { kind: 'listing', targetId: item.id, reason: 'falso' });
    expect(res.json().hidden).toBe(true);
    expect(await idsOf(t, '/api/marketplace?limit=48')).not.toContain(item.id);
    expect(await group(item.id)).toMatchObject({ count: 8, hidden: true });
  });
});

describe('the daily limit counts stored reports only', () => {
  it('repeated reports answer 409 and leave the limit untouched, one at a time and in a parallel burst', async () => {
    const limited = await appWithEnv(t, { REPORTS_MAX_PER_DAY: '3' });
    const reporter = await createMember(limited);
    const targets = await Promise.all(Array.from({ length: 5 }, () => createMember(limited)));
    const about = (i: number) => ({ kind: 'member', targetId: targets[i]!.user.id, reason: 'spam' });

    expect((await report(limited, reporter.cookie, about(0))).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await report(limited, reporter.cookie, about(0))).statusCode).toBe(409);
    // The same new report sent 12 times at once: stored once, counted once.
    const burst = await Promise.all(Array.from({ length: 12 }, () => report(limited, reporter.cookie, about(1))));
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(11).fill(409)]);
    expect(burst.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Você já denunciou isto. Nossa equipe vai analisar.',
    );
    // Two stored so far: one more fits, the next is refused.
    expect((await report(limited, reporter.cookie, about(2))).statusCode).toBe(201);
    const over = await report(limited, reporter.cookie, about(3));
    expect(over.statusCode).toBe(429);
    // A refused report is not stored and does not count either: still refused, never a 201.
    expect((await report(limited, reporter.cookie, about(4))).statusCode).toBe(429);
    const mine = (await call(limited, 'GET', '/api/reports/mine', reporter.cookie)).json();
    expect(mine.items).toHaveLength(3);
  });
});
