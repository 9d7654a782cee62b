/**
 * A local fake push service (issue 29) for API and browser tests: an HTTP server on 127.0.0.1 that
 * takes pushes as a browser vendor's service would, decrypts each (aes128gcm, RFC 8291) with the
 * private key of the subscription it made, and records what it read. It can answer 404/410/500 on
 * demand. Point the app at it with PUSH_ALLOWED_HOSTS=127.0.0.1 (the test apps' default).
 *
 *   const fake = await startFakePush();
 *   const sub = fake.subscription();              // { endpoint, keys: { p256dh, auth } } as a browser gives
 *   … POST /api/push/subscriptions with sub, make a notification, run a delivery round …
 *   fake.received[0].payload                      // { title, body, url, tag, icon }
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's id in its endpoint (`/push/<id>`). */
  id: string;
  headers: IncomingHttpHeaders;
  /** The decrypted JSON, or null when the body was not for this subscription's key. */
  payload: { title: string; body: string; url: string; tag: string; icon: string } | null;
  /** The status the fake answered. */
  status: number;
}

export interface FakePush {
  url: string;
  received: ReceivedPush[];
  /** Every request, decryptable or not, answered with any status. */
  requests: number;
  /** Each answer waits this long (a slow push service: concurrent senders overlap). */
  delayMs: number;
  /** A new browser subscription: keys generated here, the private one kept to decrypt. */
  subscription(id?: string): FakeSubscription;
  /** The next `times` pushes to `id` (any subscription when omitted) get `status` (404, 410, 500…). */
  answer(status: number, opts?: { id?: string; times?: number }): void;
  /** The pushes that reached `id` and were answered 201. */
  deliveredTo(id: string): ReceivedPush[];
  /** Resolves once `n` pushes were answered 201 (or rejects after `ms`). */
  waitForDelivered(n: number, ms?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startFakePush(port = 0): Promise<FakePush> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const answers: { id?: string; status: number; left: number }[] = [];
  const received: ReceivedPush[] = [];
  let requests = 0;

  const statusFor = (id: string): number => {
    const i = answers.findIndex((a) => a.id === id || a.id === undefined);
    if (i < 0) return 201;
    const a = answers[i]!;
    a.left -= 1;
    if (a.left <= 0) answers.splice(i, 1);
    return a.status;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests += 1;
      const m = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
      const sub = m ? keys.get(m[1]!) : undefined;
      if (req.method !== 'POST' || !m || !sub) {
        res.writeHead(404).end();
        return;
      }
      let payload: ReceivedPush['payload'] = null;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.auth,
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch {
        payload = null;
      }
      const status = payload ? statusFor(m[1]!) : 400;
      received.push({ id: m[1]!, headers: req.headers, payload, status });
      setTimeout(() => res.writeHead(status).end(), fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const delivered = () => received.filter((r) => r.status === 201);
  const fake: FakePush = {
    url,
    delayMs: 0,
    received,
    get requests() {
      return requests;
    },
    subscription(id = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth });
      return { endpoint: `${url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(status, opts = {}) {
      answers.push({ id: opts.id, status, left: opts.times ?? 1 });
    },
    deliveredTo: (id) => delivered().filter((r) => r.id === id),
    async waitForDelivered(n, ms = 10_000) {
      const until = Date.now() + ms;
      while (delivered().length < n) {
        if (Date.now() > until) throw new Error(`fake push: ${delivered().length} of ${n} pushes after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return delivered();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
