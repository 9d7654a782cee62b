/**
 * Live streams (GET /api/notifications/stream) over real HTTP: app.inject waits for the end of an
 * answer, and a stream never ends. The app listens on a free port of the machine (port 0), so the
 * PGlite and PostgreSQL runs of a file, and other people's tests, never collide.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notification } from '../../contract/notifications.js';
import type { TestApp } from './app.js';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface LiveClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused stream (401, 429…). */
  body: string;
  /** Everything received, as it came (the raw text: comments included). */
  raw(): string;
  events: SseEvent[];
  comments: number;
  /** The next event of `type` after the last one taken this way; rejects after `ms`. */
  next(type: string, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

/** The app listening on 127.0.0.1 and a free port: its base URL. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address() as AddressInfo | null;
  if (address) return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export function openLive(
  base: string,
  cookie: string | undefined,
  opts: { lastEventId?: number | string; query?: string } = {},
): Promise<LiveClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' };
  if (cookie) headers.cookie = cookie;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/notifications/stream${opts.query ?? ''}`, { headers, agent: false }, (res) => {
      let text = '';
      let buffer = '';
      let ended = false;
      const events: SseEvent[] = [];
      const taken = new Map<string, number>();
      const waiters = new Set<() => void>();
      let endResolve: () => void;
      const client: LiveClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: '',
        raw: () => text,
        events,
        comments: 0,
        next(type, ms = 5_000) {
          return new Promise((ok, fail) => {
            const look = () => {
              const from = taken.get(type) ?? 0;
              const i = events.findIndex((e, j) => j >= from && e.event === type);
              if (i < 0) return false;
              taken.set(type, i + 1);
              waiters.delete(look);
              clearTimeout(timer);
              ok(events[i]!);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no '${type}' event within ${ms} ms; received: ${text.slice(-500)}`));
            }, ms);
            if (!look()) waiters.add(look);
          });
        },
        ended: new Promise<void>((r) => {
          endResolve = r;
        }),
        isEnded: () => ended,
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (client.status !== 200) {
          client.body += chunk;
          return;
        }
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          if (lines.every((l) => l.startsWith(':'))) {
            client.comments += 1;
            continue;
          }
          const e: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of lines) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') {
              e.data = hasData ? `${e.data}\n${value}` : value;
              hasData = true;
            }
          }
          if (hasData) events.push(e);
        }
        for (const w of [...waiters]) w();
      });
      const done = () => {
        if (ended) return;
        ended = true;
        endResolve();
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
      if (client.status !== 200) res.on('end', () => resolve(client));
      else resolve(client);
    });
    req.on('error', reject);
  });
}

/** A stream that must be open: 200 and its `ready` event. */
export async function openReady(
  base: string,
  cookie: string,
  opts: { lastEventId?: number | string; query?: string } = {},
): Promise<LiveClient & { latestId: number }> {
  const c = await openLive(base, cookie, opts);
  if (c.status !== 200) throw new Error(`stream refused: ${c.status} ${c.body}`);
  const ready = await c.next('ready');
  return Object.assign(c, { latestId: (JSON.parse(ready.data) as { latestId: number }).latestId });
}

export const notificationOf = (e: SseEvent) => JSON.parse(e.data) as Notification;

/** Resolves once `check()` holds, polling; rejects after `ms`. */
export async function eventually(check: () => boolean, ms = 5_000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * GET `url` through app.inject, for suites that call every endpoint that way (the authorization
 * matrix): the answer as a stream, read until the stream's `ready` event (or its end, for a refusal),
 * then dropped. Returns what `call` would: the status and the text read.
 */
export async function injectStreamOnce(t: TestApp, url: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  });
  const stream = res.stream();
  let body = '';
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.includes('event: ready')) done();
    });
    stream.on('end', done);
    stream.on('error', done);
  });
  stream.destroy();
  (res.raw.res as unknown as { destroy(): void }).destroy();
  return { statusCode: res.statusCode, body };
}
