import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { DEFAULT_LANG, type Lang } from '../../contract/i18n.js';
import type { Notification } from '../../contract/notifications.js';
import { liveMessages } from '../../contract/notifications.js';
import type { Database, Listening } from '../db/client.js';
import { tooManyRequests } from '../http-errors.js';
import { inLanguage } from './notification-texts.js';

/**
 * Live updates without reload (issue 29): this instance's Server-Sent Events streams and the one
 * LISTEN that feeds them. A notification's writer runs `pg_notify('live', …)` in its transaction
 * (notifications.service notify), so every instance hears it at commit and writes it to the
 * streams it holds for that member. What a stream missed (a reconnect, a lost LISTEN) comes from
 * the notifications table, never from memory: the event id is the notification's id.
 *
 * Messages on the channel (JSON): `{"u":id,"n":view}` a notification for member `u`;
 * `{"u":id,"c":reason,"s"?:key}` close `u`'s streams (of one session when `s` is given).
 */
export const LIVE_CHANNEL = 'live';

export type CloseReason = 'logout' | 'ended' | 'expired' | 'shutdown';

export interface LiveSettings {
  /** Streams one member may hold on one instance (429 beyond). */
  perMember: number;
  /** A comment this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** At most this many missed notifications are replayed; beyond, `event: reset` (the client refetches). */
  replayLimit: number;
}

export interface LiveDeps {
  listen: Database['listen'];
  settings: LiveSettings;
  /** The member's notifications after `afterId`, oldest first (the table is the truth). */
  since(userId: number, afterId: number, limit: number): Promise<Notification[]>;
  latestId(userId: number): Promise<number>;
  onError?(err: unknown, what: string): void;
}

/** A session's key on the channel: never the session id itself (a NOTIFY payload may be logged). */
export const sessionKey = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

interface LiveStream {
  userId: number;
  session: string;
  /** ms since epoch: the session's expiry when the stream opened. */
  expires: number;
  out: PassThrough;
  /** The highest notification id written (what the client's Last-Event-ID will say). */
  lastId: number;
  /** While the table is read (open, catch-up): live notifications wait here. null: live. */
  pending: Notification[] | null;
  /** The reader's language (issue 36): the channel's copy is pt-BR, translated as it is written. */
  lang: Lang;
}

const frame = (id: number | null, event: string, data: unknown) =>
  `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const HEARTBEAT = ': keep-alive\n\n';
/** EventSource waits this long before reconnecting after the stream ends. */
const RETRY_MS = 2_000;

export function createLiveStreams(deps: LiveDeps) {
  const { settings } = deps;
  const byUser = new Map<number, Set<LiveStream>>();
  let listening: Promise<Listening | null> | null = null;
  let ticker: NodeJS.Timeout | undefined;
  let count = 0;

  const fail = (err: unknown, what: string) => deps.onError?.(err, what);

  function write(s: LiveStream, chunk: string) {
    if (!s.out.destroyed && !s.out.writableEnded) s.out.write(chunk);
  }

  function send(s: LiveStream, n: Notification) {
    write(s, frame(n.id, 'notification', inLanguage(s.lang, n)));
    if (n.id > s.lastId) s.lastId = n.id;
  }

  function remove(s: LiveStream) {
    const set = byUser.get(s.userId);
    if (set?.delete(s)) {
      count--;
      if (set.size === 0) byUser.delete(s.userId);
    }
  }

  function end(s: LiveStream, reason: CloseReason | null) {
    remove(s);
    // Expiry and shutdown end quietly: EventSource reconnects, and the session decides (401 or on).
    if (reason && reason !== 'expired' && reason !== 'shutdown') write(s, frame(null, 'close', { reason }));
    if (!s.out.writableEnded) s.out.end();
  }

  function onMessage(payload: string) {
    let m: { u?: number; n?: Notification; c?: CloseReason; s?: string };
    try {
      m = JSON.parse(payload);
    } catch {
      return;
    }
    const set = typeof m.u === 'number' ? byUser.get(m.u) : undefined;
    if (!set) return;
    for (const s of [...set]) {
      if (m.c) {
        if (!m.s || m.s === s.session) end(s, m.c);
      } else if (m.n) {
        if (s.pending) s.pending.push(m.n);
        else send(s, m.n);
      }
    }
  }

  /** Reads what `s` missed after `afterId` and goes live: the replay, or `reset` when it is too long. */
  async function catchUp(s: LiveStream, afterId: number) {
    const missed = await deps.since(s.userId, afterId, settings.replayLimit + 1);
    if (missed.length > settings.replayLimit) {
      const latest = await deps.latestId(s.userId);
      s.lastId = Math.max(s.lastId, latest);
      write(s, frame(s.lastId, 'reset', { latestId: s.lastId }));
    } else {
      for (const n of missed) send(s, n);
    }
    const replayed = new Set(missed.map((n) => n.id));
    const waiting = s.pending ?? [];
    s.pending = null;
    for (const n of waiting) if (!replayed.has(n.id) && n.id > afterId) send(s, n);
  }

  /** The LISTEN came back after a loss: every open stream reads what was sent meanwhile. */
  function onReconnected() {
    for (const set of byUser.values()) {
      for (const s of set) {
        if (s.pending) continue; // still opening: its own read covers it
        s.pending = [];
        catchUp(s, s.lastId).catch((err) => {
          fail(err, 'catch-up after reconnect');
          end(s, 'shutdown');
        });
      }
    }
  }

  function tick() {
    const now = Date.now();
    for (const set of byUser.values()) {
      for (const s of [...set]) {
        if (now >= s.expires) end(s, 'expired');
        else write(s, HEARTBEAT);
      }
    }
  }

  function start() {
    listening ??= deps.listen(LIVE_CHANNEL, { message: onMessage, reconnected: onReconnected }).catch((err) => {
      fail(err, 'listen');
      listening = null;
      return null;
    });
    if (!ticker) {
      ticker = setInterval(tick, settings.heartbeatMs);
      ticker.unref();
    }
    return listening;
  }

  return {
    /**
     * A new stream for the member's session: registered first (so nothing committed from now on is
     * missed), then the table is read — from `lastEventId` when the client resumes, else only the
     * member's latest id, sent in `ready` so a later reconnect starts from there.
     */
    async open(
      userId: number,
      session: { id: string; expires: Date | null },
      lastEventId: number | undefined,
      lang: Lang = DEFAULT_LANG,
    ): Promise<Readable> {
      const set = byUser.get(userId) ?? new Set<LiveStream>();
      if (set.size >= settings.perMember) throw tooManyRequests(liveMessages.tooManyStreams(settings.perMember), 30);
      await start();
      const s: LiveStream = {
        userId,
        session: sessionKey(session.id),
        expires: session.expires?.getTime() ?? Number.POSITIVE_INFINITY,
        out: new PassThrough(),
        lastId: 0,
        pending: [],
        lang,
      };
      // Checked again: the await above let another open of the same member in.
      if (set.size >= settings.perMember) throw tooManyRequests(liveMessages.tooManyStreams(settings.perMember), 30);
      set.add(s);
      byUser.set(userId, set);
      count++;
      s.out.on('close', () => remove(s));
      write(s, `retry: ${RETRY_MS}\n\n`);
      try {
        if (lastEventId !== undefined) {
          s.lastId = lastEventId;
          await catchUp(s, lastEventId);
        } else {
          s.lastId = await deps.latestId(userId);
          const waiting = s.pending ?? [];
          s.pending = null;
          for (const n of waiting) if (n.id > s.lastId) send(s, n);
        }
        write(s, frame(s.lastId, 'ready', { latestId: s.lastId }));
      } catch (err) {
        remove(s);
        s.out.destroy();
        throw err;
      }
      return s.out;
    },

    /** Open streams on this instance (the benchmark, tests). */
    get size() {
      return count;
    },

    /** Graceful shutdown: every stream ends (its client reconnects elsewhere), then the LISTEN. */
    async stop() {
      clearInterval(ticker);
      ticker = undefined;
      for (const set of [...byUser.values()]) for (const s of [...set]) end(s, 'shutdown');
      const l = await listening;
      listening = null;
      await l?.close();
    },
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
