/**
 * A local fake of the few Stripe HTTP endpoints the app calls (customers, prices, subscriptions,
 * billing-portal sessions). The real SDK is pointed at it with STRIPE_API_URL (host/port/protocol),
 * so tests prove the calls the app makes. Tests steer it: `setState` moves a subscription to any
 * status, `down` makes every call fail as if Stripe were unreachable.
 *
 *   const fake = await startFakeStripe();            // in a test
 *   node --import tsx src/server/test/fake-stripe.ts 5703   // for the browser tests
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  invoice: { id: string; status: 'open' | 'paid' | 'void'; clientSecret: string };
}

export interface FakeStripe {
  url: string;
  /** Every request, in order: "POST /v1/subscriptions". */
  calls: string[];
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  subscriptions: Map<string, FakeSubscription>;
  /** When true every request answers 500, as an outage would. */
  down: boolean;
  setState(
    id: string,
    patch: Partial<Omit<FakeSubscription, 'invoice'>> & { invoiceStatus?: 'open' | 'paid' | 'void' },
  ): FakeSubscription;
  count(call: string): number;
  /**
   * The next read (GET) of this subscription answers with its state as it is when the request
   * arrives, but only once `release` is called: a slow answer that lands after newer ones.
   */
  holdNextRead(id: string): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** application/x-www-form-urlencoded with Stripe's nesting (`items[0][price]`, `expand[0]`) into objects. */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else {
        node[p] ??= {};
        node = node[p] as Obj;
      }
    });
  }
  return out;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const subscriptions = new Map<string, FakeSubscription>();
  const idempotent = new Map<string, { status: number; json: unknown }>();
  const calls: string[] = [];
  const holds = new Map<string, { arrive: () => void; released: Promise<void> }>();

  const subJson = (s: FakeSubscription) => {
    const price = prices.get(s.priceId) ?? { id: s.priceId, unit_amount: null };
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      start_date: s.periodStart,
      metadata: s.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${s.id}`,
            object: 'subscription_item',
            price,
            current_period_start: s.periodStart,
            current_period_end: s.periodEnd,
          },
        ],
      },
      latest_invoice: {
        id: s.invoice.id,
        object: 'invoice',
        status: s.invoice.status,
        confirmation_secret: { type: 'payment_intent', client_secret: s.invoice.clientSecret },
      },
    };
  };
  const notFound = (what: string) => ({
    status: 404,
    json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function route(method: string, path: string, form: Obj, query: URLSearchParams): { status: number; json: unknown } {
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && resource === 'customers' && !id) {
      const c = {
        id: rid('cus'),
        object: 'customer',
        email: form.email,
        name: form.name,
        metadata: form.metadata ?? {},
      };
      customers.set(c.id, c);
      return { status: 200, json: c };
    }
    if (method === 'GET' && resource === 'prices' && !id) {
      const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      const data = [...prices.values()].filter((p) => keys.includes(String(p.lookup_key)));
      return { status: 200, json: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && resource === 'prices' && !id) {
      const p = {
        id: rid('price'),
        object: 'price',
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        lookup_key: form.lookup_key,
        recurring: form.recurring,
        active: true,
      };
      prices.set(p.id, p);
      return { status: 200, json: p };
    }
    if (resource === 'subscriptions') {
      if (method === 'POST' && !id) {
        if (!customers.has(String(form.customer))) return notFound('customer');
        const priceId = String((form.items as Obj)?.['0'] ? ((form.items as Obj)['0'] as Obj).price : '');
        if (!prices.has(priceId)) return notFound('price');
        const start = now();
        const s: FakeSubscription = {
          id: rid('sub'),
          customer: String(form.customer),
          status: form.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          priceId,
          periodStart: start,
          periodEnd: start + 30 * 86_400,
          cancelAtPeriodEnd: false,
          metadata: (form.metadata as Record<string, string>) ?? {},
          invoice: {
            id: rid('in'),
            status: 'open',
            clientSecret: `${rid('pi')}_secret_${randomBytes(8).toString('hex')}`,
          },
        };
        subscriptions.set(s.id, s);
        return { status: 200, json: subJson(s) };
      }
      const s = subscriptions.get(id ?? '');
      if (!s) return notFound('subscription');
      if (method === 'GET') return { status: 200, json: subJson(s) };
      if (method === 'POST' && !action) {
        if (form.cancel_at_period_end !== undefined) s.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
        return { status: 200, json: subJson(s) };
      }
      if (method === 'DELETE') {
        s.status = 'canceled';
        return { status: 200, json: subJson(s) };
      }
    }
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions') {
      if (!customers.has(String(form.customer))) return notFound('customer');
      return {
        status: 200,
        json: {
          id: rid('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${form.customer}`,
          return_url: form.return_url,
        },
      };
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  const fake: FakeStripe = {
    url: '',
    calls,
    customers,
    prices,
    subscriptions,
    down: false,
    setState(id, patch) {
      const s = subscriptions.get(id);
      if (!s) throw new Error(`no fake subscription ${id}`);
      const { invoiceStatus, ...rest } = patch;
      Object.assign(s, rest);
      if (invoiceStatus) s.invoice.status = invoiceStatus;
      return s;
    },
    count: (c) => calls.filter((x) => x === c).length,
    holdNextRead(id) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((r) => {
        arrive = r;
      });
      const released = new Promise<void>((r) => {
        release = r;
      });
      holds.set(id, { arrive, released });
      return { arrived, release };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await body(req);
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/sub_[^/]+/, '/:id').replace(/\/(cus|price)_[^/]+/, '/:id');
    calls.push(`${method} ${path}`);
    let answer: { status: number; json: unknown };
    const key = req.headers['idempotency-key'];
    if (fake.down) answer = { status: 500, json: { error: { type: 'api_error', message: 'fake outage' } } };
    else if (typeof key === 'string' && method === 'POST' && idempotent.has(key)) answer = idempotent.get(key)!;
    else {
      answer = route(method, url.pathname, parseForm(text), url.searchParams);
      if (typeof key === 'string' && method === 'POST' && answer.status < 500) idempotent.set(key, answer);
    }
    const held = method === 'GET' ? holds.get(url.pathname.split('/')[3] ?? '') : undefined;
    if (held) {
      holds.delete(url.pathname.split('/')[3] ?? '');
      held.arrive();
      await held.released;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': rid('req') });
    res.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

// Standalone for the browser tests: `node --import tsx src/server/test/fake-stripe.ts 5703`.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const fake = await startFakeStripe(Number(process.argv[2] ?? 5703));
  console.log(`fake Stripe on ${fake.url}`);
}
